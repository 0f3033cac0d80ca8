import { element, ID, idBytes, sizeBytes, uintElement } from './webm.ts';

const VIDEO = 1;
const AUDIO = 2;

function simpleBlock(track: number, relativeMs: number, keyframe: boolean, size = 40): Buffer {
  const head = Buffer.alloc(4);
  head[0] = 0x80 | track;
  head.writeInt16BE(relativeMs, 1);
  head[3] = keyframe ? 0x80 : 0;
  return element(ID.simpleBlock, Buffer.concat([head, Buffer.alloc(size, track)]));
}

/** An unknown-size element head, as MediaRecorder writes its Segment and Clusters. */
const openHead = (id: number) =>
  Buffer.from([...idBytes(id), 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);

/** A WebM's start as MediaRecorder writes it: EBML header, a Segment without a size, Info, Tracks. */
function fileStart(): Buffer {
  const header = element(
    ID.ebml,
    Buffer.concat([uintElement(0x4286, 1), uintElement(0x42f7, 1), element(ID.docType, Buffer.from('webm'))]),
  );
  const info = element(
    ID.info,
    Buffer.concat([uintElement(ID.timecodeScale, 1_000_000), element(ID.muxingApp, Buffer.from('test'))]),
  );
  const track = (n: number, type: number, codec: string) =>
    element(
      ID.trackEntry,
      Buffer.concat([
        uintElement(ID.trackNumber, n),
        uintElement(ID.trackType, type),
        element(0x86, Buffer.from(codec)),
      ]),
    );
  const tracks = element(ID.tracks, Buffer.concat([track(AUDIO, 2, 'A_OPUS'), track(VIDEO, 1, 'V_VP8')]));
  return Buffer.concat([header, openHead(ID.segment), info, tracks]);
}

/**
 * A WebM like MediaRecorder's: no sizes on Segment and Clusters, no Duration, no Cues. One
 * cluster a second of `seconds`, a video keyframe at each cluster's start, a frame each 100 ms
 * and an audio block each 20 ms.
 */
export const recordedWebm = (seconds: number, videoBlockBytes = 200): Buffer =>
  Buffer.concat([...recordedStream(seconds, videoBlockBytes)]);

/** `recordedWebm`'s bytes made as they are read: its start, then one cluster at a time. */
export function* recordedStream(seconds: number, videoBlockBytes: number): Generator<Buffer> {
  yield fileStart();
  for (let s = 0; s < seconds; s += 1) {
    const blocks: Buffer[] = [uintElement(ID.timecode, s * 1000)];
    for (let ms = 0; ms < 1000; ms += 20) {
      if (ms % 100 === 0) blocks.push(simpleBlock(VIDEO, ms, ms === 0, videoBlockBytes));
      blocks.push(simpleBlock(AUDIO, ms, true));
    }
    yield Buffer.concat([openHead(ID.cluster), ...blocks]);
  }
}

/**
 * A lesson of `parts` parts of 3 s as tiny as they come: one cluster a part (a video keyframe
 * and an audio block), the stream cut into parts at places of its own, not at the clusters.
 */
export function lessonParts(parts: number): Buffer[] {
  const clusters: Buffer[] = [];
  for (let i = 0; i < parts; i += 1) {
    const time = uintElement(ID.timecode, i * 3000);
    const blocks = [simpleBlock(VIDEO, 0, true, 8), simpleBlock(AUDIO, 2980, true, 4)];
    clusters.push(Buffer.concat([openHead(ID.cluster), time, ...blocks]));
  }
  return cut(Buffer.concat([fileStart(), ...clusters]), parts);
}

/** A head whose size field says `size` in 8 bytes, as an element can claim any size. */
const claimedHead = (id: number, size: number) => Buffer.from([...idBytes(id), ...sizeBytes(size, 8)]);

/** First parts that break the reader's bounds, each with the words its refusal names. */
export const craftedParts: { name: string; part: Buffer; problem: string }[] = [
  {
    name: 'a block claiming a terabyte',
    part: Buffer.concat([
      fileStart(),
      openHead(ID.cluster),
      uintElement(ID.timecode, 0),
      claimedHead(ID.simpleBlock, 2 ** 40),
      Buffer.alloc(64, 1),
    ]),
    problem: "an element's size (1099511627776 bytes) is larger than a part may be",
  },
  {
    name: 'a cluster time of 200 bytes',
    part: Buffer.concat([fileStart(), openHead(ID.cluster), element(ID.timecode, Buffer.alloc(200, 0xff))]),
    problem: "a cluster's time is longer than 8 bytes",
  },
  {
    name: 'a huge cluster time',
    part: Buffer.concat([
      fileStart(),
      openHead(ID.cluster),
      element(ID.timecode, Buffer.alloc(8, 0xff)),
      simpleBlock(VIDEO, 0, true),
    ]),
    problem: "a cluster's time (18446744073709552000 ms) is past the recording's length",
  },
  {
    name: 'a cluster time past 2^31 ms',
    part: Buffer.concat([
      fileStart(),
      openHead(ID.cluster),
      uintElement(ID.timecode, 2 ** 31 + 1000),
      simpleBlock(VIDEO, 0, true),
    ]),
    problem: "a cluster's time (2147484648 ms) is past the recording's length",
  },
];

/** The bytes cut into `n` parts at arbitrary places, as a recorder's timeslice cuts its stream. */
export function cut(bytes: Buffer, n: number): Buffer[] {
  const at = (i: number) => Math.floor((i * bytes.length) / n);
  return Array.from({ length: n }, (_, i) => bytes.subarray(at(i), at(i + 1)));
}
