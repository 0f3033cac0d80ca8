import { z } from 'zod';
import { COURSE_TYPES, type CourseType, type CourseValue, planSessions } from '../courses.ts';

// The school's fee rules (issue 44): one settings module, as the lesson policy is. The defaults
// are the figures of the student terms; a school sets its own with the FEE_POLICY setting (JSON,
// any of these keys). Prices are not here: the admin sets them in the price list.

const months = z.number().int().min(1).max(36);
const packageSchema = z.object({ sessions: z.number().int().min(1).max(1000), validityMonths: months });
export type LessonPackage = z.infer<typeof packageSchema>;

export const feePolicySchema = z.object({
  /** ISO 4217; amounts are kept in its minor unit. */
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code such as INR'),
  /** Tax in basis points (1800 = 18%); 0: no tax, and none is shown. */
  taxRateBp: z.number().int().min(0).max(10_000),
  /** The school's tax id (e.g. GSTIN), printed on invoices when set. */
  taxId: z.string().max(30).nullable(),
  /** Number prefixes: a number is PREFIX/2026-27/0001 and at most 16 characters. */
  invoicePrefix: z.string().regex(/^[A-Z0-9]{1,3}$/, 'must be 1 to 3 capital letters or digits'),
  creditNotePrefix: z.string().regex(/^[A-Z0-9]{1,3}$/, 'must be 1 to 3 capital letters or digits'),
  receiptPrefix: z.string().regex(/^[A-Z0-9]{1,3}$/, 'must be 1 to 3 capital letters or digits'),
  /** An invoice is due this many days after it is issued ("paid in full before the first class"). */
  dueDays: z.number().int().min(0).max(90),
  /** A renewal is offered when this many sessions remain... */
  renewalSessionsLeft: z.number().int().min(0).max(50),
  /** ...or the validity ends within this many days. */
  renewalDaysLeft: z.number().int().min(0).max(90),
  /** An overdue invoice is reminded this many days after its due date, then weekly. */
  reminderAfterDays: z.number().int().min(0).max(60),
  /** Sessions and validity of each plan, by plan type, with courses that differ in `byCourse`. */
  packages: z.record(z.enum(COURSE_TYPES), packageSchema),
  byCourse: z.record(z.string(), z.partialRecord(z.enum(COURSE_TYPES), packageSchema)),
});
export type FeePolicy = z.infer<typeof feePolicySchema>;

const sessionsOf = (course: CourseValue, type: CourseType) =>
  Number.parseInt(planSessions(course, type) ?? '0', 10);

/** The terms' table: Crash 10; Quarter 24 over up to 6 months; Certification 48 over up to 12; the bundles more. */
export const DEFAULT_FEE_POLICY: FeePolicy = {
  currency: 'INR',
  taxRateBp: 0,
  taxId: null,
  invoicePrefix: 'HSM',
  creditNotePrefix: 'HCN',
  receiptPrefix: 'HRC',
  dueDays: 7,
  renewalSessionsLeft: 2,
  renewalDaysLeft: 14,
  reminderAfterDays: 3,
  packages: {
    crash: { sessions: 10, validityMonths: 3 },
    quarter: { sessions: 24, validityMonths: 6 },
    certification: { sessions: 48, validityMonths: 12 },
  },
  byCourse: Object.fromEntries(
    (['music-production', 'dual', 'all-in-one'] as const).map((course) => [
      course,
      {
        quarter: { sessions: sessionsOf(course, 'quarter'), validityMonths: 6 },
        certification: { sessions: sessionsOf(course, 'certification'), validityMonths: 12 },
      },
    ]),
  ),
};

/** The sessions and validity of a course's plan under the school's policy. */
export function packageOf(policy: FeePolicy, course: string, type: CourseType): LessonPackage {
  return policy.byCourse[course]?.[type] ?? policy.packages[type];
}
