import { Readable } from 'node:stream';
import { ASSIGNMENT_TEXT } from '../../../common/schemas/assignments.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { BlobStore } from '../../storage/blob-store.ts';

/** Enough of a file's first bytes to tell what it is (the longest signature read, RIFF....WAVE, is 12). */
const HEAD_BYTES = 16;

/** What a file call's body may be: its size, and its kind by its first bytes. */
export type FileRule = {
  maxBytes: number;
  /** Said (413) the moment the body passes maxBytes. */
  tooLarge: string;
  /** The body's content type from its first bytes, or null: refused (400) with `wrongKind`. */
  typeOf(head: Uint8Array): string | null;
  wrongKind: string;
};

/** The request's declared body size, or null (sent in chunks); what arrives is counted all the same. */
export function declaredBytes(headers: Record<string, string | string[] | undefined>): number | null {
  const length = Number(headers['content-length']);
  return Number.isFinite(length) ? length : null;
}

/**
 * A file call's body into the store under `key` as it arrives, never held whole: refused as soon
 * as its first bytes show it is not of the kind, and the moment it passes the limit, whatever its
 * Content-Length said. Nothing stays under the key of a body refused or cut off.
 */
export async function storeBody(
  store: BlobStore,
  key: string,
  body: Readable,
  rule: FileRule,
): Promise<{ size: number; mimeType: string }> {
  let size = 0;
  let mimeType = '';
  let refusal: HttpError | null = null;
  const refuse = (status: number, message: string) => {
    refusal = new HttpError(status, message);
    return refusal;
  };
  const kind = (head: Buffer) => {
    mimeType = rule.typeOf(head) ?? '';
    if (!mimeType) throw refuse(400, rule.wrongKind);
  };
  async function* checked() {
    let head = Buffer.alloc(0);
    // Not destroyed on a refusal: that would close the connection before the answer is sent.
    for await (const chunk of body.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > rule.maxBytes) throw refuse(413, rule.tooLarge);
      if (mimeType) {
        yield chunk;
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length < HEAD_BYTES) continue;
      kind(head);
      yield head;
    }
    if (!mimeType) {
      kind(head);
      yield head;
    }
  }
  try {
    await store.putStream(key, Readable.from(checked(), { objectMode: false }));
  } catch (err) {
    if (refusal) throw refusal;
    // The sender went away mid-file: nobody reads the answer, and it is no fault of the server's.
    if ((err as NodeJS.ErrnoException).code === 'ECONNRESET')
      throw new HttpError(400, ASSIGNMENT_TEXT.cutOff);
    throw err;
  }
  return { size, mimeType };
}
