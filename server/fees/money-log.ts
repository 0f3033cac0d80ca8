import type { MoneyAction } from '../../common/fees/fee-states.ts';
import type { Db } from '../db/database.ts';
import { moneyLog } from '../db/schema.ts';

export type MoneyEntry = {
  action: MoneyAction;
  invoiceId?: number | null;
  paymentId?: number | null;
  amountMinor?: number | null;
  detail?: Record<string, unknown>;
};

/** Writes a change of money to the money log, in the transaction that made it. */
export async function logMoney(tx: Db, actorId: number | null, entry: MoneyEntry): Promise<void> {
  await tx.insert(moneyLog).values({
    actorId,
    action: entry.action,
    invoiceId: entry.invoiceId ?? null,
    paymentId: entry.paymentId ?? null,
    amountMinor: entry.amountMinor ?? null,
    detail: entry.detail ?? null,
  });
}
