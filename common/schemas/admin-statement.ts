import { z } from 'zod';
import { formatMoney } from '../fees/money.ts';
import { dbId, isCalendarDate, NOT_ONE_LINE } from './fields.ts';

// Reconciliation (issue 44): the admin uploads the bank's statement (CSV); rows that match an open
// invoice are proposed as payments, and nothing is recorded until the admin confirms the ones
// chosen, all in one step.

export const STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
export const STATEMENT_MAX_ROWS = 20_000;

const count = (n: number) => n.toLocaleString('en-US');

export const STATEMENT_TEXT = {
  tooLarge: 'The statement is larger than 2 MB: split it into smaller files',
  tooManyRows: (rows: string) =>
    `The statement has ${rows} rows; at most ${count(STATEMENT_MAX_ROWS)} are read at once: split it into smaller files`,
  noFile: 'Choose the bank statement (a CSV file) to upload',
  empty: 'The statement has no rows',
  noColumns: 'Choose the statement’s columns first: which holds the date, the amount and the reference',
  wrongColumns: (found: readonly string[], needed: readonly string[]) =>
    `The statement’s columns are ${found.length ? found.map((c) => `“${c}”`).join(', ') : 'none'}; it needs ${needed.map((c) => `“${c}”`).join(', ')}. Choose its columns again or upload the bank’s CSV`,
  columnNeeded: 'Name the column',
  columnTooLong: 'A column name has at most 100 characters',
  sameColumn: 'Each column can be chosen once',
  // Why a row is, or is not, proposed.
  noAmount: 'No money received on this row',
  moneyOut: 'Money paid out, not received',
  badAmount: (text: string) => `The amount “${text}” is not a figure`,
  badDate: (text: string) => `The date “${text}” is not a date (DD/MM/YYYY or YYYY-MM-DD)`,
  noReference: 'The row has no reference to record the payment by',
  sameRow: (line: number) => `The same reference as line ${line}`,
  recorded: (receipt: string, invoice: string) => `Already recorded: receipt ${receipt} on ${invoice}`,
  noInvoice: 'No open invoice’s number is in the row',
  notOpen: (number: string) => `${number} has nothing left to pay`,
  amountDiffers: (number: string, amount: number, balance: number, currency: string) =>
    `The row names ${number}, but ${formatMoney(amount, currency)} is not its balance of ${formatMoney(balance, currency)}`,
  overBalance: (number: string, amount: number, balance: number, currency: string) =>
    `${formatMoney(amount, currency)} is more than the ${formatMoney(balance, currency)} left on ${number} (another row of this statement pays it)`,
  matchedBalance: (number: string) => `The amount is the balance of ${number}, and the row names it`,
  matchedTotal: (number: string) => `The amount is the total of ${number}, and the row names it`,
  matchedReference: (number: string) => `The reference is ${number}`,
  // Confirming.
  nothingChosen: 'Choose at least one payment to record',
  noLongerFits: (line: number, reference: string, why: string) =>
    `Line ${line} (${reference}) no longer fits: ${why}. Nothing was recorded; upload the statement again`,
  recordedCount: (n: number) => `Recorded ${n} ${n === 1 ? 'payment' : 'payments'}`,
} as const;

const columnName = z
  .string()
  .trim()
  .min(1, STATEMENT_TEXT.columnNeeded)
  .max(100, STATEMENT_TEXT.columnTooLong)
  .refine((v) => !NOT_ONE_LINE.test(v), STATEMENT_TEXT.columnNeeded);

/** Which of the statement's columns hold the date, the amount received and the reference. */
export const statementColumnsSchema = z
  .object({
    date: columnName,
    amount: columnName,
    reference: columnName,
    /** A narration column, also searched for the invoice number (optional). */
    description: columnName
      .nullable()
      .or(
        z
          .string()
          .trim()
          .max(0)
          .transform(() => null),
      )
      .default(null),
  })
  .refine(
    (c) => {
      const names = [c.date, c.amount, c.reference, c.description]
        .filter(Boolean)
        .map((n) => n?.toLowerCase());
      return new Set(names).size === names.length;
    },
    { message: STATEMENT_TEXT.sameColumn, path: ['amount'] },
  );
export type StatementColumns = z.output<typeof statementColumnsSchema>;

export const statementColumnsResponse = z.object({
  result: z.literal(true),
  /** Null until the admin has chosen them. */
  columns: z
    .object({
      date: z.string(),
      amount: z.string(),
      reference: z.string(),
      description: z.string().nullable(),
    })
    .nullable(),
});

export const STATEMENT_ROW_STATUSES = ['proposed', 'recorded', 'unmatched', 'skipped'] as const;
export type StatementRowStatus = (typeof STATEMENT_ROW_STATUSES)[number];

export const statementRowSchema = z.object({
  /** The line of the file (1 is its first). */
  line: z.number().int(),
  date: z.string().nullable(),
  amountMinor: z.number().int().nullable(),
  reference: z.string(),
  description: z.string(),
  status: z.enum(STATEMENT_ROW_STATUSES),
  why: z.string(),
  invoice: z
    .object({
      id: z.number().int(),
      number: z.string(),
      studentName: z.string(),
      balanceMinor: z.number().int(),
    })
    .nullable(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const statementResponse = z.object({
  result: z.literal(true),
  currency: z.string(),
  rows: z.array(statementRowSchema),
  counts: z.object({
    rows: z.number().int(),
    proposed: z.number().int(),
    recorded: z.number().int(),
    unmatched: z.number().int(),
    skipped: z.number().int(),
  }),
});

/** The statement as a text body (text/csv): the file's content. */
export const statementTextBody = z.string();

const schoolDate = z.string().refine(isCalendarDate, 'Enter a date as YYYY-MM-DD');

/** The proposals the admin chose, recorded all at once or not at all. */
export const confirmStatementSchema = z.object({
  payments: z
    .array(
      z.object({
        line: z.number().int().min(1),
        invoiceId: dbId('Invalid invoice id'),
        amountMinor: z.number().int().min(1),
        paidOn: schoolDate,
        reference: z.string().trim().min(1).max(200),
      }),
    )
    .min(1, STATEMENT_TEXT.nothingChosen)
    .max(STATEMENT_MAX_ROWS),
});
export type ConfirmStatementInput = z.output<typeof confirmStatementSchema>;

export const confirmStatementResponse = z.object({
  result: z.literal(true),
  message: z.string(),
  recorded: z.array(
    z.object({
      line: z.number().int(),
      invoiceId: z.number().int(),
      paymentId: z.number().int(),
      receiptNumber: z.string(),
      amountMinor: z.number().int(),
      balanceMinor: z.number().int(),
    }),
  ),
});
