import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { byteRange, dispositionHeader } from '../../../http/file-response.ts';

// Shown in the browser's own viewer; anything else (Office files) is downloaded.
const INLINE = /^(image|video|audio)\/|^text\/plain/;
// Types a browser runs script in (HTML, SVG, XML, PDF): only ever downloaded, and sandboxed
// should a browser open one anyway.
const ACTIVE = /^(text\/html|text\/xml|application\/xml|application\/pdf|[^;]*\+xml)\s*(;|$)/i;

/** Shown in the browser's viewer, or downloaded. */
const dispositionType = (mimeType: string) =>
  INLINE.test(mimeType) && !ACTIVE.test(mimeType) ? 'inline' : 'attachment';

/**
 * Sends a stored file with its type and name: whole, or the one byte range asked for (video and
 * audio seeking). `read` gives bytes [start, end] and is not called for an unsatisfiable range.
 */
export async function sendFile(
  req: FastifyRequest,
  reply: FastifyReply,
  file: { fileName: string; mimeType: string; size: number },
  read: (start: number, end: number) => Promise<Readable | Uint8Array>,
) {
  const { size } = file;
  const range = byteRange(req.headers.range, size);
  if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${size}`).send();
  const { start, end } = range ?? { start: 0, end: size - 1 };
  const body = end < start ? Buffer.alloc(0) : await read(start, end);
  reply
    .header('content-type', file.mimeType)
    .header('content-disposition', dispositionHeader(file.fileName, dispositionType(file.mimeType)))
    .header('cache-control', 'private, max-age=3600')
    .header('accept-ranges', 'bytes')
    .header('content-length', end - start + 1);
  if (ACTIVE.test(file.mimeType)) reply.header('content-security-policy', 'sandbox');
  if (range) reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
  return reply.send(body);
}
