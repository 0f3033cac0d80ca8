import { z } from 'zod';
import { COURSE_TYPES } from '../courses.ts';
import { ENROLMENT_ACTIONS, PAYMENT_METHODS } from '../fees/fee-states.ts';
import { pageInfoFields, pageQueryFields } from './admin-page.ts';
import { dbId } from './fields.ts';
import { schoolDateField } from './lesson-fields.ts';

// Enrolments (lesson packages, issue 44): the admin's calls under /api/admin/enrolments, and what
// a student (their own, with their invoices and receipts) and a teacher (their students'
// sessions only, never money) read from /api/my_enrolments.

export const ENROLMENT_STATUSES = ['active', 'expired', 'ended'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
export const ENROLMENT_STATUS_LABELS: Record<EnrolmentStatus, string> = {
  active: 'Active',
  expired: 'Expired',
  ended: 'Ended',
};

/** A select's empty choice ('') is no id. */
export const optionalId = (message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(dbId(message)));

const person = z.object({ id: z.number(), firstName: z.string(), lastName: z.string() });

/** The sessions of an enrolment: used (lessons counted), booked (to come), left (not used), free (to book). */
const sessionFields = {
  sessions: z.number().int(),
  used: z.number().int(),
  booked: z.number().int(),
  left: z.number().int(),
  free: z.number().int(),
};

const enrolmentBase = {
  id: z.number(),
  /** 'Piano/Keyboard - Quarter Course'. */
  name: z.string(),
  course: z.string(),
  planType: z.string(),
  ...sessionFields,
  /** School dates. */
  validFrom: z.string(),
  validUntil: z.string(),
  status: z.enum(ENROLMENT_STATUSES),
  /** The school date it was ended on, when the school ended it early. */
  endedOn: z.string().nullable(),
  /** '7 of 24 sessions left, valid until 14 Mar 2027' (or 'Expired on …'). */
  standing: z.string(),
};

// ---- the admin's calls ----

export const adminEnrolmentSchema = z.object({
  ...enrolmentBase,
  student: person.extend({ email: z.string().nullable() }),
  teacher: person,
  priceMinor: z.number().int(),
  currency: z.string(),
  /** '₹15,000.00'. */
  price: z.string(),
  renewalOfferedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminEnrolment = z.infer<typeof adminEnrolmentSchema>;

export const enrolmentListQuerySchema = z.object({
  student_id: z.optional(dbId('Invalid student ID')),
  /** 'active': only those lessons can still be booked on (the booking forms' select). */
  status: z.enum(ENROLMENT_STATUSES).optional(),
  ...pageQueryFields,
});
export type EnrolmentListQuery = {
  student_id?: number;
  status?: EnrolmentStatus;
  page?: number;
  pageSize?: number;
};

export const enrolmentListResponse = z.object({
  result: z.literal(true),
  Enrolments: z.array(adminEnrolmentSchema),
  /** The school's date today (the create form's default start). */
  today: z.string(),
  ...pageInfoFields,
});

/** POST /api/admin/enrolments. Price and sessions left empty: the price list's and the terms' package. */
export const createEnrolmentSchema = z.object({
  studentId: dbId('Please choose a student'),
  teacherId: dbId('Please choose a teacher'),
  course: z.string().min(1, 'Please choose a course').max(40),
  planType: z.enum(COURSE_TYPES, 'Please choose a plan'),
  validFrom: schoolDateField,
  /** The amount as typed; empty: the price list's. */
  price: z.string().max(40, 'The amount is too long').optional(),
  /** Empty: the plan's sessions under the school's terms. */
  sessions: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.optional(
      z.coerce
        .number('Sessions must be a number')
        .int('Sessions must be a whole number')
        .min(1, 'Sessions must be between 1 and 1000')
        .max(1000, 'Sessions must be between 1 and 1000'),
    ),
  ),
});
export type CreateEnrolmentInput = z.input<typeof createEnrolmentSchema>;

const reasonField = z
  .string()
  .trim()
  .min(1, 'Say why the enrolment is extended')
  .max(500, 'The reason must be at most 500 characters');

/** POST /api/admin/enrolments/{id}/extend: the new last day and why. */
export const extendEnrolmentSchema = z.object({ validUntil: schoolDateField, reason: reasonField });
export type ExtendEnrolmentInput = z.input<typeof extendEnrolmentSchema>;

/**
 * POST /api/admin/enrolments/{id}/end. Refused (409, naming how many) while lessons are booked on
 * it, unless `cancelBooked`: then they are cancelled for the school in the same step.
 */
export const endEnrolmentSchema = z.object({
  cancelBooked: z.boolean().default(false),
  reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
});
export type EndEnrolmentInput = z.input<typeof endEnrolmentSchema>;

export const enrolmentLessonSchema = z.object({
  id: z.number(),
  batchName: z.string(),
  startsAt: z.string(),
  whenLabel: z.string(),
  status: z.string(),
  /** Whether it used one of the enrolment's sessions. */
  counted: z.boolean(),
  cancelledBy: z.string().nullable(),
});

export const enrolmentEventSchema = z.object({
  id: z.number(),
  action: z.enum(ENROLMENT_ACTIONS),
  /** 'Ama Admin', or null when the school's jobs did it. */
  actor: z.string().nullable(),
  fromUntil: z.string().nullable(),
  toUntil: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});

export const enrolmentDetailResponse = z.object({
  result: z.literal(true),
  Enrolment: adminEnrolmentSchema,
  Lessons: z.array(enrolmentLessonSchema),
  History: z.array(enrolmentEventSchema),
});
export type EnrolmentDetail = z.infer<typeof enrolmentDetailResponse>;

export const enrolmentResponse = z.object({ result: z.literal(true), Enrolment: adminEnrolmentSchema });

// ---- the student's and the teacher's view ----

export const INVOICE_STANDINGS = ['paid', 'part_paid', 'due', 'overdue'] as const;
export type InvoiceStanding = (typeof INVOICE_STANDINGS)[number];
export const INVOICE_STANDING_LABELS: Record<InvoiceStanding, string> = {
  paid: 'Paid',
  part_paid: 'Part paid',
  due: 'Due',
  overdue: 'Overdue',
};

export const myPaymentSchema = z.object({
  id: z.number(),
  receiptNumber: z.string(),
  paidOn: z.string(),
  amount: z.string(),
  method: z.enum(PAYMENT_METHODS),
  methodLabel: z.string(),
});

export const myInvoiceSchema = z.object({
  id: z.number(),
  number: z.string(),
  issueDate: z.string(),
  dueDate: z.string().nullable(),
  /** As people read them ('₹15,000.00'). */
  total: z.string(),
  paid: z.string(),
  balance: z.string(),
  balanceMinor: z.number().int(),
  status: z.enum(INVOICE_STANDINGS),
  payments: z.array(myPaymentSchema),
});
export type MyInvoice = z.infer<typeof myInvoiceSchema>;

export const studentEnrolmentSchema = z.object({
  ...enrolmentBase,
  teacher: person,
  invoices: z.array(myInvoiceSchema),
});
export type StudentEnrolment = z.infer<typeof studentEnrolmentSchema>;

/** A teacher's student's enrolment: the sessions and validity, no money. */
export const taughtEnrolmentSchema = z.object({ ...enrolmentBase, student: person });
export type TaughtEnrolment = z.infer<typeof taughtEnrolmentSchema>;

export const myEnrolmentsQuerySchema = z.object({
  /** A teacher: one of their students only; a guardian: one of their children (required). */
  student_id: z.optional(dbId('Invalid student ID')),
});

/**
 * GET /api/my_enrolments: a student's own enrolments (newest first) with their issued invoices
 * and receipts, and issued invoices on no enrolment; a teacher's students' enrolments, no money.
 */
export const myEnrolmentsResponse = z.discriminatedUnion('view', [
  z.object({
    result: z.literal(true),
    view: z.literal('student'),
    Enrolments: z.array(studentEnrolmentSchema),
    OtherInvoices: z.array(myInvoiceSchema),
  }),
  z.object({
    result: z.literal(true),
    view: z.literal('teacher'),
    Enrolments: z.array(taughtEnrolmentSchema),
  }),
]);
export type MyEnrolments = z.infer<typeof myEnrolmentsResponse>;
