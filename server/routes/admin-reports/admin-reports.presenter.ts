import type { z } from 'zod';
import { plainAmount } from '../../../common/fees/money.ts';
import type {
  collectedResponse,
  outstandingResponse,
  teacherLessonsResponse,
} from '../../../common/schemas/admin-reports.ts';
import { toCsv } from '../admin-applications/csv.ts';
import type { Collected, Outstanding, TeacherLessons } from './admin-reports.service.ts';

export const presentOutstanding = (
  report: Outstanding,
  currency: string,
): z.infer<typeof outstandingResponse> => ({ result: true, currency, ...report });

export const presentCollected = (report: Collected, currency: string): z.infer<typeof collectedResponse> => ({
  result: true,
  currency,
  ...report,
});

export const presentTeacherLessons = (report: TeacherLessons): z.infer<typeof teacherLessonsResponse> => ({
  result: true,
  ...report,
});

/** One student a row: what is owed and overdue as plain figures (1500.00). */
export function outstandingCsv(report: Outstanding, currency: string): string {
  const money = (minor: number) => plainAmount(minor, currency);
  return toCsv([
    ['Student', 'Email', 'Invoices', `Owed (${currency})`, 'Oldest due date', `Overdue (${currency})`],
    ...report.students.map((s) => [
      s.name,
      s.email,
      s.invoices,
      money(s.owedMinor),
      s.oldestDueDate,
      money(s.overdueMinor),
    ]),
  ]);
}

/** One month and course a row; refunds are negative figures, net = collected + refunded. */
export function collectedCsv(report: Collected, currency: string): string {
  const money = (minor: number) => plainAmount(minor, currency);
  return toCsv([
    ['Month', 'Course', `Collected (${currency})`, `Refunded (${currency})`, `Net (${currency})`],
    ...report.months.flatMap((m) =>
      m.courses.map((c) => [
        m.month,
        c.label,
        money(c.collectedMinor),
        money(c.refundedMinor),
        money(c.netMinor),
      ]),
    ),
  ]);
}

/** One month and teacher a row, for the payroll. */
export function teacherLessonsCsv(report: TeacherLessons): string {
  return toCsv([
    ['Month', 'Teacher', 'Lessons taught', 'Minutes taught', 'Late cancellations', 'No-shows'],
    ...report.months.flatMap((m) =>
      m.teachers.map((t) => [m.month, t.name, t.taught, t.minutesTaught, t.lateCancellations, t.noShows]),
    ),
  ]);
}
