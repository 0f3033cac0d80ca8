import jsQR from 'jsqr';
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { openPdf, type PdfPage } from './read-pdf.ts';

// Reads a QR code drawn in a PDF as vector shapes: the page's filled paths are taken from pdf.js's
// operator list (with the transforms and fill colours in force), painted as their boxes onto a
// bitmap of the region they cover, and the bitmap is handed to jsQR, as a camera's frame would be.
// Filled shapes only (text and strokes are not painted): enough for codes of squares.

type Matrix = [number, number, number, number, number, number];
type Box = { x0: number; y0: number; x1: number; y1: number; dark: boolean };

const FILLS: ReadonlySet<number> = new Set([
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
]);
// pdf.js's path data: an op code, then its coordinates (DrawOPS in pdf.js).
const PATH = { moveTo: 0, lineTo: 1, curveTo: 2, quadraticCurveTo: 3, closePath: 4 } as const;
const PATH_ARGS: Record<number, number> = { 0: 2, 1: 2, 2: 6, 3: 4, 4: 0 };

const multiply = (m: Matrix, n: Matrix): Matrix => [
  n[0] * m[0] + n[1] * m[2],
  n[0] * m[1] + n[1] * m[3],
  n[2] * m[0] + n[3] * m[2],
  n[2] * m[1] + n[3] * m[3],
  n[4] * m[0] + n[5] * m[2] + m[4],
  n[4] * m[1] + n[5] * m[3] + m[5],
];

/** A fill colour is dark when its luminance is below half ('#1a1a1a', [0, 0, 0]). */
function isDark(args: unknown[]): boolean {
  const [first] = args;
  const rgb =
    typeof first === 'string'
      ? [1, 3, 5].map((i) => Number.parseInt(first.slice(i, i + 2), 16) / 255)
      : (args as number[]).map((v) => (v > 1 ? v / 255 : v));
  const [r = 0, g = 0, b = 0] = rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.5;
}

/** The boxes of a path's subpaths (each closed shape's bounding box on the page). */
function subpathBoxes(data: ArrayLike<number>, ctm: Matrix, dark: boolean): Box[] {
  const boxes: Box[] = [];
  let points: [number, number][] = [];
  const flush = () => {
    if (points.length > 2) {
      const xs = points.map((p) => p[0]);
      const ys = points.map((p) => p[1]);
      boxes.push({
        x0: Math.min(...xs),
        y0: Math.min(...ys),
        x1: Math.max(...xs),
        y1: Math.max(...ys),
        dark,
      });
    }
    points = [];
  };
  for (let i = 0; i < data.length; ) {
    const op = data[i++] ?? -1;
    const count = PATH_ARGS[op];
    if (count === undefined) throw new Error(`unknown path op ${op}`);
    if (op === PATH.moveTo) flush();
    for (let k = 0; k < count; k += 2) {
      const x = data[i + k] ?? 0;
      const y = data[i + k + 1] ?? 0;
      points.push([ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]]);
    }
    i += count;
    if (op === PATH.closePath) flush();
  }
  flush();
  return boxes;
}

/** Every filled box of a page in painting order, in page units (y up). */
async function filledBoxes(page: PdfPage): Promise<Box[]> {
  const { fnArray, argsArray } = await page.getOperatorList();
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  let dark = true;
  const stack: { ctm: Matrix; dark: boolean }[] = [];
  const boxes: Box[] = [];
  fnArray.forEach((fn, i) => {
    const args = (argsArray[i] ?? []) as unknown[];
    if (fn === OPS.save) stack.push({ ctm, dark });
    else if (fn === OPS.restore) ({ ctm, dark } = stack.pop() ?? { ctm, dark });
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.setFillRGBColor) dark = isDark(args);
    else if (fn === OPS.setFillGray) dark = isDark([args[0], args[0], args[0]]);
    else if (fn === OPS.constructPath && FILLS.has(args[0] as number)) {
      const [data] = args[1] as [ArrayLike<number> | null];
      if (data) boxes.push(...subpathBoxes(data, ctm, dark));
    }
  });
  return boxes;
}

/**
 * The text of the QR code drawn on a page, or null when none is found. `pixelsPerUnit` is the
 * bitmap's resolution (4 pixels per PDF point by default).
 */
export async function decodeQrOnPage(page: PdfPage, pixelsPerUnit = 4): Promise<string | null> {
  const boxes = await filledBoxes(page);
  const darkBoxes = boxes.filter((b) => b.dark);
  if (darkBoxes.length === 0) return null;
  const margin = 16;
  const left = Math.min(...darkBoxes.map((b) => b.x0)) - margin;
  const bottom = Math.min(...darkBoxes.map((b) => b.y0)) - margin;
  const top = Math.max(...darkBoxes.map((b) => b.y1)) + margin;
  const right = Math.max(...darkBoxes.map((b) => b.x1)) + margin;
  const width = Math.ceil((right - left) * pixelsPerUnit);
  const height = Math.ceil((top - bottom) * pixelsPerUnit);
  const pixels = new Uint8ClampedArray(width * height * 4).fill(255);
  for (const box of boxes) {
    const c0 = Math.max(0, Math.round((box.x0 - left) * pixelsPerUnit));
    const c1 = Math.min(width, Math.round((box.x1 - left) * pixelsPerUnit));
    const r0 = Math.max(0, Math.round((top - box.y1) * pixelsPerUnit));
    const r1 = Math.min(height, Math.round((top - box.y0) * pixelsPerUnit));
    const value = box.dark ? 0 : 255;
    for (let r = r0; r < r1; r++) {
      for (let c = c0; c < c1; c++) {
        const at = (r * width + c) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = value;
      }
    }
  }
  return jsQR(pixels, width, height)?.data ?? null;
}

/** The QR code's text on each page of a PDF (null for a page without one). */
export async function decodeQrCodes(bytes: Uint8Array): Promise<(string | null)[]> {
  const pdf = await openPdf(bytes);
  try {
    const found: (string | null)[] = [];
    for (let n = 1; n <= pdf.numPages; n++) found.push(await decodeQrOnPage(await pdf.getPage(n)));
    return found;
  } finally {
    await pdf.destroy();
  }
}
