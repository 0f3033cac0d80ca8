import { RECORDING_MESSAGES, RECORDING_PART_MAX_BYTES } from '../../../common/schemas/recordings.ts';
import { HttpError } from '../../plugins/errors.ts';
import { PartStream } from './part-stream.ts';
import { startsWebm, WebmError } from './webm.ts';
import { readSegment } from './webm-reader.ts';

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

/**
 * Refuses (400, naming the problem) a part that cannot be part of the recording. A segment's
 * first part must begin a WebM file whose elements keep within the reader's bounds (times within
 * `maxTimeMs`, the recording's real length). A later part must not begin a file: the recorder's
 * stream goes on across parts, so it starts anywhere inside an element, and its elements are
 * checked (within the same bounds) when the recording is joined.
 */
export async function checkPart(seq: number, data: Uint8Array, maxTimeMs: number) {
  const isStart = EBML_MAGIC.every((b, i) => data[i] === b);
  if (seq > 0) {
    if (isStart || data.length === 0) throw new HttpError(400, RECORDING_MESSAGES.badPart);
    return;
  }
  try {
    if (!startsWebm(data)) throw new HttpError(400, RECORDING_MESSAGES.badPart);
    const limits = { maxTimeMs, maxElementBytes: RECORDING_PART_MAX_BYTES };
    for await (const _event of readSegment(new PartStream([data]), limits)) {
      // Reading is the check.
    }
  } catch (err) {
    if (err instanceof WebmError) throw new HttpError(400, `${RECORDING_MESSAGES.badPart}: ${err.message}`);
    throw err;
  }
}
