import sharp from 'sharp';
import { SCORE_LIMITS, SCORE_TEXT } from '../../../../common/schemas/live-class/score.ts';
import { HttpError } from '../../../plugins/errors.ts';
import { readImageHeader } from '../../account/avatar.service.ts';

// sharp decodes in threads of its own, off the event loop, and holds a few rows at a time.

const TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
// Optimised Huffman tables need every block of the image at once (250 MB at 40 megapixels).
const JPEG = { quality: 90, optimiseCoding: false } as const;

const tooManyPixels = (meta: { width?: number; height?: number }) =>
  (meta.width ?? 0) * (meta.height ?? 0) > SCORE_LIMITS.pixels;
const decode = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: SCORE_LIMITS.pixels });

/**
 * A PNG, JPEG or WebP score, judged by its content and refused past SCORE_LIMITS.pixels before
 * a pixel is decoded; then decoded whole (a file that only starts like an image is refused),
 * turned upright by its EXIF orientation as browsers show it (so the marked PDF has the marks
 * where they were made), and written again in its own format without metadata: a scan in grey
 * stays grey and a PNG of few colours keeps its palette, not three times the bytes. Null when it
 * is no such image.
 */
export async function normaliseImage(bytes: Buffer): Promise<{ bytes: Buffer; mimeType: string } | null> {
  const meta = await readImageHeader(bytes);
  const format = meta?.format;
  if (!meta || (format !== 'jpeg' && format !== 'png' && format !== 'webp')) return null;
  if (tooManyPixels(meta)) throw new HttpError(400, SCORE_TEXT.tooManyPixels);
  const image = decode(bytes).rotate();
  if (meta.space === 'b-w') image.toColourspace('b-w');
  const encoded =
    format === 'jpeg'
      ? image.jpeg(JPEG)
      : format === 'png'
        ? image.png(meta.isPalette ? { palette: true, colours: 2 ** (meta.bitsPerSample ?? 8) } : {})
        : image.webp({ quality: 90 });
  try {
    return { bytes: await encoded.toBuffer(), mimeType: TYPES[format] };
  } catch {
    throw new HttpError(400, SCORE_TEXT.notScore);
  }
}

/**
 * An image score as the marked PDF embeds it: pdf-lib takes a JPEG's bytes as they are, where a
 * PNG would be decoded and packed again pixel by pixel. A JPEG score is used as it is; another
 * is put on white. A score stored before images were normalised may break a bound: 422.
 */
export async function jpegOf(bytes: Buffer, mimeType: string): Promise<Uint8Array> {
  if (mimeType === 'image/jpeg') return bytes;
  const meta = await readImageHeader(bytes);
  if (!meta || tooManyPixels(meta))
    throw new HttpError(422, meta ? SCORE_TEXT.tooManyPixels : SCORE_TEXT.markedPdfFailed);
  try {
    return await decode(bytes).flatten({ background: '#ffffff' }).jpeg(JPEG).toBuffer();
  } catch {
    throw new HttpError(422, SCORE_TEXT.markedPdfFailed);
  }
}
