import { PAYMENT_METHOD_LABELS } from '../../../common/fees/fee-states.ts';
import { formatMoneyCode } from '../../../common/fees/money.ts';
import { drawBlock, drawDocumentHead } from './document-head.ts';
import { DocumentPdf, PAGE } from './document-pdf.ts';
import type { ReceiptDocument } from './document-types.ts';
import { dateLabel } from './document-words.ts';

// The receipt of one payment as a PDF (A4): its number and date, who paid, for which invoice, the
// amount, how it was paid, and what is still owed on the invoice after it.

const LABELS = PAGE.left;
const VALUES = PAGE.left + 150;

/** 'UPI (ref 4211 0098 1234)', 'Cash at the desk'. */
export const paymentMethodLine = (doc: Pick<ReceiptDocument, 'method' | 'reference'>) =>
  doc.reference.trim()
    ? `${PAYMENT_METHOD_LABELS[doc.method]} (ref ${doc.reference.trim()})`
    : PAYMENT_METHOD_LABELS[doc.method];

/** What the invoice still owes after the payment: 'Paid in full' when nothing. */
export const balanceLine = (doc: Pick<ReceiptDocument, 'balanceMinor' | 'currency'>) =>
  doc.balanceMinor <= 0 ? 'Paid in full' : formatMoneyCode(doc.balanceMinor, doc.currency);

/** The receipt as an A4 PDF, the same bytes for the same payment. */
export async function receiptPdf(doc: ReceiptDocument): Promise<Uint8Array> {
  const pdf = await DocumentPdf.create({
    title: `Receipt ${doc.number}`,
    author: doc.school.name,
    subject: `Receipt ${doc.number} for invoice ${doc.invoiceNumber}`,
    date: doc.paidOn,
  });
  drawDocumentHead(pdf, doc.school, doc.currency, 'Receipt', [
    ['Receipt number', doc.number],
    ['Paid on', dateLabel(doc.paidOn)],
  ]);
  drawBlock(pdf, 'Received from', [doc.billedName]);

  const rows: [string, string, boolean][] = [
    ['For invoice', doc.invoiceNumber, false],
    ['Amount received', formatMoneyCode(doc.amountMinor, doc.currency), true],
    ['Method', paymentMethodLine(doc), false],
    ['Balance remaining', balanceLine(doc), true],
  ];
  pdf.rule(pdf.y);
  for (const [label, value, bold] of rows) {
    const lines = pdf.wrap(value, PAGE.right - VALUES, { bold, size: 11 });
    pdf.y -= 8;
    const top = pdf.y;
    pdf.lines([label], LABELS, { size: 10, muted: true }, 16);
    pdf.y = top;
    pdf.lines(lines, VALUES, { bold, size: 11 }, 16);
    pdf.y -= 6;
    pdf.rule(pdf.y);
  }
  pdf.y -= 16;
  pdf.lines([`Thank you. ${doc.school.name}`], PAGE.left, { size: 10 });
  return pdf.save((page, pages) => `Receipt ${doc.number} · Page ${page} of ${pages}`);
}
