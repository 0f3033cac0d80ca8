import type { PartStream } from './part-stream.ts';
import { children, type Element, ID, readElement, readUint, WebmError } from './webm.ts';

/** Cluster and block times in ms: MediaRecorder's TimecodeScale is 1,000,000 ns. */
export const MS = 1_000_000;
/** A block's own length is not written; the last one counts this long. */
export const LAST_BLOCK_MS = 20;

// Elements that sit directly in a Segment: one of them ends a Cluster of unknown size.
const SEGMENT_CHILDREN = new Set<number>([
  ID.seekHead,
  ID.info,
  ID.tracks,
  ID.cluster,
  ID.cues,
  0x1254c367, // Tags
  0x1043a770, // Chapters
  0x1941a469, // Attachments
]);

/** The reader's bounds: the last time on the recording's line (ms), and any one element's size. */
export type ReadLimits = { maxTimeMs: number; maxElementBytes: number };

/** What a segment holds, in order, as the joiner needs it (times in ms from the segment's start). */
export type SegmentEvent =
  | { kind: 'start'; header: Buffer; tracks: Buffer; videoTrack: number | null }
  | { kind: 'cluster'; time: number }
  | { kind: 'block'; bytes: Buffer; track: number; time: number; keyframe: boolean };

/**
 * Reads one recorded segment (a WebM stream, cut off anywhere by a closed page) as events. Ends
 * quietly where the bytes end or stop being elements; a segment that is not a WebM recording this
 * joiner can read yields nothing. Throws a WebmError where the bytes break a bound: an element
 * over `maxElementBytes`, a number over 8 bytes, a time before the start or past `maxTimeMs`
 * (the segment starting at `startMs` on the recording's line).
 * A yielded block's bytes are valid until the next event is asked for.
 */
export async function* readSegment(
  stream: PartStream,
  limits: ReadLimits,
  startMs = 0,
): AsyncGenerator<SegmentEvent> {
  const header = await stream.element(0);
  if (!header || header.id !== ID.ebml) return;
  const fileHeader = await wholeBytes(stream, header, limits);
  if (!fileHeader) return;
  const docType = children(fileHeader, header.dataStart, fileHeader.length).find((c) => c.id === ID.docType);
  if (!docType || fileHeader.subarray(docType.dataStart, docType.end).toString() !== 'webm') return;
  const segment = await stream.element(header.end);
  if (!segment || segment.id !== ID.segment) return;
  let tracks: Buffer | null = null;
  let scale = MS;
  let started = false;
  let pos = segment.dataStart;
  while (pos < segment.end) {
    const el = await stream.element(pos);
    if (!el) return;
    if (!el.unknownSize && el.end > segment.end) {
      throw new WebmError('an element runs past the end of its segment');
    }
    if (el.id === ID.cluster) {
      if (!tracks || scale !== MS) return;
      if (!started) {
        yield { kind: 'start', header: Buffer.from(fileHeader), tracks, videoTrack: findVideoTrack(tracks) };
        started = true;
      }
      const next = yield* readCluster(stream, el, Math.min(el.end, segment.end), limits, startMs);
      if (next === null) return;
      pos = next;
      continue;
    }
    if (el.unknownSize) return;
    bounded(el, limits);
    if (el.id === ID.info || el.id === ID.tracks) {
      const bytes = await wholeBytes(stream, el, limits);
      if (!bytes) return;
      if (el.id === ID.tracks) tracks = Buffer.from(bytes);
      else {
        const own = readElement(bytes, 0) as Element;
        const ts = children(bytes, own.dataStart, own.end).find((c) => c.id === ID.timecodeScale);
        if (ts) scale = readUint(bytes, ts);
      }
    }
    pos = el.end;
    stream.drop(pos);
  }
}

/**
 * Reads one cluster's time and blocks; answers where the segment goes on after it, or null when
 * the segment ends inside it.
 */
