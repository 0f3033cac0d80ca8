import { z } from 'zod';
import { COURSE_TYPES, COURSE_VALUES } from '../courses.ts';
import { dbId } from './fields.ts';
import { lessonFields, schoolDateField, schoolTimeField } from './lesson-fields.ts';

// Accepting an application (issue 44): one dialog makes the student's account (or links the
// existing one), one enrolment per course and plan with its teacher, start date and weekly
// series, and the first invoice; the applicant is mailed the school's welcome.

export const ACCEPT_TEXT = {
  alreadyAccepted: 'This application is already accepted',
  notStudentEmail: 'This e-mail belongs to a teacher or admin account: it cannot be a student’s',
  accepted: (name: string, guardian: string | null) =>
    `${name} is enrolled: the welcome and the invoice are on their way${guardian ? `; ${guardian} is linked as their parent or guardian` : ''}`,
  chooseCourse: 'Please choose at least one course',
  tooMany: 'At most 5 courses at once',
} as const;

/** The weekly lessons of one enrolment: weekdays and start on the school's clock; as many lessons as the plan's sessions. */
export const acceptSeriesSchema = z.object({
  weekdays: z
    .array(z.number().int().min(1).max(7), 'Please choose at least one weekday')
    .min(1, 'Please choose at least one weekday')
    .max(7),
  startTime: schoolTimeField,
  durationMinutes: lessonFields.durationMinutes,
});

export const acceptChoiceSchema = z.object({
  course: z.enum(COURSE_VALUES, { error: 'Please choose a course from the list' }),
  planType: z.enum(COURSE_TYPES, { error: 'Please choose a course type from the list' }),
  teacherId: dbId('Please choose a teacher'),
  startDate: schoolDateField,
  /** The price as typed; empty: the price list's. */
  price: z.string().trim().max(20, 'Enter the price in figures').default(''),
  /** Null: lessons are booked later. */
  series: acceptSeriesSchema.nullable(),
});

export const acceptApplicationSchema = z.object({
  choices: z.array(acceptChoiceSchema).min(1, ACCEPT_TEXT.chooseCourse).max(5, ACCEPT_TEXT.tooMany),
});
export type AcceptApplicationInput = z.input<typeof acceptApplicationSchema>;

export const acceptApplicationResponse = z.object({
  result: z.literal(true),
  message: z.string(),
  student_id: z.number(),
  /** True when an account with the e-mail existed and was linked, not made. */
  linked: z.boolean(),
  /** The parent's or guardian's account a minor's application named (invited, or linked), else null. */
  guardian_id: z.number().nullable(),
  enrolment_ids: z.array(z.number()),
  invoice_number: z.string(),
});
