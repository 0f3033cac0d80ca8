import {
  fill,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
} from 'pdf-lib';
import QRCode from 'qrcode';

// A QR code drawn as the PDF's own vector squares (one rectangle per run of dark modules in a
// row, filled black in one path): sharp at any zoom and printer, no image and no canvas.

/** Dark modules of a QR code (error correction M), row by row from the top. */
export function qrModules(text: string): { size: number; dark: (row: number, col: number) => boolean } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) };
}

/**
 * Draws the code with its top-left corner at (x, top), each module `moduleSize` points square;
 * answers the side of the square drawn. Leave 4 modules of white around it (the quiet zone).
 */
export function drawQrCode(page: PDFPage, text: string, x: number, top: number, moduleSize: number): number {
  const { size, dark } = qrModules(text);
  const squares = [];
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!dark(row, col)) continue;
      let end = col;
      while (end + 1 < size && dark(row, end + 1)) end += 1;
      squares.push(
        rectangle(
          x + col * moduleSize,
          top - (row + 1) * moduleSize,
          (end - col + 1) * moduleSize,
          moduleSize,
        ),
      );
      col = end;
    }
  }
  page.pushOperators(
    pushGraphicsState(),
    setFillingRgbColor(0, 0, 0),
    ...squares,
    fill(),
    popGraphicsState(),
  );
  return size * moduleSize;
}
