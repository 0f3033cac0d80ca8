import { z } from 'zod';
import { INVOICE_KINDS, INVOICE_STATUSES, MONEY_ACTIONS, PAYMENT_METHODS } from '../fees/fee-states.ts';
import { type PageQuery, pageInfoFields, pageQueryFields } from './admin-page.ts';
import { dbId, isCalendarDate, NOT_ONE_LINE } from './fields.ts';

// The admin's invoices, payments and credit notes (issue 44). Amounts are sent as the admin typed
// them ('1,500.50') and read by the server with parseAmount in the school's currency; answers
// carry integer minor units (paise), shown with formatMoney.

/** What the invoice list shows: every kind, drafts, issued invoices by what is paid, or credit notes. */
export const INVOICE_FILTERS = [
  'all',
  'draft',
  'unpaid',
  'part_paid',
  'paid',
  'overdue',
  'credit_notes',
] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];
export const INVOICE_FILTER_LABELS: Record<InvoiceFilter, string> = {
  all: 'All',
  draft: 'Drafts',
  unpaid: 'Unpaid',
  part_paid: 'Part paid',
  paid: 'Paid',
  overdue: 'Overdue',
  credit_notes: 'Credit notes',
};

export const invoiceListQuerySchema = z.object({
  status: z.enum(INVOICE_FILTERS).default('all'),
  student_id: z.optional(dbId('Invalid student id')),
  /** Part of the number or of the billed name. */
  q: z.string().trim().max(100, 'The search is too long').optional(),
  ...pageQueryFields,
});
export type InvoiceListQuery = PageQuery & { status: InvoiceFilter; student_id?: number; q?: string };

/** An amount as typed: read by the server in the school's currency (parseAmount). */
const amountText = (label: string) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(30, 'Enter an amount in figures, such as 1500 or 1,500.50');

const oneLine = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} must be at most ${max} characters`)
    .refine((s) => !NOT_ONE_LINE.test(s), `The ${label} must be on one line`);

export const invoiceLineInputSchema = z.object({
  description: oneLine('description', 200),
  quantity: z.coerce
    .number({ error: 'Enter the quantity' })
    .int('The quantity must be a whole number')
    .min(1, 'The quantity must be at least 1')
    .max(1000, 'The quantity must be at most 1000'),
  unitAmount: amountText('unit amount'),
});
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;

const linesField = z
  .array(invoiceLineInputSchema)
  .min(1, 'An invoice needs at least one line')
  .max(50, 'An invoice has at most 50 lines');
const noteField = z.string().trim().max(500, 'The note must be at most 500 characters').nullish();

export const createInvoiceSchema = z.object({
  studentId: dbId('Please choose a student'),
  enrolmentId: z.optional(z.nullable(dbId('Invalid enrolment id'))),
  lines: linesField,
  note: noteField,
  /** Issue it at once (numbered, mailed); otherwise it stays a draft. */
  issue: z.boolean().default(false),
});
export type CreateInvoiceInput = z.input<typeof createInvoiceSchema>;

export const updateDraftSchema = z.object({ lines: linesField, note: noteField });
export type UpdateDraftInput = z.input<typeof updateDraftSchema>;

const paidOnField = z
  .string({ error: 'Enter the date it was paid' })
  .refine(isCalendarDate, 'Enter the date it was paid');

export const recordPaymentSchema = z.object({
  amount: amountText('amount'),
  method: z.enum(PAYMENT_METHODS, 'Choose how it was paid'),
  reference: z.string().trim().max(100, 'The reference must be at most 100 characters').default(''),
  paidOn: paidOnField,
});
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;

export const creditNoteSchema = z.object({
  amount: amountText('amount'),
  reason: oneLine('reason', 300),
});
export type CreditNoteInput = z.input<typeof creditNoteSchema>;

// ---- answers ----

export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  /** Null while a draft. */
  number: z.string().nullable(),
  studentId: z.number().int(),
  billedName: z.string(),
  billedEmail: z.string(),
  /** School dates (YYYY-MM-DD). */
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  currency: z.string(),
  totalMinor: z.number().int(),
  paidMinor: z.number().int(),
  creditedMinor: z.number().int(),
  balanceMinor: z.number().int(),
  /** An issued invoice with a balance past its due date on the school's clock. */
  overdue: z.boolean(),
  /** The invoice a credit note corrects. */
  creditFor: z.object({ id: z.number().int(), number: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoiceListResponse = z.object({
  result: z.literal(true),
  Invoices: z.array(invoiceSummarySchema),
  ...pageInfoFields,
  /** The school's date today (a payment's date starts on it). */
  today: z.string(),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  invoiceId: z.number().int(),
  amountMinor: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  paidOn: z.string(),
  receiptNumber: z.string(),
  createdAt: z.string(),
});
export type PaymentView = z.infer<typeof paymentSchema>;

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  enrolmentId: z.number().int().nullable(),
  subtotalMinor: z.number().int(),
  taxRateBp: z.number().int(),
  taxMinor: z.number().int(),
  note: z.string().nullable(),
  lines: z.array(
    z.object({
      position: z.number().int(),
      description: z.string(),
      quantity: z.number().int(),
      unitMinor: z.number().int(),
      amountMinor: z.number().int(),
    }),
  ),
  payments: z.array(paymentSchema),
  creditNotes: z.array(
    z.object({
      id: z.number().int(),
      number: z.string().nullable(),
      issueDate: z.string().nullable(),
      totalMinor: z.number().int(),
      reason: z.string().nullable(),
    }),
  ),
  /** The money log's entries of this invoice, its payments and its credit notes, oldest first. */
  log: z.array(
    z.object({
      id: z.number().int(),
      action: z.enum(MONEY_ACTIONS),
      amountMinor: z.number().int().nullable(),
      actorName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /**
   * On the student's first invoice, when they came from an admission application: its payment
   * screenshot, for the admin to confirm (served by the admin's admission-file call).
   */
  screenshot: z
    .object({ applicationId: z.number().int(), fileId: z.number().int(), url: z.string() })
    .nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const invoiceDetailResponse = z.object({ result: z.literal(true), Invoice: invoiceDetailSchema });

export const paymentResponse = z.object({
  result: z.literal(true),
  Payment: paymentSchema,
  /** What the invoice still owes after it. */
  balanceMinor: z.number().int(),
});

export const creditNoteResponse = z.object({ result: z.literal(true), CreditNote: invoiceSummarySchema });

/** GET .../pdf: the document. */
export const pdfResponse = z.unknown().describe('The PDF bytes');
