import { and, eq, inArray } from 'drizzle-orm';
import { FEE_TEXT } from '../../../common/fees/fee-text.ts';
import { parseAmount } from '../../../common/fees/money.ts';
import { columnKey, findHeader, parseCsv, parseStatementDate } from '../../../common/fees/statement-csv.ts';
import {
  type ConfirmStatementInput,
  STATEMENT_MAX_ROWS,
  STATEMENT_TEXT,
  type StatementColumns,
  type StatementRow,
} from '../../../common/schemas/admin-statement.ts';
import { schoolDate } from '../../../common/school-time.ts';
import type { Db } from '../../db/database.ts';
import { invoices, payments, schoolSettings } from '../../db/schema.ts';
import type { FeeContext } from '../../fees/fee-context.ts';
import { type FeeMailContext, queueReceiptMail } from '../../fees/fee-mailing.ts';
import { invoiceBalances } from '../../fees/invoices.ts';
import { recordPayment } from '../../fees/payments.ts';
import { HttpError, isUniqueViolation } from '../../plugins/errors.ts';

const COLUMNS_KEY = 'statement_columns';

/** The statement's columns as the admin chose them, or null before they have. */
export async function readColumns(db: Db): Promise<StatementColumns | null> {
  const [row] = await db.select().from(schoolSettings).where(eq(schoolSettings.key, COLUMNS_KEY));
  return (row?.value as StatementColumns | undefined) ?? null;
}

export async function saveColumns(db: Db, columns: StatementColumns): Promise<void> {
  await db
    .insert(schoolSettings)
    .values({ key: COLUMNS_KEY, value: columns })
    .onConflictDoUpdate({ target: schoolSettings.key, set: { value: columns, updatedAt: new Date() } });
}

/** One data row of a statement, its cells as written. */
export type StatementLine = {
  line: number;
  date: string;
  amount: string;
  reference: string;
  description: string;
};

/**
 * The statement's data rows under its header, by the chosen columns: refused when it has more
 * than STATEMENT_MAX_ROWS rows, none, or not the chosen columns (naming those found and needed).
 */
export function readStatement(text: string, columns: StatementColumns): StatementLine[] {
  const rows = parseCsv(text);
  if (rows.length === 0) throw new HttpError(400, STATEMENT_TEXT.empty);
  const needed = [columns.date, columns.amount, columns.reference, columns.description].filter(
    (c): c is string => !!c,
  );
  const headerAt = findHeader(rows, needed);
  if (headerAt === null) {
    const found = (rows[0]?.cells ?? []).map((c) => c.trim()).filter(Boolean);
    throw new HttpError(400, STATEMENT_TEXT.wrongColumns(found, needed));
  }
  const data = rows.slice(headerAt + 1);
  if (data.length > STATEMENT_MAX_ROWS)
    throw new HttpError(400, STATEMENT_TEXT.tooManyRows(data.length.toLocaleString('en-US')));
  if (data.length === 0) throw new HttpError(400, STATEMENT_TEXT.empty);
  const header = (rows[headerAt]?.cells ?? []).map(columnKey);
  const at = (name: string | null) => (name ? header.indexOf(columnKey(name)) : -1);
  const [d, a, r, n] = [at(columns.date), at(columns.amount), at(columns.reference), at(columns.description)];
  const cell = (cells: string[], i: number) => (i < 0 ? '' : (cells[i] ?? '').trim());
  return data.map(({ line, cells }) => ({
    line,
    date: cell(cells, d),
    amount: cell(cells, a),
    reference: cell(cells, r),
    description: cell(cells, n),
  }));
}

// An invoice number (PREFIX/2026-27/0001) as a bank's narration may carry it: slashes and the
// year's dash may be dropped or spaced ('HSM 2026-27 0001', 'HSM2026270001').
const NUMBER_IN_TEXT = /(?<![A-Z0-9])([A-Z0-9]{1,3}?)[\s/]*(\d{4})[\s-]*(\d{2})[\s/]*(\d{4,})(?!\d)/gi;

/** The invoice numbers a text holds, written as the school writes them. */
export function numbersIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(NUMBER_IN_TEXT)) out.push(`${m[1]?.toUpperCase()}/${m[2]}-${m[3]}/${m[4]}`);
  return out;
}

