import { LineCapStyle, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { ScoreColor, ScoreMark } from '../../../../common/schemas/live-class/score.ts';
import { loadBoundedPdf } from './bounded-pdf.ts';

// Drawn in the score's worker thread (score-worker.ts), never on the server's event loop.

/** What a mark needs to be drawn. */
export type DrawnMark = Pick<ScoreMark, 'page' | 'tool' | 'color' | 'points' | 'text'>;
/** A PDF score's bytes, or an image score as a JPEG (score-image.ts): pdf-lib embeds a JPEG as it is. */
export type MarkedSource = { type: 'pdf' | 'jpeg'; bytes: Uint8Array };

const COLORS: Record<ScoreColor, ReturnType<typeof rgb>> = {
  red: rgb(0.85, 0.1, 0.1),
  blue: rgb(0.1, 0.3, 0.85),
  green: rgb(0.1, 0.6, 0.25),
  yellow: rgb(1, 0.85, 0),
};

/** An image score as a one-page PDF, a pixel a point at 96 dpi. */
async function imageAsPdf(jpeg: Uint8Array): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(jpeg);
  const { width, height } = image.scale(0.75);
  doc.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  return doc;
}

/** Words the PDF's standard font can write (it has no glyphs beyond Latin-1): others become '?'. */
const writable = (text: string) => [...text].map((ch) => (ch.charCodeAt(0) < 256 ? ch : '?')).join('');

function drawMark(page: PDFPage, mark: DrawnMark, font: PDFFont) {
  const { width, height } = page.getSize();
  // Pen widths are for a page 600 points wide, as the room draws them.
  const unit = width / 600;
  const color = COLORS[mark.color];
  if (mark.tool === 'text') {
    const [x = 0, y = 0] = mark.points[0] ?? [];
    page.drawText(writable(mark.text ?? ''), {
      x: x * width,
      y: height - y * height - 12 * unit,
      size: 12 * unit,
      font,
      color,
    });
    return;
  }
  const path = mark.points
    .map(([x, y], i) => `${i === 0 ? 'M' : 'L'} ${(x * width).toFixed(2)} ${(y * height).toFixed(2)}`)
    .join(' ');
  // A dot (one point) is drawn as a very short line.
  const dot = mark.points.length === 1 ? ` l 0.01 0` : '';
  const highlighter = mark.tool === 'highlighter';
  // drawSvgPath reads the path with y downwards from (x, y): the page's top-left corner.
  page.drawSvgPath(path + dot, {
    x: 0,
    y: height,
    borderColor: color,
    borderWidth: (highlighter ? 14 : 2.5) * unit,
    borderOpacity: highlighter ? 0.35 : 1,
    borderLineCap: LineCapStyle.Round,
  });
}

/** The score as a PDF with every mark drawn in, on its own page, in the order they were made. */
export async function drawMarks(source: MarkedSource, marks: DrawnMark[]): Promise<Uint8Array> {
  const doc = source.type === 'pdf' ? await loadBoundedPdf(source.bytes) : await imageAsPdf(source.bytes);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = doc.getPages();
  for (const mark of marks) {
    const page = pages[mark.page - 1];
    if (page) drawMark(page, mark, font);
  }
  return doc.save();
}
