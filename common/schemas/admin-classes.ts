import { z } from 'zod';
import { editScopeSchema } from './calendar.ts';
import { optionalId } from './enrolments.ts';
import { DB_INT_MAX, dbId } from './fields.ts';
import { joinPasswordField, lessonFields, schoolDateField, schoolTimeField } from './lesson-fields.ts';

// Scheduling a one-to-one class; the same rules run in the browser and on the server. The date
// and time a form sends are the school's clock (SCHOOL_TIME_ZONE); the server stores the instant.

const classFields = {
  ...lessonFields,
  classDate: schoolDateField,
  classTime: schoolTimeField,
};

const joinPassword = joinPasswordField;

export const createClassSchema = z.object({
  ...classFields,
  joinPassword: joinPassword.default(''),
  /** Booked as the make-up of this cancelled lesson (GET /api/admin/make-ups). */
  makeUpFor: z.optional(dbId('Invalid class ID')),
  /** The student's enrolment the lesson counts against (a make-up keeps its lesson's when left out). */
  enrolmentId: optionalId('Invalid enrolment'),
});
export type CreateClassInput = z.input<typeof createClassSchema>;

/**
 * Editing keeps the join password unless `passwordAction` says to set a new one or remove it
 * (the stored hash cannot be shown back).
 */
export const updateClassSchema = z
  .object({
    ...classFields,
    passwordAction: z.enum(['keep', 'set', 'remove']).default('keep'),
    joinPassword: joinPassword.default(''),
    /** A lesson of a series: this one only, or it and the later ones (same shift of day and time). */
    scope: editScopeSchema,
  })
  .refine((v) => v.passwordAction !== 'set' || v.joinPassword !== '', {
    message: 'Join password is required',
    path: ['joinPassword'],
  });
export type UpdateClassInput = z.input<typeof updateClassSchema>;

export const CLASS_STATUSES = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];
export const CLASS_STATUS_LABELS: Record<ClassStatus, string> = {
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const classListQuerySchema = z.object({
  status: z.enum(CLASS_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(DB_INT_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type ClassListQuery = { status?: ClassStatus; page: number; pageSize: number };

const classPerson = z.object({ id: z.number(), firstName: z.string(), lastName: z.string() });
export const adminClassSchema = z.object({
  id: z.number(),
  batchName: z.string(),
  /** The school's clock. */
  classDate: z.string(),
  classTime: z.string(),
  startsAt: z.string(),
  /** On the admin's own clock, with the school's where it differs. */
  whenLabel: z.string(),
  durationMinutes: z.number(),
  hasPassword: z.boolean(),
  status: z.enum(CLASS_STATUSES),
  seriesId: z.number().nullable(),
  cancelledBy: z.enum(['student', 'teacher', 'school']).nullable(),
  countedReason: z.enum(['late_cancellation', 'no_show']).nullable(),
  joinedLate: z.boolean(),
  makeUpFor: z.number().nullable(),
  /** The enrolment it counts against, if any. */
  enrolmentId: z.number().nullable(),
  teacher: classPerson,
  student: classPerson,
});
export type AdminClass = z.infer<typeof adminClassSchema>;
export const classResponse = z.object({ result: z.literal(true), Class: adminClassSchema });
export const classListResponse = z.object({
  result: z.literal(true),
  Classes: z.array(adminClassSchema),
  /** The school's date today, for the scheduling form's default. */
  today: z.string(),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
