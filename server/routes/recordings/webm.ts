// WebM (Matroska/EBML) reading and writing, just what joining MediaRecorder's output needs.
// MediaRecorder writes a live stream: the Segment and its Clusters have no size, the Info has no
// Duration and there are no Cues, so players show no length and cannot seek. `WebmJoiner` reads
// each recorded segment (one per start of recording) and writes one file with sizes, a Duration,
// the clusters of every segment one after the other on one time line, and Cues for seeking.

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

export type Element = { id: number; start: number; dataStart: number; end: number; unknownSize: boolean };

/** The element at `pos` (its id, where its data starts and ends), or null when cut off. */
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
  if (allOnes) return { id, start: pos, dataStart, end: buf.length, unknownSize: true };
  return { id, start: pos, dataStart, end: dataStart + size, unknownSize: false };
}

/** The children of [from, to): stops at the first one cut off or not whole. */
export function children(buf: Uint8Array, from: number, to: number): Element[] {
  const out: Element[] = [];
  let pos = from;
  while (pos < to) {
    const el = readElement(buf, pos);
    if (!el || el.unknownSize || el.end > to) break;
    out.push(el);
    pos = el.end;
  }
  return out;
}

export function readUint(buf: Uint8Array, el: Element): number {
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

function idBytes(id: number): number[] {
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

// ---- joining ----

/** No segment held a WebM recording (nothing was uploaded, or only what is not WebM). */
export class NothingRecordedError extends Error {
  constructor() {
    super('no recorded segment is a WebM file');
  }
}

type Output = {
  write(bytes: Uint8Array): Promise<void>;
  patch(at: number, bytes: Uint8Array): Promise<void>;
};

export type JoinResult = { durationMs: number; sizeBytes: number; segments: number };

/** Cluster and block times in ms: MediaRecorder's TimecodeScale is 1,000,000 ns. */
const MS = 1_000_000;
// A block's own length is not written; the last one counts this long.
const LAST_BLOCK_MS = 20;

/**
 * Writes one WebM from recorded segments given in order (`add` each, then `finish`). A segment
 * whose last part was cut off (the teacher's page closed mid-part) keeps its whole clusters and
 * blocks; a segment that does not start a WebM file is skipped.
 */
export class WebmJoiner {
  private offset = 0;
  private segmentDataStart = 0;
  private written = 0;
  private headerDone = false;
  private videoTrack: number | null = null;
  private endMs = 0;
  private cues: { timeMs: number; position: number }[] = [];
  private seekHeadAt = 0;
  private durationAt = 0;
  private segmentSizeAt = 0;
  private segments = 0;

  constructor(private readonly out: Output) {}

  private async write(bytes: Uint8Array) {
    await this.out.write(bytes);
    this.written += bytes.length;
  }

  async add(buf: Uint8Array): Promise<boolean> {
    if (!startsWebm(buf)) return false;
    const header = readElement(buf, 0) as Element;
    const segment = readElement(buf, header.end);
    if (!segment || segment.id !== ID.segment) return false;
    const end = Math.min(segment.end, buf.length);
    let pos = segment.dataStart;
    let tracks: Element | null = null;
    let scale = MS;
    const clusters: Element[] = [];
    while (pos < end) {
      const el = readElement(buf, pos);
      if (!el) break;
      if (el.id === ID.cluster) {
        const clusterEnd = el.unknownSize
          ? this.unknownClusterEnd(buf, el.dataStart, end)
          : Math.min(el.end, end);
        clusters.push({ ...el, end: clusterEnd });
        pos = clusterEnd;
        continue;
      }
      if (el.unknownSize || el.end > end) break;
      if (el.id === ID.tracks) tracks = el;
      if (el.id === ID.info) {
        const ts = children(buf, el.dataStart, el.end).find((c) => c.id === ID.timecodeScale);
        if (ts) scale = readUint(buf, ts);
      }
      pos = el.end;
    }
    if (!tracks || scale !== MS) return false;
    if (!this.headerDone) await this.writeHeader(buf, header, tracks);
    let segmentEnd = this.offset;
    for (const cluster of clusters) {
      const last = await this.writeCluster(buf, cluster);
      if (last !== null) segmentEnd = Math.max(segmentEnd, last + LAST_BLOCK_MS);
    }
    this.offset = segmentEnd;
    this.endMs = Math.max(this.endMs, segmentEnd);
    this.segments += 1;
    return true;
  }

  /** Where a Cluster without a size ends: at the next Segment-level element, or the last whole child. */
  private unknownClusterEnd(buf: Uint8Array, from: number, to: number): number {
    let pos = from;
    while (pos < to) {
      const el = readElement(buf, pos);
      if (!el || SEGMENT_CHILDREN.has(el.id) || el.unknownSize || el.end > to) break;
      pos = el.end;
    }
    return pos;
  }

  private async writeHeader(buf: Uint8Array, header: Element, tracks: Element) {
    await this.write(buf.subarray(header.start, header.end));
    // Segment with an 8-byte size, filled in at the end.
    const segmentHead = Buffer.from([...idBytes(ID.segment), ...sizeBytes(0, 8)]);
    this.segmentSizeAt = this.written + segmentHead.length - 8;
    await this.write(segmentHead);
    this.segmentDataStart = this.written;
    // SeekHead naming Info, Tracks and Cues; positions filled in at the end (8-byte uints).
    this.seekHeadAt = this.written;
    await this.write(this.seekHead(0, 0, 0));
    const infoAt = this.written - this.segmentDataStart;
    const info = element(
      ID.info,
      Buffer.concat([
        uintElement(ID.timecodeScale, MS),
        floatElement(ID.duration, 0),
        element(ID.muxingApp, Buffer.from('music-school')),
        element(ID.writingApp, Buffer.from('music-school recordings')),
      ]),
    );
    // The Duration's 8 bytes: after Info's head, TimecodeScale (7 bytes) and Duration's head (3).
    this.durationAt = this.written + (info.length - this.infoBodyLength(info)) + 7 + 3;
    await this.write(info);
    const tracksAt = this.written - this.segmentDataStart;
    await this.write(buf.subarray(tracks.start, tracks.end));
    this.videoTrack = findVideoTrack(buf, tracks);
    this.headerDone = true;
    this.pendingSeek = { infoAt, tracksAt };
  }

  private pendingSeek = { infoAt: 0, tracksAt: 0 };

  private infoBodyLength(info: Buffer): number {
    const el = readElement(info, 0) as Element;
    return el.end - el.dataStart;
  }

  private seekHead(infoAt: number, tracksAt: number, cuesAt: number): Buffer {
    const seek = (id: number, at: number) =>
      element(ID.seek, Buffer.concat([element(ID.seekId, idBytes(id)), uintElement(ID.seekPosition, at, 8)]));
    return element(
      ID.seekHead,
      Buffer.concat([seek(ID.info, infoAt), seek(ID.tracks, tracksAt), seek(ID.cues, cuesAt)]),
    );
  }

  /** Copies one cluster onto the joined time line; answers its last block's time (ms) or null. */
  private async writeCluster(buf: Uint8Array, cluster: Element): Promise<number | null> {
    const kids = children(buf, cluster.dataStart, cluster.end);
    const timecode = kids.find((k) => k.id === ID.timecode);
    if (!timecode) return null;
    const time = readUint(buf, timecode) + this.offset;
    const blocks = kids.filter((k) => k.id === ID.simpleBlock || k.id === ID.blockGroup);
    if (blocks.length === 0) return null;
    let last = time;
    let keyframeAt: number | null = null;
    for (const b of blocks) {
      const info = blockInfo(buf, b);
      if (!info) continue;
      last = Math.max(last, time + info.relative);
      if (info.keyframe && info.track === this.videoTrack && keyframeAt === null)
        keyframeAt = time + info.relative;
    }
    const position = this.written - this.segmentDataStart;
    if (keyframeAt !== null || (this.videoTrack === null && this.cues.length === 0)) {
      this.cues.push({ timeMs: time, position });
    }
    const body = Buffer.concat([
      uintElement(ID.timecode, time),
      ...blocks.map((b) => buf.subarray(b.start, b.end)),
    ]);
    await this.write(element(ID.cluster, body));
    return last;
  }

  async finish(): Promise<JoinResult> {
    if (!this.headerDone) throw new NothingRecordedError();
    const cuesAt = this.written - this.segmentDataStart;
    const points = this.cues.map((c) =>
      element(
        ID.cuePoint,
        Buffer.concat([
          uintElement(ID.cueTime, c.timeMs),
          element(
            ID.cueTrackPositions,
            Buffer.concat([
              uintElement(ID.cueTrack, this.videoTrack ?? 1),
              uintElement(ID.cueClusterPosition, c.position),
            ]),
          ),
        ]),
      ),
    );
    await this.write(element(ID.cues, Buffer.concat(points)));
    const duration = Buffer.alloc(8);
    duration.writeDoubleBE(this.endMs);
    await this.out.patch(this.durationAt, duration);
    await this.out.patch(
      this.seekHeadAt,
      this.seekHead(this.pendingSeek.infoAt, this.pendingSeek.tracksAt, cuesAt),
    );
    await this.out.patch(this.segmentSizeAt, Buffer.from(sizeBytes(this.written - this.segmentDataStart, 8)));
    return { durationMs: Math.round(this.endMs), sizeBytes: this.written, segments: this.segments };
  }
}

function findVideoTrack(buf: Uint8Array, tracks: Element): number | null {
  for (const entry of children(buf, tracks.dataStart, tracks.end)) {
    if (entry.id !== ID.trackEntry) continue;
    const kids = children(buf, entry.dataStart, entry.end);
    const type = kids.find((k) => k.id === ID.trackType);
    const number = kids.find((k) => k.id === ID.trackNumber);
    if (type && number && readUint(buf, type) === 1) return readUint(buf, number);
  }
  return null;
}

/** A SimpleBlock's (or BlockGroup's Block's) track, time relative to its cluster, and key flag. */
function blockInfo(
  buf: Uint8Array,
  el: Element,
): { track: number; relative: number; keyframe: boolean } | null {
  let block = el;
  if (el.id === ID.blockGroup) {
    const inner = children(buf, el.dataStart, el.end).find((k) => k.id === ID.block);
    if (!inner) return null;
    block = inner;
  }
  const t0 = buf[block.dataStart];
  if (t0 === undefined) return null;
  const trackLength = Math.clz32(t0) - 23;
  let track = t0 & (0xff >> trackLength);
  for (let i = 1; i < trackLength; i += 1) track = track * 256 + (buf[block.dataStart + i] ?? 0);
  const at = block.dataStart + trackLength;
  if (at + 3 > block.end) return null;
  const relative = Buffer.from(buf.subarray(at, at + 2)).readInt16BE(0);
  const flags = buf[at + 2] ?? 0;
  return { track, relative, keyframe: el.id === ID.simpleBlock ? (flags & 0x80) !== 0 : true };
}
