import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Shown in the browser's own viewer; anything else (Office files) is downloaded.
const INLINE = /^(image|video|audio)\/|^text\/plain/;
// Types a browser runs script in (HTML, SVG, XML, PDF): only ever downloaded, and sandboxed
// should a browser open one anyway.
const ACTIVE = /^(text\/html|text\/xml|application\/xml|application\/pdf|[^;]*\+xml)\s*(;|$)/i;

/** `inline` or `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string, mimeType: string): string {
  const type = INLINE.test(mimeType) && !ACTIVE.test(mimeType) ? 'inline' : 'attachment';
  const fallback = [...fileName]
    .map((ch) => (/^[ -~]$/.test(ch) && !'"\\%'.includes(ch) ? ch : '_'))
    .join('');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

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
    .header('content-disposition', contentDisposition(file.fileName, file.mimeType))
    .header('cache-control', 'private, max-age=3600')
    .header('accept-ranges', 'bytes')
    .header('content-length', end - start + 1);
  if (ACTIVE.test(file.mimeType)) reply.header('content-security-policy', 'sandbox');
  if (range) reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`);
  return reply.send(body);
}

/** One `Range: bytes=a-b` (or `a-`, `-n`) of a file of `size` bytes: inclusive bounds, null for the whole file. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(header ?? ''));
  if (!range || (!range[1] && !range[2])) return null;
  const start = Math.max(0, range[1] ? Number(range[1]) : size - Number(range[2]));
  const end = Math.min(range[1] && range[2] ? Number(range[2]) : size - 1, size - 1);
  return start > end ? 'unsatisfiable' : { start, end };
}
