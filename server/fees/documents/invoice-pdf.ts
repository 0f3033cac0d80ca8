import { formatMoneyCode } from '../../../common/fees/money.ts';
import { drawBlock, drawContinuedHead, drawDocumentHead, type HeadRow } from './document-head.ts';
import { DocumentPdf, PAGE } from './document-pdf.ts';
import type { InvoiceDocument } from './document-types.ts';
import { dateLabel, taxLabel } from './document-words.ts';
import { drawQrCode } from './qr-vector.ts';
import { upiLink } from './upi-link.ts';

// The invoice or credit note as a PDF (A4): the school, the document's number and dates, who is
// billed, its lines (long descriptions wrap, many lines flow onto more pages), the totals, and on an
// invoice the UPI QR code for exactly its total with its number as the payment's note.

const COLUMNS = {
  description: PAGE.left,
  descriptionWidth: 245,
  quantity: 345,
  unit: 445,
  amount: PAGE.right,
};
const ROW = 14;
const TOTALS_LABELS = 360;
const QR_MODULE = 3;

export const documentTitle = (doc: Pick<InvoiceDocument, 'kind'>) =>
  doc.kind === 'credit_note' ? 'Credit note' : 'Invoice';

/** The UPI payment an invoice's QR code carries, or null when it has none to offer. */
export function invoiceUpiLink(doc: InvoiceDocument): string | null {
  const vpa = doc.school.upiId;
  if (doc.kind !== 'invoice' || !vpa || doc.currency !== 'INR' || doc.totalMinor <= 0) return null;
  return upiLink({
    payeeVpa: vpa,
    payeeName: doc.school.name,
    amountMinor: doc.totalMinor,
    currency: doc.currency,
    note: doc.number,
  });
}

function tableHeader(pdf: DocumentPdf): void {
  pdf.ensure(ROW * 3);
  pdf.y -= ROW;
  const style = { size: 9, bold: true } as const;
  pdf.text('Description', COLUMNS.description, pdf.y, style);
  pdf.text('Qty', COLUMNS.quantity, pdf.y, { ...style, align: 'right' });
  pdf.text('Unit price', COLUMNS.unit, pdf.y, { ...style, align: 'right' });
  pdf.text('Amount', COLUMNS.amount, pdf.y, { ...style, align: 'right' });
  pdf.rule(pdf.y - 5);
  pdf.y -= 8;
}

function drawLines(pdf: DocumentPdf, doc: InvoiceDocument): void {
  for (const line of doc.lines) {
    const description = pdf.wrap(line.description, COLUMNS.descriptionWidth);
    // Keep a row on one page unless it is longer than a page could hold.
    pdf.ensure(Math.min(description.length, 20) * ROW + 4);
    description.forEach((text, i) => {
      pdf.ensure(ROW);
      pdf.y -= ROW;
      pdf.text(text, COLUMNS.description, pdf.y);
      if (i > 0) return;
      pdf.text(String(line.quantity), COLUMNS.quantity, pdf.y, { align: 'right' });
      pdf.text(formatMoneyCode(line.unitMinor, doc.currency), COLUMNS.unit, pdf.y, { align: 'right' });
      pdf.text(formatMoneyCode(line.amountMinor, doc.currency), COLUMNS.amount, pdf.y, { align: 'right' });
    });
    pdf.y -= 4;
  }
}

function drawTotals(pdf: DocumentPdf, doc: InvoiceDocument): void {
  const rows: [string, number][] = [['Subtotal', doc.subtotalMinor]];
  if (doc.taxRateBp > 0) rows.push([taxLabel(doc.taxRateBp, doc.currency), doc.taxMinor]);
  pdf.ensure(rows.length * 16 + 30);
  pdf.rule(pdf.y - 2);
  pdf.y -= 4;
  for (const [label, minor] of rows) {
    pdf.y -= 16;
    pdf.text(label, TOTALS_LABELS, pdf.y, { muted: true });
    pdf.text(formatMoneyCode(minor, doc.currency), PAGE.right, pdf.y, { align: 'right' });
  }
  pdf.y -= 20;
  pdf.text('Total', TOTALS_LABELS, pdf.y, { bold: true, size: 12 });
  pdf.text(formatMoneyCode(doc.totalMinor, doc.currency), PAGE.right, pdf.y, {
    bold: true,
    size: 12,
    align: 'right',
  });
  pdf.y -= 18;
}

function drawUpi(pdf: DocumentPdf, doc: InvoiceDocument, link: string): void {
  const captionX = PAGE.left + 170;
  const width = PAGE.right - captionX;
  const amount = formatMoneyCode(doc.totalMinor, doc.currency);
  const caption = [
    `Scan this code with any UPI app to pay ${amount} to ${doc.school.upiId} (${doc.school.name}), with the invoice number ${doc.number} as the note.`,
    ...(doc.dueDate ? [`Please pay by ${dateLabel(doc.dueDate)}.`] : []),
  ].flatMap((text) => pdf.wrap(text, width, { size: 9 }));
  pdf.ensure(160);
  const top = pdf.y - 4;
  // The quiet zone: 4 modules of white on every side.
  const side = drawQrCode(pdf.page, link, PAGE.left + 4 * QR_MODULE, top - 4 * QR_MODULE, QR_MODULE);
  pdf.y = top;
  pdf.lines(['Pay by UPI'], captionX, { bold: true, size: 12 });
  pdf.lines(caption, captionX, { size: 9 });
  pdf.y = Math.min(pdf.y, top - side - 8 * QR_MODULE);
}

/** The invoice or credit note as an A4 PDF, the same bytes for the same document. */
export async function invoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const title = documentTitle(doc);
  const pdf = await DocumentPdf.create({
    title: `${title} ${doc.number}`,
    author: doc.school.name,
    subject: `${title} ${doc.number} for ${doc.billedName}`,
    date: doc.issueDate,
  });
  const rows: HeadRow[] = [
    [`${title} number`, doc.number],
    ...(doc.creditForNumber ? [['Corrects invoice', doc.creditForNumber] as const] : []),
    ['Issue date', dateLabel(doc.issueDate)],
    ...(doc.dueDate ? [['Due date', dateLabel(doc.dueDate)] as const] : []),
  ];
  drawDocumentHead(pdf, doc.school, doc.currency, title, rows);
  if (doc.creditForNumber) {
    pdf.lines([`This credit note corrects invoice ${doc.creditForNumber}.`], PAGE.left);
    pdf.y -= 10;
  }
  drawBlock(pdf, 'Billed to', [doc.billedName, doc.billedEmail]);

  pdf.onNewPage = () => {
    drawContinuedHead(pdf, doc.school, `${title} ${doc.number}`);
    tableHeader(pdf);
  };
  tableHeader(pdf);
  drawLines(pdf, doc);
  pdf.onNewPage = () => drawContinuedHead(pdf, doc.school, `${title} ${doc.number}`);
  drawTotals(pdf, doc);

  if (doc.note) {
    pdf.y -= 6;
    pdf.lines(['Note'], PAGE.left, { size: 9, muted: true });
    pdf.lines(pdf.wrap(doc.note, PAGE.right - PAGE.left, { size: 10 }), PAGE.left);
    pdf.y -= 10;
  }
  const link = invoiceUpiLink(doc);
  if (link) drawUpi(pdf, doc, link);

  return pdf.save((page, pages) => `${title} ${doc.number} · Page ${page} of ${pages}`);
}
