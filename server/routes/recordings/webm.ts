// WebM (Matroska/EBML) elements: reading and writing, just what joining MediaRecorder's output
// needs (webm-reader.ts reads a recorded segment, webm-joiner.ts writes the joined file). The
// bytes come from the teacher's browser, so every read is bounded: a number is at most 8 bytes,
// a size fits a safe integer and an element lies within the one holding it.

export const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  seek: 0x4dbb,
  seekId: 0x53ab,
  seekPosition: 0x53ac,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  muxingApp: 0x4d80,
  writingApp: 0x5741,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  cues: 0x1c53bb6b,
  cuePoint: 0xbb,
  cueTime: 0xb3,
  cueTrackPositions: 0xb7,
  cueTrack: 0xf7,
  cueClusterPosition: 0xf1,
  void: 0xec,
} as const;

/** Recorded bytes break one of the reader's bounds; the message names which. */
export class WebmError extends Error {}

export type Element = { id: number; start: number; dataStart: number; end: number; unknownSize: boolean };

/** The element at `pos` (its id, where its data starts and ends), or null when cut off or not an element. */
export function readElement(buf: Uint8Array, pos: number): Element | null {
  const first = buf[pos];
  if (first === undefined || first === 0) return null;
  const idLength = Math.clz32(first) - 23;
  if (idLength > 4 || pos + idLength > buf.length) return null;
  let id = 0;
  for (let i = 0; i < idLength; i += 1) id = id * 256 + (buf[pos + i] ?? 0);
  const sizeAt = pos + idLength;
  const s0 = buf[sizeAt];
  if (s0 === undefined || s0 === 0) return null;
  const sizeLength = Math.clz32(s0) - 23;
  if (sizeAt + sizeLength > buf.length) return null;
  let size = s0 & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i += 1) {
    const b = buf[sizeAt + i] ?? 0;
    size = size * 256 + b;
    if (b !== 0xff) allOnes = false;
  }
  const dataStart = sizeAt + sizeLength;
  if (!allOnes && size > Number.MAX_SAFE_INTEGER) {
    throw new WebmError(`an element's size (${size} bytes) is larger than any recording`);
  }
  if (allOnes) return { id, start: pos, dataStart, end: buf.length, unknownSize: true };
  return { id, start: pos, dataStart, end: dataStart + size, unknownSize: false };
}

/** The children of [from, to) (a whole element's data): stops at one that is not an element. */
export function children(buf: Uint8Array, from: number, to: number): Element[] {
  const out: Element[] = [];
  let pos = from;
  while (pos < to) {
    const el = readElement(buf, pos);
    if (!el || el.unknownSize) break;
    if (el.end > to) throw new WebmError('an element runs past the end of the element holding it');
    out.push(el);
    pos = el.end;
  }
  return out;
}

export function readUint(buf: Uint8Array, el: Element): number {
  if (el.end - el.dataStart > 8) throw new WebmError('a number is longer than 8 bytes');
  let v = 0;
  for (let i = el.dataStart; i < el.end; i += 1) v = v * 256 + (buf[i] ?? 0);
  return v;
}

export function readFloat(buf: Uint8Array, el: Element): number {
  const view = new DataView(buf.buffer, buf.byteOffset + el.dataStart, el.end - el.dataStart);
  return el.end - el.dataStart === 4 ? view.getFloat32(0) : view.getFloat64(0);
}

/** Whether the bytes begin a WebM file: an EBML header whose DocType is "webm". */
export function startsWebm(buf: Uint8Array): boolean {
  const header = readElement(buf, 0);
  if (!header || header.id !== ID.ebml || header.unknownSize || header.end > buf.length) return false;
  const docType = children(buf, header.dataStart, header.end).find((c) => c.id === ID.docType);
  return Boolean(docType && Buffer.from(buf.subarray(docType.dataStart, docType.end)).toString() === 'webm');
}

// ---- writing ----

export function idBytes(id: number): number[] {
  const out: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) out.unshift(v % 256);
  return out;
}

/** A size as an EBML variable-length integer of `length` bytes (smallest that fits by default). */
export function sizeBytes(size: number, length?: number): number[] {
  let n = length ?? 1;
  while (!length && size >= 2 ** (7 * n) - 1) n += 1;
  const out: number[] = [];
  let v = size;
  for (let i = 0; i < n; i += 1) {
    out.unshift(v % 256);
    v = Math.floor(v / 256);
  }
  out[0] = (out[0] ?? 0) | (0x80 >> (n - 1));
  return out;
}

export function element(id: number, data: Uint8Array | number[], sizeLength?: number): Buffer {
  const body = Buffer.from(data as Uint8Array);
  return Buffer.concat([Buffer.from([...idBytes(id), ...sizeBytes(body.length, sizeLength)]), body]);
}

export function uintElement(id: number, value: number, length?: number): Buffer {
  const bytes: number[] = [];
  for (let v = value; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
  while (length && bytes.length < length) bytes.unshift(0);
  return element(id, bytes.length ? bytes : [0]);
}

export function floatElement(id: number, value: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(value);
  return element(id, b);
}
