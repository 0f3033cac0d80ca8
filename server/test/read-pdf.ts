import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// A PDF read back as a viewer would (pdf.js's Node build), for tests of the documents we make.

export type PdfDocument = Awaited<ReturnType<typeof getDocument>['promise']>;
export type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

/** Opens a PDF (a copy: pdf.js takes the buffer it is given). */
export function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  return getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
}

type TextItem = { str: string; transform: number[] };

/**
 * A page's text as lines, top to bottom: the pieces on one baseline joined by a space, left to
 * right ('Total INR 17,700.00').
 */
export async function pageLines(page: PdfPage): Promise<string[]> {
  const { items } = await page.getTextContent();
  const rows = new Map<number, { x: number; str: string }[]>();
  for (const item of items as TextItem[]) {
    const str = item.str.trim();
    if (!str) continue;
    const y = Math.round(item.transform[5] ?? 0);
    const row = rows.get(y) ?? [];
    row.push({ x: item.transform[4] ?? 0, str });
    rows.set(y, row);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, row]) =>
      row
        .sort((a, b) => a.x - b.x)
        .map((piece) => piece.str)
        .join(' '),
    );
}

/** Every page's lines. */
export async function pdfPages(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await openPdf(bytes);
  try {
    const pages: string[][] = [];
    for (let n = 1; n <= pdf.numPages; n++) pages.push(await pageLines(await pdf.getPage(n)));
    return pages;
  } finally {
    await pdf.destroy();
  }
}
