import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { FEE_TEXT } from '../../common/fees/fee-text.ts';
import { invoiceTotals, netOf } from '../../common/fees/money.ts';
import { schoolDate } from '../../common/school-time.ts';
import type { Db } from '../db/database.ts';
import { guardianLinks, invoiceLines, invoices, payments, users } from '../db/schema.ts';
import { HttpError } from '../plugins/errors.ts';
import type { FeeContext } from './fee-context.ts';
import { logMoney } from './money-log.ts';
import { takeNumber } from './numbering.ts';

export type NewLine = {
  description: string;
  quantity: number;
  unitMinor: number;
  course?: string | null;
  planType?: string | null;
};
export type InvoiceRow = typeof invoices.$inferSelect;

/** School date + days, as a school date. */
const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function billedTo(tx: Db, studentId: number) {
  const [person] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, studentId));
  if (!person) throw new HttpError(404, 'There is no such student');
  // A child without an address of their own is billed at their first guardian's.
  const [guardian] = person.email
    ? []
    : await tx
        .select({ email: users.email })
        .from(guardianLinks)
        .innerJoin(users, eq(users.id, guardianLinks.guardianId))
        .where(eq(guardianLinks.studentId, studentId))
        .orderBy(asc(guardianLinks.createdAt), asc(users.id))
        .limit(1);
  return {
    billedName: `${person.firstName} ${person.lastName}`,
    billedEmail: person.email ?? guardian?.email ?? '',
  };
}

async function writeLines(tx: Db, invoiceId: number, lines: readonly NewLine[]) {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  await tx.insert(invoiceLines).values(
    lines.map((l, position) => ({
      invoiceId,
      position,
      description: l.description,
      quantity: l.quantity,
      unitMinor: l.unitMinor,
      amountMinor: l.quantity * l.unitMinor,
      course: l.course ?? null,
      planType: l.planType ?? null,
    })),
  );
}

/** A draft invoice (no number yet): a renewal offer, or an invoice about to be issued. */
export async function draftInvoice(
  tx: Db,
  input: { studentId: number; enrolmentId?: number | null; lines: readonly NewLine[]; note?: string | null },
  actorId: number | null,
  ctx: FeeContext,
): Promise<InvoiceRow> {
  if (input.lines.length === 0) throw new HttpError(400, FEE_TEXT.noLines);
  const totals = invoiceTotals(input.lines, ctx.policy.taxRateBp);
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: 'invoice',
      status: 'draft',
      studentId: input.studentId,
      enrolmentId: input.enrolmentId ?? null,
      currency: ctx.policy.currency,
      taxRateBp: ctx.policy.taxRateBp,
      ...totals,
      ...(await billedTo(tx, input.studentId)),
      note: input.note ?? null,
      createdBy: actorId,
    })
    .returning();
  if (!row) throw new Error('invoice not stored');
  await writeLines(tx, row.id, input.lines);
  await logMoney(tx, actorId, { action: 'invoice_drafted', invoiceId: row.id, amountMinor: row.totalMinor });
  return row;
}

/** Changes a draft's lines or note; an issued invoice never changes (409). */
export async function updateDraft(
  tx: Db,
  invoiceId: number,
  input: { lines: readonly NewLine[]; note?: string | null },
  actorId: number | null,
  ctx: FeeContext,
): Promise<InvoiceRow> {
  const draft = await lockInvoice(tx, invoiceId);
  if (draft.status !== 'draft') throw new HttpError(409, FEE_TEXT.notDraft);
  if (input.lines.length === 0) throw new HttpError(400, FEE_TEXT.noLines);
  const totals = invoiceTotals(input.lines, ctx.policy.taxRateBp);
  const [row] = await tx
    .update(invoices)
    .set({ ...totals, taxRateBp: ctx.policy.taxRateBp, note: input.note ?? draft.note })
    .where(eq(invoices.id, invoiceId))
    .returning();
  await writeLines(tx, invoiceId, input.lines);
  await logMoney(tx, actorId, { action: 'invoice_drafted', invoiceId, amountMinor: totals.totalMinor });
  if (!row) throw new Error('invoice not stored');
  return row;
}

/** The invoice's row, held until the transaction ends (404 when there is none). */
export async function lockInvoice(tx: Db, invoiceId: number): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!row) throw new HttpError(404, FEE_TEXT.unknownInvoice);
  return row;
}

/**
 * Issues a draft: its number (the next of the financial year), today's date on the school's
 * clock, the due date, the school and the student as printed. From here it never changes.
 */
export async function issueInvoice(tx: Db, invoiceId: number, actorId: number | null, ctx: FeeContext) {
  const draft = await lockInvoice(tx, invoiceId);
  if (draft.status !== 'draft') throw new HttpError(409, FEE_TEXT.notDraft);
  const today = schoolDate(ctx.timeZone);
  const taken = await takeNumber(tx, draft.kind, today, ctx);
  const [row] = await tx
    .update(invoices)
    .set({
      status: 'issued',
      ...taken,
      issueDate: today,
      dueDate: draft.kind === 'invoice' ? addDays(today, ctx.policy.dueDays) : null,
      school: ctx.school,
      ...(await billedTo(tx, draft.studentId)),
      issuedAt: new Date(),
    })
    .where(eq(invoices.id, invoiceId))
    .returning();
  if (!row) throw new Error('invoice not issued');
  await logMoney(tx, actorId, {
    action: row.kind === 'invoice' ? 'invoice_issued' : 'credit_note_issued',
    invoiceId,
    amountMinor: row.totalMinor,
    detail: { number: row.number },
  });
  return row;
}

