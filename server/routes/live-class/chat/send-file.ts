import type { FastifyReply, FastifyRequest } from 'fastify';

// Shown in the browser's own viewer; anything else (Office files) is downloaded.
const INLINE = /^(image|video|audio)\/|^application\/pdf$|^text\/plain/;

/** `inline` or `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string, mimeType: string): string {
  const type = INLINE.test(mimeType) ? 'inline' : 'attachment';
  const fallback = [...fileName]
    .map((ch) => (/^[ -~]$/.test(ch) && !'"\\%'.includes(ch) ? ch : '_'))
    .join('');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Sends stored bytes with their type and name; one byte range when asked (video and audio seeking). */
export function sendFile(
  req: FastifyRequest,
  reply: FastifyReply,
  file: { fileName: string; mimeType: string; data: Uint8Array },
) {
  const body = Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength);
  reply
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(file.fileName, file.mimeType))
    .header('cache-control', 'private, max-age=3600')
    .header('accept-ranges', 'bytes');
  const size = body.length;
  const range = byteRange(req.headers.range, size);
  if (!range) return reply.send(body);
  if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${size}`).send();
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .send(body.subarray(range.start, range.end + 1));
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
