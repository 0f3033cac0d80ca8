import type { InvoiceKind, PaymentMethod } from '../../../common/fees/fee-states.ts';
import type { SchoolOnInvoice } from '../../db/schema.ts';

// What an invoice, credit note or receipt PDF prints: read from the stored rows, never changed
// after issue, so the same document is made again for a download.

export type DocumentLine = { description: string; quantity: number; unitMinor: number; amountMinor: number };

export type InvoiceDocument = {
  kind: InvoiceKind;
  number: string;
  /** School dates, YYYY-MM-DD. */
  issueDate: string;
  dueDate: string | null;
  /** The invoice a credit note corrects. */
  creditForNumber: string | null;
  school: SchoolOnInvoice;
  billedName: string;
  billedEmail: string;
  lines: DocumentLine[];
  currency: string;
  subtotalMinor: number;
  taxRateBp: number;
  taxMinor: number;
  totalMinor: number;
  note: string | null;
};

export type ReceiptDocument = {
  number: string;
  paidOn: string;
  school: SchoolOnInvoice;
  billedName: string;
  invoiceNumber: string;
  amountMinor: number;
  method: PaymentMethod;
  reference: string;
  currency: string;
  /** What is still owed on the invoice after this payment. */
  balanceMinor: number;
};
