import type { SchoolOnInvoice } from '../../db/schema.ts';
import { type DocumentPdf, PAGE } from './document-pdf.ts';
import { taxIdLine } from './document-words.ts';

// The head of a fee document's first page: the school (name, address, tax id) on the left, the
// document's title and its figures (number, dates) on the right; and the short head of the pages
// after it.

export type HeadRow = readonly [label: string, value: string];

const RIGHT_LABELS = 360;

export function drawDocumentHead(
  pdf: DocumentPdf,
  school: SchoolOnInvoice,
  currency: string,
  title: string,
  rows: readonly HeadRow[],
): void {
  const leftWidth = RIGHT_LABELS - PAGE.left - 20;
  pdf.y = PAGE.top;
  pdf.lines(pdf.wrap(school.name, leftWidth, { bold: true, size: 15 }), PAGE.left, { bold: true, size: 15 });
  pdf.y -= 4;
  pdf.lines(pdf.wrap(school.address, leftWidth, { size: 9 }), PAGE.left, { size: 9, muted: true });
  if (school.taxId) pdf.lines([taxIdLine(school.taxId, currency)], PAGE.left, { size: 9 });
  const leftBottom = pdf.y;

  let y = PAGE.top - 18;
  pdf.text(title, PAGE.right, y, { bold: true, size: 20, align: 'right' });
  y -= 10;
  for (const [label, value] of rows) {
    y -= 15;
    pdf.text(label, RIGHT_LABELS, y, { size: 9, muted: true });
    pdf.text(value, PAGE.right, y, { size: 10, bold: true, align: 'right' });
  }
  pdf.y = Math.min(leftBottom, y - 6) - 22;
  pdf.rule(pdf.y + 10);
}

/** The head of a page after the first: '<school> · Invoice HSM/2026-27/0001 (continued)'. */
export function drawContinuedHead(pdf: DocumentPdf, school: SchoolOnInvoice, what: string): void {
  pdf.lines([`${school.name} · ${what} (continued)`], PAGE.left, { size: 9, muted: true });
  pdf.y -= 8;
}

/** A labelled block ('Billed to', 'Received from') of short lines at the cursor. */
export function drawBlock(pdf: DocumentPdf, label: string, lines: readonly string[]): void {
  pdf.lines([label], PAGE.left, { size: 9, muted: true });
  pdf.lines(
    lines.flatMap((line) => pdf.wrap(line, PAGE.right - PAGE.left)),
    PAGE.left,
    { size: 11 },
  );
  pdf.y -= 14;
}
