import { deflateSync } from 'node:zlib';
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import type { ScoreColor, ScoreMark } from '../../../../common/schemas/live-class/score.ts';
import { loadBoundedPdf } from './bounded-pdf.ts';

// Drawn in the score's worker thread (score-worker.ts), never on the server's event loop.

/** What a mark needs to be drawn. */
export type DrawnMark = Pick<ScoreMark, 'page' | 'tool' | 'color' | 'points' | 'text'>;
/** A PDF score's bytes, or an image score as a JPEG (score-image.ts): pdf-lib embeds a JPEG as it is. */
export type MarkedSource = { type: 'pdf' | 'jpeg'; bytes: Uint8Array };

const COLORS: Record<ScoreColor, string> = {
  red: '0.85 0.1 0.1',
  blue: '0.1 0.3 0.85',
  green: '0.1 0.6 0.25',
  yellow: '1 0.85 0',
};
const HIGHLIGHTER_OPACITY = 0.35;

/** An image score as a one-page PDF, a pixel a point at 96 dpi. */
async function imageAsPdf(jpeg: Uint8Array): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(jpeg);
  const { width, height } = image.scale(0.75);
  doc.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  return doc;
}

/** Words the PDF's standard font can write (WinAnsi, about Latin-1): others become '?'. */
const writable = (text: string) =>
  [...text]
    .map((ch) => {
      const code = ch.charCodeAt(0);
      if (/\s/.test(ch)) return ' ';
      return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code < 0x100) ? ch : '?';
    })
    .join('');

const at = (n: number) => n.toFixed(2);

/**
 * A page's marks as the PDF's own drawing operators, in the order they were made, written out
 * here: pdf-lib's drawSvgPath parses a path's text again and makes an object of each operator,
 * 5 s and a heap of garbage for a score full of marks. y grows downwards on the page, upwards in a PDF.
 */
function pageDrawing(page: PDFPage, marks: DrawnMark[], font: PDFFont): string {
  const { width, height } = page.getSize();
  // Pen widths are for a page 600 points wide, as the room draws them.
  const unit = width / 600;
  const fontKey = marks.some((m) => m.tool === 'text')
    ? page.node.newFontDictionary('ScoreFont', font.ref)
    : null;
  const seeThrough = marks.some((m) => m.tool === 'highlighter')
    ? page.node.newExtGState(
        'ScoreHighlight',
        page.doc.context.obj({ Type: 'ExtGState', CA: HIGHLIGHTER_OPACITY }),
      )
    : null;
  return marks
    .map((mark) => {
      const color = COLORS[mark.color];
      if (mark.tool === 'text') {
        const [x = 0, y = 0] = mark.points[0] ?? [];
        const size = 12 * unit;
        const words = font.encodeText(writable(mark.text ?? '')).toString();
        return `BT ${color} rg ${fontKey} ${at(size)} Tf ${at(x * width)} ${at(height - y * height - size)} Td ${words} Tj ET`;
      }
      const path = mark.points.map(
        ([x, y], i) => `${at(x * width)} ${at(height - y * height)} ${i === 0 ? 'm' : 'l'}`,
      );
      // A dot (one point) is drawn as a very short line.
      const [x = 0, y = 0] = mark.points[0] ?? [];
      if (mark.points.length === 1) path.push(`${at(x * width + 0.01)} ${at(height - y * height)} l`);
      const highlighter = mark.tool === 'highlighter';
      const state = highlighter ? `${seeThrough} gs ` : '';
      return `q ${state}${color} RG ${at((highlighter ? 14 : 2.5) * unit)} w 1 J 1 j ${path.join(' ')} S Q`;
    })
    .join('\n');
}

/** The score as a PDF with every mark drawn in, on its own page, in the order they were made. */
export async function drawMarks(source: MarkedSource, marks: DrawnMark[]): Promise<Uint8Array> {
  const doc = source.type === 'pdf' ? await loadBoundedPdf(source.bytes) : await imageAsPdf(source.bytes);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const theirs = marks.filter((m) => m.page === i + 1);
    if (theirs.length === 0) return;
    // The page's own drawing is wrapped in q/Q first: what it leaves set does not move the marks.
    page.node.normalize();
    const drawing = deflateSync(pageDrawing(page, theirs, font));
    page.node.addContentStream(doc.context.register(doc.context.stream(drawing, { Filter: 'FlateDecode' })));
  });
  return doc.save();
}
