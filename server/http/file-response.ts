// The headers a stored file is answered with, shared by every route that sends one (chat files,
// recordings, admission files, the applications CSV): written by the `content-disposition` and
// `range-parser` packages rather than by hand.
import contentDisposition from 'content-disposition';
import { parse as parseRange } from 'range-parser';

/**
 * `inline` or `attachment`, with the exact name in UTF-8 (`filename*`, RFC 6266) and, for older
 * browsers, an ASCII copy in which every other character (and `"`, `\`, `%`) is `_`.
 */
export function dispositionHeader(fileName: string, type: 'inline' | 'attachment'): string {
  const fallback = [...fileName]
    .map((ch) => (/^[ -~]$/.test(ch) && !'"\\%'.includes(ch) ? ch : '_'))
    .join('');
  return contentDisposition(fileName, { type, fallback });
}

/**
 * The one byte range a `Range` header asks of a file of `size` bytes, bounds inclusive. Null for
 * the whole file: no header, another unit, a malformed one (a reversed `bytes=5-2` too) or several
 * ranges, which a server may ignore (RFC 9110, 14.2). 'unsatisfiable' when it lies past the end.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const { code, type, ranges } = parseRange(size, header);
  if (type !== 'bytes' || code & 1 || ranges.length > 1) return null;
  const [range] = ranges;
  return range ? { start: range.start, end: range.end } : 'unsatisfiable';
}
