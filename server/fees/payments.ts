import { and, eq } from 'drizzle-orm';
import type { PaymentMethod } from '../../common/fees/fee-states.ts';
import { FEE_TEXT } from '../../common/fees/fee-text.ts';
import { AMOUNT_TEXT } from '../../common/fees/money.ts';
import { schoolDate } from '../../common/school-time.ts';
import type { Db } from '../db/database.ts';
import { payments } from '../db/schema.ts';
import { HttpError } from '../plugins/errors.ts';
import type { FeeContext } from './fee-context.ts';
import { balanceOf, lockInvoice } from './invoices.ts';
import { logMoney } from './money-log.ts';
import { takeNumber } from './numbering.ts';

export type NewPayment = {
  invoiceId: number;
  amountMinor: number;
  method: PaymentMethod;
  /** The UPI or bank reference (needed for those); ignored for cash. */
  reference: string;
  /** The school date it was paid. */
  paidOn: string;
};
export type PaymentRow = typeof payments.$inferSelect;

const yearBefore = (date: string) => `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;

/**
 * Records money received against an issued invoice, with its receipt number. The invoice's row
 * is held while the balance is checked, so two payments at once cannot both fit in one balance.
 */
export async function recordPayment(
  tx: Db,
  input: NewPayment,
  actorId: number | null,
  ctx: FeeContext,
): Promise<{ payment: PaymentRow; balanceMinor: number }> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
    throw new HttpError(400, AMOUNT_TEXT.negative);
  }
  const invoice = await lockInvoice(tx, input.invoiceId);
  if (invoice.kind !== 'invoice') throw new HttpError(409, FEE_TEXT.notInvoice);
  if (invoice.status !== 'issued') throw new HttpError(409, FEE_TEXT.notIssued);
  const today = schoolDate(ctx.timeZone);
  if (input.paidOn > today) throw new HttpError(400, FEE_TEXT.paidInFuture);
  if (input.paidOn < yearBefore(today)) throw new HttpError(400, FEE_TEXT.paidTooLongAgo);
  const reference = input.method === 'cash' ? '' : input.reference.trim();
  if (input.method !== 'cash' && !reference) throw new HttpError(400, FEE_TEXT.referenceNeeded);
  if (reference) {
    const [used] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.method, input.method), eq(payments.reference, reference)));
    if (used) throw new HttpError(409, FEE_TEXT.referenceUsed);
  }
  const { balanceMinor } = await balanceOf(tx, invoice.id);
  if (balanceMinor <= 0) throw new HttpError(409, FEE_TEXT.paidInFull);
  if (input.amountMinor > balanceMinor)
    throw new HttpError(409, FEE_TEXT.overBalance(balanceMinor, invoice.currency));
  const receipt = await takeNumber(tx, 'receipt', today, ctx);
  const [payment] = await tx
    .insert(payments)
    .values({
      invoiceId: invoice.id,
      amountMinor: input.amountMinor,
      method: input.method,
      reference,
      paidOn: input.paidOn,
      receiptNumber: receipt.number,
      recordedBy: actorId,
    })
    .returning();
  if (!payment) throw new Error('payment not stored');
  await logMoney(tx, actorId, {
    action: 'payment_recorded',
    invoiceId: invoice.id,
    paymentId: payment.id,
    amountMinor: payment.amountMinor,
    detail: { method: payment.method, reference, receipt: receipt.number },
  });
  return { payment, balanceMinor: balanceMinor - input.amountMinor };
}
