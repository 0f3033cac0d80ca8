import { and, asc, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { classes, enrolments, invoices, payments, users } from '../../db/schema.ts';
import { type EnrolmentRow, enrolmentCounts } from '../../fees/enrolments.ts';
import { type Balance, invoiceBalances } from '../../fees/invoices.ts';
import { HttpError } from '../../plugins/errors.ts';

export const NOT_YOUR_STUDENT = 'You can only see the enrolments of your own students';
export const ONLY_YOUR_OWN = 'You can only see your own enrolments';

type Person = { id: number; firstName: string; lastName: string };
export type InvoiceWithPayments = typeof invoices.$inferSelect & {
  balance: Balance;
  payments: (typeof payments.$inferSelect)[];
};

const personColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName };

async function peopleById(db: Db, ids: number[]): Promise<Map<number, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(personColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((p) => [p.id, p]));
}

/**
 * A student's own enrolments, newest first, with their teachers and sessions, and the student's
 * issued invoices (drafts are the school's, not yet theirs) with payments and balances.
 */
export async function studentEnrolments(db: Db, studentId: number) {
  const rows = await db
    .select()
    .from(enrolments)
    .where(eq(enrolments.studentId, studentId))
    .orderBy(desc(enrolments.validFrom), desc(enrolments.id));
  const [counts, teachers, issued] = await Promise.all([
    enrolmentCounts(db, rows),
    peopleById(
      db,
      rows.map((r) => r.teacherId),
    ),
    db
      .select()
      .from(invoices)
      .where(
        and(eq(invoices.studentId, studentId), eq(invoices.kind, 'invoice'), eq(invoices.status, 'issued')),
      )
      .orderBy(desc(invoices.issueDate), desc(invoices.id)),
  ]);
  const ids = issued.map((i) => i.id);
  const [balances, paid] = await Promise.all([
    invoiceBalances(db, ids),
    ids.length
      ? db
          .select()
          .from(payments)
          .where(inArray(payments.invoiceId, ids))
          .orderBy(asc(payments.paidOn), asc(payments.id))
      : Promise.resolve([]),
  ]);
  const withPayments: InvoiceWithPayments[] = issued.map((i) => ({
    ...i,
    balance: balances.get(i.id) ?? {
      totalMinor: i.totalMinor,
      paidMinor: 0,
      creditedMinor: 0,
      balanceMinor: i.totalMinor,
    },
    payments: paid.filter((p) => p.invoiceId === i.id),
  }));
  const enrolmentIds = new Set(rows.map((r) => r.id));
  return {
    enrolments: rows.map((row) => ({
      row,
      counts: counts.get(row.id),
      teacher: teachers.get(row.teacherId) ?? { id: row.teacherId, firstName: '', lastName: '' },
      invoices: withPayments.filter((i) => i.enrolmentId === row.id),
    })),
    otherInvoices: withPayments.filter((i) => i.enrolmentId === null || !enrolmentIds.has(i.enrolmentId)),
  };
}

/** Whether the teacher teaches the student: an enrolment or a lesson of theirs together. */
async function teaches(db: Db, teacherId: number, studentId: number): Promise<boolean> {
  const [enrolled] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.teacherId, teacherId), eq(enrolments.studentId, studentId)))
    .limit(1);
  if (enrolled) return true;
  const [lesson] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.teacherId, teacherId), eq(classes.studentId, studentId)))
    .limit(1);
  return lesson !== undefined;
}

/**
 * A teacher's students' enrolments still running (not ended, not expired), of one student when
 * asked (refused, 403, for someone they do not teach): the sessions and validity, never money.
 */
export async function taughtEnrolments(db: Db, teacherId: number, today: string, studentId?: number) {
  if (studentId !== undefined && !(await teaches(db, teacherId, studentId)))
    throw new HttpError(403, NOT_YOUR_STUDENT);
  const rows: EnrolmentRow[] = await db
    .select()
    .from(enrolments)
    .where(
      and(
        eq(enrolments.teacherId, teacherId),
        studentId === undefined ? undefined : eq(enrolments.studentId, studentId),
        isNull(enrolments.endedAt),
        gte(enrolments.validUntil, today),
      ),
    )
    .orderBy(asc(enrolments.validUntil), asc(enrolments.id));
  const [counts, students] = await Promise.all([
    enrolmentCounts(db, rows),
    peopleById(
      db,
      rows.map((r) => r.studentId),
    ),
  ]);
  return rows.map((row) => ({
    row,
    counts: counts.get(row.id),
    student: students.get(row.studentId) ?? { id: row.studentId, firstName: '', lastName: '' },
  }));
}