async function* readCluster(
  stream: PartStream,
  cluster: Element,
  end: number,
  limits: ReadLimits,
  startMs: number,
): AsyncGenerator<SegmentEvent, number | null> {
  let time: number | null = null;
  let pos = cluster.dataStart;
  stream.drop(pos);
  while (pos < end) {
    const el = await stream.element(pos);
    if (!el) return null;
    // A cluster without a size ends where the next Segment-level element starts.
    if (cluster.unknownSize && SEGMENT_CHILDREN.has(el.id)) return pos;
    if (el.unknownSize) return null;
    if (el.end > end) throw new WebmError('an element runs past the end of its cluster');
    bounded(el, limits);
    if (el.id === ID.timecode) {
      if (el.end - el.dataStart > 8) throw new WebmError("a cluster's time is longer than 8 bytes");
      const bytes = await wholeBytes(stream, el, limits);
      if (!bytes) return null;
      time = readUint(bytes, readElement(bytes, 0) as Element);
      within(startMs + time, limits, "a cluster's time");
      yield { kind: 'cluster', time };
    } else if (el.id === ID.simpleBlock || el.id === ID.blockGroup) {
      const bytes = await wholeBytes(stream, el, limits);
      if (!bytes) return null;
      const info = time === null ? null : blockInfo(bytes, el.id);
      if (time !== null && info) {
        const at = time + info.relative;
        if (at < 0) throw new WebmError(`a block's time (${at} ms) is before the recording's start`);
        within(startMs + at + LAST_BLOCK_MS, limits, "a block's end");
        yield { kind: 'block', bytes, track: info.track, time: at, keyframe: info.keyframe };
      }
    }
    pos = el.end;
    stream.drop(pos);
  }
  return end === Number.POSITIVE_INFINITY ? null : end;
}

/** The whole element's bytes, or null when the stream ends first (a part cut off). */
async function wholeBytes(stream: PartStream, el: Element, limits: ReadLimits): Promise<Buffer | null> {
  bounded(el, limits);
  return (await stream.fill(el.end)) ? stream.bytes(el.start, el.end) : null;
}

function bounded(el: Element, { maxElementBytes }: ReadLimits) {
  if (el.end - el.start > maxElementBytes) {
    throw new WebmError(`an element's size (${el.end - el.dataStart} bytes) is larger than a part may be`);
  }
}

function within(ms: number, { maxTimeMs }: ReadLimits, what: string) {
  if (ms > maxTimeMs) {
    throw new WebmError(`${what} (${ms} ms) is past the recording's length (${maxTimeMs} ms at most)`);
  }
}

function findVideoTrack(tracks: Buffer): number | null {
  const el = readElement(tracks, 0) as Element;
  for (const entry of children(tracks, el.dataStart, el.end)) {
    if (entry.id !== ID.trackEntry) continue;
    const kids = children(tracks, entry.dataStart, entry.end);
    const type = kids.find((k) => k.id === ID.trackType);
    const number = kids.find((k) => k.id === ID.trackNumber);
    if (type && number && readUint(tracks, type) === 1) return readUint(tracks, number);
  }
  return null;
}

/** A SimpleBlock's (or BlockGroup's Block's) track, time relative to its cluster, and key flag. */
function blockInfo(bytes: Buffer, id: number): { track: number; relative: number; keyframe: boolean } | null {
  const el = readElement(bytes, 0) as Element;
  let block = el;
  if (id === ID.blockGroup) {
    const inner = children(bytes, el.dataStart, el.end).find((k) => k.id === ID.block);
    if (!inner) return null;
    block = inner;
  }
  const t0 = bytes[block.dataStart];
  if (!t0) return null;
  const trackLength = Math.clz32(t0) - 23;
  let track = t0 & (0xff >> trackLength);
  for (let i = 1; i < trackLength; i += 1) track = track * 256 + (bytes[block.dataStart + i] ?? 0);
  const at = block.dataStart + trackLength;
  if (at + 3 > block.end) return null;
  const relative = bytes.readInt16BE(at);
  const flags = bytes[at + 2] ?? 0;
  return { track, relative, keyframe: id === ID.simpleBlock ? (flags & 0x80) !== 0 : true };
}
