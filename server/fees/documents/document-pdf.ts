import { type Color, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { drawableText, wrapText } from './pdf-text.ts';

// The page of a fee document (A4, the standard Helvetica faces) and the cursor that flows its
// content down the page and onto the next. Made the same every time for the same input: the
// document's dates are its own (the issue date), never the clock's, and pdf-lib adds no random id.

export const PAGE = { width: 595.28, height: 841.89, left: 50, right: 545.28, top: 791.89, bottom: 70 };

const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.38, 0.38, 0.38);

export type TextStyle = { size?: number; bold?: boolean; muted?: boolean; align?: 'left' | 'right' };

export type DocumentMeta = {
  title: string;
  author: string;
  subject: string;
  /** The document's school date (YYYY-MM-DD): its creation and modification date. */
  date: string;
};

export class DocumentPdf {
  /** Where the next line's top is on the current page. */
  y = PAGE.top;
  page: PDFPage;
  /** Drawn at the top of every page after the first (a title, a table's header); moves `y`. */
  onNewPage: (() => void) | null = null;

  private constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
  }

  static async create(meta: DocumentMeta): Promise<DocumentPdf> {
    const doc = await PDFDocument.create({ updateMetadata: false });
    const date = new Date(`${meta.date}T00:00:00Z`);
    doc.setTitle(meta.title);
    doc.setAuthor(meta.author);
    doc.setSubject(meta.subject);
    doc.setCreator(meta.author);
    doc.setCreationDate(date);
    doc.setModificationDate(date);
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new DocumentPdf(doc, regular, bold);
  }

  font(style: TextStyle = {}): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  /** One line of text with its baseline at `y`; right-aligned text ends at `x`. */
  text(text: string, x: number, y: number, style: TextStyle = {}): void {
    const font = this.font(style);
    const size = style.size ?? 10;
    const safe = drawableText(font, text);
    const width = font.widthOfTextAtSize(safe, size);
    const color: Color = style.muted ? MUTED : INK;
    this.page.drawText(safe, { x: style.align === 'right' ? x - width : x, y, size, font, color });
  }

  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    return wrapText(this.font(style), text, style.size ?? 10, width);
  }

  /** Writes lines at the cursor, each `leading` below the last, and moves the cursor past them. */
  lines(lines: string[], x: number, style: TextStyle = {}, leading = (style.size ?? 10) * 1.4): void {
    for (const line of lines) {
      this.ensure(leading);
      this.y -= leading;
      this.text(line, x, this.y + leading * 0.28, style);
    }
  }

  /** A thin horizontal rule at `y`. */
  rule(y: number, from = PAGE.left, to = PAGE.right): void {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.6, color: MUTED });
  }

  /** Starts a new page when `height` more does not fit above the bottom margin. */
  ensure(height: number): void {
    if (this.y - height >= PAGE.bottom) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.top;
    this.onNewPage?.();
  }

  /** The file, with `footer(page, pages)` printed at the foot of each page. */
  async save(footer: (page: number, pages: number) => string): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      this.page = page;
      const words = drawableText(this.regular, footer(i + 1, pages.length));
      const width = this.regular.widthOfTextAtSize(words, 8);
      page.drawText(words, { x: (PAGE.width - width) / 2, y: 36, size: 8, font: this.regular, color: MUTED });
    });
    return this.doc.save();
  }
}