const MONEY_OUT = /^\s*(-|\()|\bDR\.?\s*$/i;
const CREDIT_MARK = /\s*\bCR\.?\s*$/i;
const yearBefore = (date: string) => `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
const CHUNK = 1000;

async function chunked<T, R>(items: readonly T[], f: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(...(await f(items.slice(i, i + CHUNK))));
  return out;
}

/**
 * Each row read against the open invoices: proposed as a payment when its amount is an invoice's
 * balance (or its total, while nothing of it is paid) and its text names the invoice, or when its
 * reference is the invoice's number (then a part payment too); 'recorded' when a payment with its
 * reference exists; otherwise unmatched or skipped, each with the reason. Nothing is recorded.
 */
export async function matchStatement(db: Db, lines: readonly StatementLine[], ctx: FeeContext) {
  const currency = ctx.policy.currency;
  const today = schoolDate(ctx.timeZone);
  const numbers = [...new Set(lines.flatMap((l) => numbersIn(`${l.reference} ${l.description}`)))];
  const found = await chunked(numbers, (chunk) =>
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        total: invoices.totalMinor,
        name: invoices.billedName,
      })
      .from(invoices)
      .where(
        and(inArray(invoices.number, chunk), eq(invoices.kind, 'invoice'), eq(invoices.status, 'issued')),
      ),
  );
  const balances = await invoiceBalances(
    db,
    found.map((f) => f.id),
  );
  const byNumber = new Map(found.map((f) => [f.number ?? '', f]));
  const left = new Map(found.map((f) => [f.id, balances.get(f.id)?.balanceMinor ?? 0]));
  const references = [...new Set(lines.map((l) => l.reference).filter(Boolean))];
  const recorded = await chunked(references, (chunk) =>
    db
      .select({
        reference: payments.reference,
        receipt: payments.receiptNumber,
        invoiceId: invoices.id,
        number: invoices.number,
        name: invoices.billedName,
      })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(inArray(payments.reference, chunk)),
  );
  const recordedOf = new Map(recorded.map((r) => [r.reference, r]));
  const seen = new Map<string, number>();

  const rows: StatementRow[] = lines.map((l) => {
    const row: StatementRow = {
      line: l.line,
      date: null,
      amountMinor: null,
      reference: l.reference,
      description: l.description,
      status: 'unmatched',
      why: '',
      invoice: null,
    };
    const out = (status: StatementRow['status'], why: string) => Object.assign(row, { status, why });
    if (!l.amount) return out('skipped', STATEMENT_TEXT.noAmount);
    if (MONEY_OUT.test(l.amount)) return out('skipped', STATEMENT_TEXT.moneyOut);
    const amount = parseAmount(l.amount.replace(CREDIT_MARK, ''), currency);
    if (!amount.ok) return out('unmatched', STATEMENT_TEXT.badAmount(l.amount));
    row.amountMinor = amount.minor;
    row.date = parseStatementDate(l.date);
    if (!row.date) return out('unmatched', STATEMENT_TEXT.badDate(l.date));
    if (!l.reference) return out('unmatched', STATEMENT_TEXT.noReference);
    const earlier = seen.get(l.reference);
    if (earlier !== undefined) return out('unmatched', STATEMENT_TEXT.sameRow(earlier));
    seen.set(l.reference, l.line);
    const done = recordedOf.get(l.reference);
    if (done) {
      row.invoice = {
        id: done.invoiceId,
        number: done.number ?? '',
        studentName: done.name,
        balanceMinor: 0,
      };
      row.invoice.balanceMinor = left.get(done.invoiceId) ?? balances.get(done.invoiceId)?.balanceMinor ?? 0;
      return out('recorded', STATEMENT_TEXT.recorded(done.receipt, done.number ?? ''));
    }
    if (row.date > today) return out('unmatched', FEE_TEXT.paidInFuture);
    if (row.date < yearBefore(today)) return out('unmatched', FEE_TEXT.paidTooLongAgo);

    const named = numbersIn(`${l.reference} ${l.description}`)
      .map((n) => byNumber.get(n))
      .filter((f) => f !== undefined);
    const byReference =
      numbersIn(l.reference).length === 1 ? byNumber.get(numbersIn(l.reference)[0] ?? '') : undefined;
    let reason: string = STATEMENT_TEXT.noInvoice;
    for (const inv of named) {
      const number = inv.number ?? '';
      const remaining = left.get(inv.id) ?? 0;
      const balance = balances.get(inv.id)?.balanceMinor ?? 0;
      const invoice = { id: inv.id, number, studentName: inv.name, balanceMinor: remaining };
      const why =
        amount.minor === remaining || amount.minor === balance
          ? STATEMENT_TEXT.matchedBalance(number)
          : amount.minor === inv.total && balance === inv.total
            ? STATEMENT_TEXT.matchedTotal(number)
            : inv === byReference && amount.minor < remaining
              ? STATEMENT_TEXT.matchedReference(number)
              : null;
      if (remaining <= 0 && balance <= 0) {
        reason = STATEMENT_TEXT.notOpen(number);
        row.invoice = invoice;
      } else if (why && amount.minor <= remaining) {
        left.set(inv.id, remaining - amount.minor);
        row.invoice = invoice;
        return out('proposed', why);
      } else if (why) {
        reason = STATEMENT_TEXT.overBalance(number, amount.minor, remaining, currency);
        row.invoice = invoice;
      } else {
        reason = STATEMENT_TEXT.amountDiffers(number, amount.minor, remaining, currency);
        row.invoice = invoice;
      }
    }
    return out('unmatched', reason);
  });
  const counts = { rows: rows.length, proposed: 0, recorded: 0, unmatched: 0, skipped: 0 };
  for (const r of rows) counts[r.status] += 1;
  return { rows, counts };
}

/**
 * Records the chosen proposals as bank payments in one transaction: every one, or (when any no
 * longer fits: paid meanwhile, its reference recorded, a date out of bounds) none, naming it.
 * Each payment's receipt mail is queued in the same transaction (sent once it commits).
 */
export async function confirmStatement(
  db: Db,
  input: ConfirmStatementInput['payments'],
  actorId: number,
  ctx: FeeMailContext,
) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const recorded = [];
    for (const p of input) {
      try {
        const { payment, balanceMinor } = await recordPayment(
          tx,
          {
            invoiceId: p.invoiceId,
            amountMinor: p.amountMinor,
            method: 'bank',
            reference: p.reference,
            paidOn: p.paidOn,
          },
          actorId,
          ctx,
        );
        await queueReceiptMail(tx, payment.id, ctx);
        recorded.push({
          line: p.line,
          invoiceId: p.invoiceId,
          paymentId: payment.id,
          receiptNumber: payment.receiptNumber,
          amountMinor: payment.amountMinor,
          balanceMinor,
        });
      } catch (err) {
        const why =
          err instanceof HttpError ? err.message : isUniqueViolation(err) ? FEE_TEXT.referenceUsed : null;
        if (why === null) throw err;
        throw new HttpError(409, STATEMENT_TEXT.noLongerFits(p.line, p.reference, why));
      }
    }
    return recorded;
  });
}