/** A draft made and issued at once. */
export async function createInvoice(
  tx: Db,
  input: Parameters<typeof draftInvoice>[1],
  actorId: number | null,
  ctx: FeeContext,
): Promise<InvoiceRow> {
  const draft = await draftInvoice(tx, input, actorId, ctx);
  return issueInvoice(tx, draft.id, actorId, ctx);
}

/** A draft nobody will issue (a renewal offer the admin turned down): gone, and logged. */
export async function discardDraft(tx: Db, invoiceId: number, actorId: number | null): Promise<void> {
  const draft = await lockInvoice(tx, invoiceId);
  if (draft.status !== 'draft') throw new HttpError(409, FEE_TEXT.notDraft);
  await logMoney(tx, actorId, {
    action: 'draft_discarded',
    amountMinor: draft.totalMinor,
    detail: { invoiceId, studentId: draft.studentId },
  });
  await tx.delete(invoices).where(eq(invoices.id, invoiceId));
}

export type Balance = { totalMinor: number; paidMinor: number; creditedMinor: number; balanceMinor: number };

/** What has been paid on and credited against each invoice, and what is still owed. */
export async function invoiceBalances(db: Db, invoiceIds: readonly number[]): Promise<Map<number, Balance>> {
  const out = new Map<number, Balance>();
  if (invoiceIds.length === 0) return out;
  const ids = [...new Set(invoiceIds)];
  const totals = await db
    .select({ id: invoices.id, total: invoices.totalMinor, kind: invoices.kind })
    .from(invoices)
    .where(inArray(invoices.id, ids));
  const paid = await db
    .select({ id: payments.invoiceId, sum: sql<string>`sum(${payments.amountMinor})` })
    .from(payments)
    .where(inArray(payments.invoiceId, ids))
    .groupBy(payments.invoiceId);
  const credited = await db
    .select({ id: invoices.creditFor, sum: sql<string>`sum(${invoices.totalMinor})` })
    .from(invoices)
    .where(and(inArray(invoices.creditFor, ids), eq(invoices.status, 'issued')))
    .groupBy(invoices.creditFor);
  const paidOf = new Map(paid.map((p) => [p.id, Number(p.sum)]));
  const creditedOf = new Map(credited.map((c) => [c.id, Number(c.sum)]));
  for (const t of totals) {
    if (t.kind !== 'invoice') continue;
    const paidMinor = paidOf.get(t.id) ?? 0;
    const creditedMinor = creditedOf.get(t.id) ?? 0;
    out.set(t.id, {
      totalMinor: t.total,
      paidMinor,
      creditedMinor,
      balanceMinor: t.total - paidMinor - creditedMinor,
    });
  }
  return out;
}

/** One invoice's balance (zeros for a credit note or a draft's nothing-yet). */
export async function balanceOf(db: Db, invoiceId: number): Promise<Balance> {
  const b = (await invoiceBalances(db, [invoiceId])).get(invoiceId);
  return b ?? { totalMinor: 0, paidMinor: 0, creditedMinor: 0, balanceMinor: 0 };
}

/**
 * A credit note against an issued invoice, issued at once with its own number: it corrects the
 * invoice or refunds a payment, for at most what is not yet credited. Its tax is the invoice's
 * rate, taken out of the amount (which includes it).
 */
export async function issueCreditNote(
  tx: Db,
  invoiceId: number,
  input: { amountMinor: number; reason: string },
  actorId: number | null,
  ctx: FeeContext,
): Promise<InvoiceRow> {
  const invoice = await lockInvoice(tx, invoiceId);
  if (invoice.kind !== 'invoice' || invoice.status !== 'issued') throw new HttpError(409, FEE_TEXT.notIssued);
  const reason = input.reason.trim();
  if (!reason) throw new HttpError(400, FEE_TEXT.reasonNeeded);
  const { creditedMinor } = await balanceOf(tx, invoiceId);
  const creditable = invoice.totalMinor - creditedMinor;
  if (input.amountMinor > creditable)
    throw new HttpError(409, FEE_TEXT.overCredit(creditable, invoice.currency));
  const subtotalMinor = netOf(input.amountMinor, invoice.taxRateBp);
  const taxMinor = input.amountMinor - subtotalMinor;
  const [draft] = await tx
    .insert(invoices)
    .values({
      kind: 'credit_note',
      status: 'draft',
      creditFor: invoiceId,
      studentId: invoice.studentId,
      enrolmentId: invoice.enrolmentId,
      currency: invoice.currency,
      subtotalMinor,
      taxRateBp: invoice.taxRateBp,
      taxMinor,
      totalMinor: input.amountMinor,
      billedName: invoice.billedName,
      billedEmail: invoice.billedEmail,
      note: reason,
      createdBy: actorId,
    })
    .returning();
  if (!draft) throw new Error('credit note not stored');
  await writeLines(tx, draft.id, [
    { description: `Credit for invoice ${invoice.number}: ${reason}`, quantity: 1, unitMinor: subtotalMinor },
  ]);
  return issueInvoice(tx, draft.id, actorId, ctx);
}
