import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schoolDate } from '../../common/school-time.ts';
import type { Db } from '../db/database.ts';
import { invoiceReminders, invoices, mailOutbox } from '../db/schema.ts';
import { createTestUser } from '../test/fixtures.ts';
import { useTestApp } from '../test/test-app.ts';
import { type FeeMailContext, feeMailContextOf } from './fee-mailing.ts';
import { createInvoice } from './invoices.ts';
import { overdueStep, sendOverdueReminders } from './overdue-reminders.ts';
import { recordPayment } from './payments.ts';

describe('overdueStep', () => {
  it('is step 0 reminderAfterDays after the due date, then one more each further week', () => {
    expect(overdueStep('2026-05-10', '2026-05-10', 3)).toBeNull();
    expect(overdueStep('2026-05-10', '2026-05-12', 3)).toBeNull();
    expect(overdueStep('2026-05-10', '2026-05-13', 3)).toBe(0);
    expect(overdueStep('2026-05-10', '2026-05-19', 3)).toBe(0);
    expect(overdueStep('2026-05-10', '2026-05-20', 3)).toBe(1);
    expect(overdueStep('2026-05-10', '2026-05-27', 3)).toBe(2);
    // Across a month's and a year's end.
    expect(overdueStep('2026-12-29', '2027-01-01', 3)).toBe(0);
    // With no wait, the first day past the due date.
    expect(overdueStep('2026-05-10', '2026-05-10', 0)).toBeNull();
    expect(overdueStep('2026-05-10', '2026-05-11', 0)).toBe(0);
  });
});

describe('the overdue reminders job', () => {
  const t = useTestApp();
  let ctx: FeeMailContext;
  beforeAll(() => {
    ctx = feeMailContextOf(t.config);
  });
  const tx = <T>(work: (tx: Db) => Promise<T>) => t.database.db.transaction((x) => work(x as unknown as Db));

  /** An issued invoice of a new student, due on `dueDate`. */
  async function overdueInvoice(dueDate: string, unitMinor = 100_000) {
    const student = await createTestUser(t.database.db, 'student', { firstName: 'Asha' });
    const invoice = await tx((x) =>
      createInvoice(
        x,
        { studentId: student.id, lines: [{ description: 'Lessons', quantity: 1, unitMinor }] },
        null,
        ctx,
      ),
    );
    await t.database.db.update(invoices).set({ dueDate }).where(eq(invoices.id, invoice.id));
    return { student, invoice };
  }
  const reminders = (email: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), like(mailOutbox.subject, 'Reminder:%')));
  const steps = async (invoiceId: number) =>
    (
      await t.database.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoiceId))
    ).map((r) => r.step);

  it('mails step 0 three days after the due date, once however often it runs, then a week later step 1', async () => {
    const { student, invoice } = await overdueInvoice('2026-05-10');
    await sendOverdueReminders(t.database.db, ctx, '2026-05-12');
    expect(await reminders(student.email)).toHaveLength(0);

    await sendOverdueReminders(t.database.db, ctx, '2026-05-13');
    await sendOverdueReminders(t.database.db, ctx, '2026-05-13');
    await sendOverdueReminders(t.database.db, ctx, '2026-05-19');
    const first = await reminders(student.email);
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe(`Reminder: invoice ${invoice.number} is 3 days overdue`);
    expect(first[0]?.body).toContain('₹1,000.00 of it is still owed');
    expect(first[0]?.attachments?.[0]?.contentType).toBe('application/pdf');

    await sendOverdueReminders(t.database.db, ctx, '2026-05-20');
    expect((await reminders(student.email)).map((m) => m.subject)).toEqual([
      `Reminder: invoice ${invoice.number} is 3 days overdue`,
      `Reminder: invoice ${invoice.number} is 10 days overdue`,
    ]);
    expect(await steps(invoice.id)).toEqual([0, 1]);
  });

  it('sends one mail when two runs go at the same moment', async () => {
    const { student, invoice } = await overdueInvoice('2026-06-01');
    const counts = await Promise.all([
      sendOverdueReminders(t.database.db, ctx, '2026-06-05'),
      sendOverdueReminders(t.database.db, ctx, '2026-06-05'),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await reminders(student.email)).toHaveLength(1);
    expect(await steps(invoice.id)).toEqual([0]);
  });

  it('reminds of what is still owed and not at all once paid in full', async () => {
    const part = await overdueInvoice('2026-07-01');
    const paid = await overdueInvoice('2026-07-01');
    const paidOn = schoolDate(ctx.timeZone);
    await tx((x) =>
      recordPayment(
        x,
        { invoiceId: part.invoice.id, amountMinor: 40_000, method: 'cash', reference: '', paidOn },
        null,
        ctx,
      ),
    );
    await tx((x) =>
      recordPayment(
        x,
        { invoiceId: paid.invoice.id, amountMinor: 100_000, method: 'cash', reference: '', paidOn },
        null,
        ctx,
      ),
    );
    await sendOverdueReminders(t.database.db, ctx, '2026-07-04');
    expect((await reminders(part.student.email))[0]?.body).toContain('₹600.00 of it is still owed');
    expect(await reminders(paid.student.email)).toHaveLength(0);
    expect(await steps(paid.invoice.id)).toEqual([]);
  });

  it("runs as the jobs runner's 'overdue-reminders' job on the school's today", async () => {
    const today = schoolDate(ctx.timeZone);
    const due = new Date(Date.parse(`${today}T00:00:00Z`) - 3 * 86_400_000).toISOString().slice(0, 10);
    const { student } = await overdueInvoice(due);
    expect(await t.app.jobs.tick('overdue-reminders')).toBe(true);
    expect(await reminders(student.email)).toHaveLength(1);
  });
});
