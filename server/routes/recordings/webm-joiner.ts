// MediaRecorder writes a live stream: the Segment and its Clusters have no size, the Info has no
// Duration and there are no Cues, so players show no length and cannot seek. `WebmJoiner` reads
// each recorded segment (one per start of recording) as it streams from its parts and writes one
// file with sizes, a Duration, the clusters of every segment one after the other on one time
// line, and Cues for seeking. It holds one part and one cluster's head, never the recording.
import { BufferedOutput } from './buffered-output.ts';
import { PartStream } from './part-stream.ts';
import type { FileOutput } from './recording-store.ts';
import { element, floatElement, ID, idBytes, readElement, sizeBytes, uintElement } from './webm.ts';
import { LAST_BLOCK_MS, MS, type ReadLimits, readSegment } from './webm-reader.ts';

/** No segment held a WebM recording (nothing was uploaded, or only what is not WebM). */
export class NothingRecordedError extends Error {
  constructor() {
    super('no recorded segment is a WebM file');
  }
}

export type JoinResult = { durationMs: number; sizeBytes: number; segments: number };

/** The cluster being written: where it starts, where its size goes, whether a cue points at it. */
type OpenCluster = { start: number; sizeAt: number; cued: boolean };

/** An 8-byte size, filled in once the element's end is known. */
const SIZE_LATER = Buffer.from(sizeBytes(0, 8));

/**
 * Writes one WebM from recorded segments given in order (`add` each, then `finish`). A segment
 * whose last part was cut off (the teacher's page closed mid-part) keeps its whole clusters and
 * blocks; a segment that does not start a WebM file is skipped. Every time on the joined line
 * stays within `limits.maxTimeMs` (the recording's real length), or `add` throws a WebmError.
 */
export class WebmJoiner {
  private readonly out: BufferedOutput;
  /** Where the segment being added starts on the joined time line (ms). */
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
  private seek = { infoAt: 0, tracksAt: 0 };
  private cluster: OpenCluster | null = null;

  constructor(
    out: FileOutput,
    private readonly limits: ReadLimits,
  ) {
    this.out = new BufferedOutput(out);
  }

  private async write(bytes: Uint8Array) {
    await this.out.write(bytes);
    this.written += bytes.length;
  }

  /** Adds one segment, its parts' bytes read one part at a time; false when it held no recording. */
  async add(parts: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<boolean> {
    const stream = new PartStream(parts);
    let segmentEnd = this.offset;
    let clusterTime = 0;
    let joinable = false;
    for await (const ev of readSegment(stream, this.limits, this.offset)) {
      if (ev.kind === 'start') {
        joinable = true;
        if (!this.headerDone) await this.writeHeader(ev.header, ev.tracks, ev.videoTrack);
      } else if (ev.kind === 'cluster') {
        await this.closeCluster();
        clusterTime = ev.time + this.offset;
      } else {
        // A cluster is written once it has a block: an empty one is left out.
        const cluster = this.cluster ?? (await this.openCluster(clusterTime));
        segmentEnd = Math.max(segmentEnd, clusterTime + LAST_BLOCK_MS, ev.time + this.offset + LAST_BLOCK_MS);
        if (!cluster.cued && ev.keyframe && ev.track === this.videoTrack) this.cue(cluster, clusterTime);
        await this.write(ev.bytes);
      }
    }
    await this.closeCluster();
    if (!joinable) return false;
    this.offset = segmentEnd;
    this.endMs = Math.max(this.endMs, segmentEnd);
    this.segments += 1;
    return true;
  }

  private async openCluster(time: number) {
    const id = Buffer.from(idBytes(ID.cluster));
    const cluster = { start: this.written, sizeAt: this.written + id.length, cued: false };
    this.cluster = cluster;
    await this.write(id);
    await this.write(SIZE_LATER);
    await this.write(uintElement(ID.timecode, time));
    // Without a video track, the first cluster is where seeking starts.
    if (this.videoTrack === null && this.cues.length === 0) this.cue(cluster, time);
    return cluster;
  }

  /** A cue at the cluster (positions count from the Segment's data). */
  private cue(cluster: OpenCluster, timeMs: number) {
    cluster.cued = true;
    this.cues.push({ timeMs, position: cluster.start - this.segmentDataStart });
  }

  private async closeCluster() {
    if (!this.cluster) return;
    const dataStart = this.cluster.sizeAt + SIZE_LATER.length;
    await this.out.patch(this.cluster.sizeAt, Buffer.from(sizeBytes(this.written - dataStart, 8)));
    this.cluster = null;
  }

  private async writeHeader(header: Buffer, tracks: Buffer, videoTrack: number | null) {
    await this.write(header);
    // Segment with an 8-byte size, filled in at the end.
    await this.write(Buffer.from(idBytes(ID.segment)));
    this.segmentSizeAt = this.written;
    await this.write(SIZE_LATER);
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
    this.durationAt = this.written + (readElement(info, 0)?.dataStart ?? 0) + 7 + 3;
    await this.write(info);
    const tracksAt = this.written - this.segmentDataStart;
    await this.write(tracks);
    this.videoTrack = videoTrack;
    this.headerDone = true;
    this.seek = { infoAt, tracksAt };
  }

  private seekHead(infoAt: number, tracksAt: number, cuesAt: number): Buffer {
    const seek = (id: number, at: number) =>
      element(ID.seek, Buffer.concat([element(ID.seekId, idBytes(id)), uintElement(ID.seekPosition, at, 8)]));
    return element(
      ID.seekHead,
      Buffer.concat([seek(ID.info, infoAt), seek(ID.tracks, tracksAt), seek(ID.cues, cuesAt)]),
    );
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
    await this.out.flush();
    const duration = Buffer.alloc(8);
    duration.writeDoubleBE(this.endMs);
    await this.out.patch(this.durationAt, duration);
    await this.out.patch(this.seekHeadAt, this.seekHead(this.seek.infoAt, this.seek.tracksAt, cuesAt));
    await this.out.patch(this.segmentSizeAt, Buffer.from(sizeBytes(this.written - this.segmentDataStart, 8)));
    return { durationMs: Math.round(this.endMs), sizeBytes: this.written, segments: this.segments };
  }
}
