import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { daysBetween } from '../../common/fees/enrolment-sessions.ts';
import { schoolDate } from '../../common/school-time.ts';
import type { Db } from '../db/database.ts';
import { invoiceReminders, invoices, payments } from '../db/schema.ts';
import { type FeeMailContext, queueOverdueMail } from './fee-mailing.ts';
import { balanceOf } from './invoices.ts';

// The reminders of overdue invoices (issue 44), sent by the 'overdue-reminders' job. An issued
// invoice still owing money gets step 0 `reminderAfterDays` after its due date, then one step a
// week. A step is stored in invoice_reminders in the same transaction as its mail, and only a row
// that was new queues one: a second run, or a second instance running at the same moment, sends
// nothing more. A step missed while the server was down is not sent late: the current one is.

const DAY_MS = 86_400_000;

/** The reminder step due on the school date `today`, or null when none is yet. */
export function overdueStep(dueDate: string, today: string, reminderAfterDays: number): number | null {
  const past = daysBetween(dueDate, today) - reminderAfterDays;
  if (past < 0 || daysBetween(dueDate, today) <= 0) return null;
  return Math.floor(past / 7);
}

/** The school date `days` before `date`. */
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** Queues the reminders due on the school's `today`; answers how many were queued. */
export async function sendOverdueReminders(
  db: Db,
  ctx: FeeMailContext,
  today = schoolDate(ctx.timeZone),
): Promise<number> {
  const after = ctx.policy.reminderAfterDays;
  const owing = sql`${invoices.totalMinor} > (select coalesce(sum(p.amount_minor), 0) from ${payments} p where p.invoice_id = ${invoices.id}) + (select coalesce(sum(c.total_minor), 0) from ${invoices} c where c.credit_for = ${invoices.id} and c.status = 'issued')`;
  const due = await db
    .select({ id: invoices.id, dueDate: invoices.dueDate })
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'invoice'),
        eq(invoices.status, 'issued'),
        lte(invoices.dueDate, daysBefore(today, Math.max(after, 1))),
        owing,
      ),
    )
    .orderBy(asc(invoices.id));

  let queued = 0;
  for (const invoice of due) {
    if (!invoice.dueDate) continue;
    const step = overdueStep(invoice.dueDate, today, after);
    if (step === null) continue;
    queued += await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      // Held while the balance is read: a payment recorded meanwhile waits, or went first.
      await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoice.id)).for('share');
      const { balanceMinor } = await balanceOf(tx, invoice.id);
      if (balanceMinor <= 0) return 0;
      const stored = await tx
        .insert(invoiceReminders)
        .values({ invoiceId: invoice.id, step })
        .onConflictDoNothing()
        .returning({ step: invoiceReminders.step });
      if (!stored.length) return 0;
      await queueOverdueMail(tx, invoice.id, { balanceMinor, today }, ctx);
      return 1;
    });
  }
  return queued;
}
