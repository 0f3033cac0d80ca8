import { createRequire } from 'node:module';
import { PDFDocument } from 'pdf-lib';
import { SCORE_LIMITS, SCORE_TEXT } from '../../../../common/schemas/live-class/score.ts';

/** A score that breaks one of SCORE_LIMITS: its message says which. */
export class ScoreRefusal extends Error {}

type Growing = { buffer: Uint8Array; minBufferLength: number; ensureBuffer(requested: number): Uint8Array };

// pdf-lib unpacks a PDF's object and cross-reference streams whole while it reads the document,
// with no limit of its own: 1 MB of deflated spaces unpacks to 1 GB, in ArrayBuffers that no heap
// limit counts. Every unpacking grows its buffer through this one method of pdf.js's DecodeStream
// (which the package does not export), doubling it from its least size as pdf.js does: the bytes
// each would hold are counted here before they are taken. Only the score's worker thread loads
// this module, so only its pdf-lib is changed.
const { default: DecodeStream } = createRequire(import.meta.url)(
  'pdf-lib/cjs/core/streams/DecodeStream.js',
) as {
  default: { prototype: Growing };
};
let unpacked = 0;
const grow = DecodeStream.prototype.ensureBuffer;
DecodeStream.prototype.ensureBuffer = function (this: Growing, requested: number) {
  const held = this.buffer.byteLength;
  if (requested > held) {
    let size = this.minBufferLength;
    while (size < requested) size *= 2;
    unpacked += size - held;
    if (unpacked > SCORE_LIMITS.unpackedBytes) throw new ScoreRefusal(SCORE_TEXT.unpacksTooLarge);
  }
  return grow.call(this, requested);
};

/**
 * A PDF read within SCORE_LIMITS' objects and unpacked bytes. pdf-lib parses `parseSpeed`
 * objects, then pauses on a timer before the next ones: a timer set before it starts runs first,
 * and only if the document pauses at all, that is if it has more objects than the limit.
 */
export async function loadBoundedPdf(bytes: Uint8Array): Promise<PDFDocument> {
  unpacked = 0;
  let timer: NodeJS.Timeout | undefined;
  const paused = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ScoreRefusal(SCORE_TEXT.tooManyObjects)), 0);
  });
  const loading = PDFDocument.load(bytes, {
    ignoreEncryption: true,
    updateMetadata: false,
    parseSpeed: SCORE_LIMITS.objects + 1,
  });
  // Once refused, the rest of the parse is left to fail or finish unheard (the thread is ended).
  loading.catch(() => {});
  try {
    const doc = await Promise.race([loading, paused]);
    // pdf-lib reads a stream it could not unpack as a broken object, and goes on.
    if (unpacked > SCORE_LIMITS.unpackedBytes) throw new ScoreRefusal(SCORE_TEXT.unpacksTooLarge);
    return doc;
  } finally {
    clearTimeout(timer);
  }
}
