import { z } from 'zod';

// The admin's fee reports (issue 44): outstanding by student, collected per month by course, and
// lessons taught per month by teacher. Each answers JSON, or a CSV file with `?format=csv`.

/** At most this many months in one report (from and to included). */
export const REPORT_MAX_MONTHS = 24;

export const REPORT_TEXT = {
  badMonth: 'Months are written YYYY-MM, such as 2026-04',
  toBeforeFrom: 'The last month must not be before the first',
  tooLong: `A report covers at most ${REPORT_MAX_MONTHS} months`,
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const monthField = z.string().regex(MONTH, REPORT_TEXT.badMonth);

export const REPORT_FORMATS = ['json', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** Months after 0000-01 (so that two months subtract to their distance). */
export const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
/** The month `n` months after `month` (before, when negative). */
export function addMonths(month: string, n: number): string {
  const i = monthIndex(month) + n;
  return `${String(Math.floor(i / 12)).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;
}

export const outstandingQuerySchema = z.object({ format: z.enum(REPORT_FORMATS).default('json') });

/**
 * A range of months, from and to included: by default the twelve months up to the school's
 * present month; at most REPORT_MAX_MONTHS.
 */
export const monthRangeQuerySchema = z
  .object({
    from: monthField.optional(),
    to: monthField.optional(),
    format: z.enum(REPORT_FORMATS).default('json'),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, { message: REPORT_TEXT.toBeforeFrom, path: ['to'] })
  .refine((q) => !q.from || !q.to || monthIndex(q.to) - monthIndex(q.from) < REPORT_MAX_MONTHS, {
    message: REPORT_TEXT.tooLong,
    path: ['to'],
  });
export type MonthRangeQuery = z.input<typeof monthRangeQuerySchema>;

const minor = z.number().int();

export const outstandingResponse = z.object({
  result: z.literal(true),
  /** The school date the figures stand on: an invoice due before it is overdue. */
  asOf: z.string(),
  currency: z.string(),
  students: z.array(
    z.object({
      studentId: z.number().int(),
      name: z.string(),
      email: z.string(),
      /** Issued invoices with something still owed. */
      invoices: z.number().int(),
      owedMinor: minor,
      oldestDueDate: z.string().nullable(),
      overdueMinor: minor,
    }),
  ),
  owedMinor: minor,
  overdueMinor: minor,
});

const collectedFigures = { collectedMinor: minor, refundedMinor: minor, netMinor: minor };

export const collectedResponse = z.object({
  result: z.literal(true),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Each month that has money in or out, oldest first, with its courses (Other last). */
  months: z.array(
    z.object({
      month: z.string(),
      courses: z.array(z.object({ course: z.string().nullable(), label: z.string(), ...collectedFigures })),
      ...collectedFigures,
    }),
  ),
  ...collectedFigures,
});

const lessonFigures = {
  /** Lessons held: completed, neither a late cancellation nor a no-show. */
  taught: z.number().int(),
  minutesTaught: z.number().int(),
  /** Cancelled by the student too late: counted against the package, not held. */
  lateCancellations: z.number().int(),
  /** The teacher came and the student did not: counted against the package, not held. */
  noShows: z.number().int(),
};

export const teacherLessonsResponse = z.object({
  result: z.literal(true),
  from: z.string(),
  to: z.string(),
  /** Each month with lessons, oldest first; each teacher by name. */
  months: z.array(
    z.object({
      month: z.string(),
      teachers: z.array(z.object({ teacherId: z.number().int(), name: z.string(), ...lessonFigures })),
    }),
  ),
});

export const reportCsvResponse = z.string().describe('CSV, with ?format=csv');

/** How the collected report counts money: said under its table. */
export const COLLECTED_RULE =
  'Payments count in the month they were paid (the school’s calendar), shared among the invoice’s course lines in proportion to their amounts; lines without a course are under Other. A credit note counts as a refund, in the month it was issued, for the part of it that gives back money already paid; the rest of a credit note only lowers what is owed.';

/** How the teacher report counts lessons: said under its table. */
export const TEACHER_LESSONS_RULE =
  'Lessons by the month they started (the school’s calendar). Taught: lessons held and completed. Late cancellations and no-shows count against the student’s package but were not held, so they are shown apart; lessons the teacher or the school cancelled are not shown.';
