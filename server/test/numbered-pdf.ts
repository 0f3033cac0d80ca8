import { decodePDFRawStream, PDFArray, PDFDocument, type PDFPage, PDFRawStream } from 'pdf-lib';

// Real PDFs for the score's tests, journeys and bench (pdf-lib), and what a page of one draws.

/** A real PDF of `pages` A4 pages, each saying its number ('Page 1', …). */
export async function numberedPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 1; i <= pages; i++) doc.addPage([595, 842]).drawText(`Page ${i}`, { x: 60, y: 760, size: 28 });
  return Buffer.from(await doc.save());
}

/** A page's drawing operators, every content stream decoded and joined. */
export function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  return streams
    .map((s) =>
      s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : '',
    )
    .join('\n');
}
