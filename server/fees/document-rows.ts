import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { FEE_TEXT } from '../../common/fees/fee-text.ts';
import type { Db } from '../db/database.ts';
import { invoiceLines, invoices, payments } from '../db/schema.ts';
import { documentFilename } from '../mail/pdf-attachment.ts';
import { HttpError } from '../plugins/errors.ts';
import type { InvoiceDocument, ReceiptDocument } from './documents/document-types.ts';
import { invoicePdf } from './documents/invoice-pdf.ts';
import { receiptPdf } from './documents/receipt-pdf.ts';

// The fee documents as stored: what an issued invoice, credit note or receipt prints, read from
// its rows (which never change once issued), so a download makes the same document again.

const NO_RECEIPT = 'There is no such receipt';

/** An issued invoice or credit note as its PDF prints it (404 for a draft or none). */
export async function invoiceDocumentOf(db: Db, invoiceId: number): Promise<InvoiceDocument> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (row?.status !== 'issued' || !row.number || !row.issueDate || !row.school) {
    throw new HttpError(404, FEE_TEXT.unknownInvoice);
  }
  const lines = await db
    .select({
      description: invoiceLines.description,
      quantity: invoiceLines.quantity,
      unitMinor: invoiceLines.unitMinor,
      amountMinor: invoiceLines.amountMinor,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
  let creditForNumber: string | null = null;
  if (row.creditFor !== null) {
    const [of] = await db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.id, row.creditFor));
    creditForNumber = of?.number ?? null;
  }
  return {
    kind: row.kind,
    number: row.number,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    creditForNumber,
    school: row.school,
    billedName: row.billedName,
    billedEmail: row.billedEmail,
    lines,
    currency: row.currency,
    subtotalMinor: row.subtotalMinor,
    taxRateBp: row.taxRateBp,
    taxMinor: row.taxMinor,
    totalMinor: row.totalMinor,
    note: row.note,
  };
}

/**
 * A payment's receipt as its PDF prints it. The balance left is as it stood right after this
 * payment: the payments recorded up to it and the credit notes issued before it, so the receipt
 * stays the same however the invoice goes on.
 */
export async function receiptDocumentOf(db: Db, paymentId: number): Promise<ReceiptDocument> {
  const [row] = await db
    .select({ payment: payments, invoice: invoices })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(payments.id, paymentId));
  const school = row?.invoice.school;
  const invoiceNumber = row?.invoice.number;
  if (!row || !school || !invoiceNumber) throw new HttpError(404, NO_RECEIPT);
  const { payment, invoice } = row;
  const [paid] = await db
    .select({ sum: sql<string>`coalesce(sum(${payments.amountMinor}), 0)` })
    .from(payments)
    .where(and(eq(payments.invoiceId, invoice.id), lte(payments.id, payment.id)));
  const [credited] = await db
    .select({ sum: sql<string>`coalesce(sum(${invoices.totalMinor}), 0)` })
    .from(invoices)
    .where(
      and(
        eq(invoices.creditFor, invoice.id),
        eq(invoices.status, 'issued'),
        lte(invoices.issuedAt, payment.createdAt),
      ),
    );
  return {
    number: payment.receiptNumber,
    paidOn: payment.paidOn,
    school,
    billedName: invoice.billedName,
    invoiceNumber,
    amountMinor: payment.amountMinor,
    method: payment.method,
    reference: payment.reference,
    currency: invoice.currency,
    balanceMinor: invoice.totalMinor - Number(paid?.sum ?? 0) - Number(credited?.sum ?? 0),
  };
}

export type PdfFile = { bytes: Uint8Array; fileName: string };

/** An issued invoice or credit note's PDF and the name it is downloaded under. */
export async function invoicePdfFile(db: Db, invoiceId: number): Promise<PdfFile> {
  const doc = await invoiceDocumentOf(db, invoiceId);
  return {
    bytes: await invoicePdf(doc),
    fileName: documentFilename(doc.kind === 'credit_note' ? 'credit-note' : 'invoice', doc.number),
  };
}

/** A payment's receipt PDF and the name it is downloaded under. */
export async function receiptPdfFile(db: Db, paymentId: number): Promise<PdfFile> {
  const doc = await receiptDocumentOf(db, paymentId);
  return { bytes: await receiptPdf(doc), fileName: documentFilename('receipt', doc.number) };
}
