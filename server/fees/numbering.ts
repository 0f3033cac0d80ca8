import { sql } from 'drizzle-orm';
import { documentNumber, financialYearOf } from '../../common/fees/document-number.ts';
import type { DocumentKind } from '../../common/fees/fee-states.ts';
import type { Db } from '../db/database.ts';
import { documentCounters } from '../db/schema.ts';
import type { FeeContext } from './fee-context.ts';

const prefixOf = (kind: DocumentKind, ctx: FeeContext) =>
  kind === 'invoice'
    ? ctx.policy.invoicePrefix
    : kind === 'credit_note'
      ? ctx.policy.creditNotePrefix
      : ctx.policy.receiptPrefix;

export type TakenNumber = { number: string; financialYear: string; sequence: number };

/**
 * The next number of a kind of document in the financial year of `schoolDate`. The upsert holds
 * the counter's row until the caller's transaction ends, so a second instance issuing at the same
 * moment waits and takes the next number, and a transaction that fails gives its number back:
 * no gaps, no repeats.
 */
export async function takeNumber(
  tx: Db,
  kind: DocumentKind,
  schoolDate: string,
  ctx: FeeContext,
): Promise<TakenNumber> {
  const financialYear = financialYearOf(schoolDate);
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, financialYear, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.financialYear],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  if (!row) throw new Error('no number was taken');
  const sequence = row.last;
  return { number: documentNumber(prefixOf(kind, ctx), financialYear, sequence), financialYear, sequence };
}
