import { element, floatElement, ID, uintElement } from './webm.ts';

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
const openHead = (id: number) => {
  const bytes: number[] = [];
  for (let v = id; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
  return Buffer.from([...bytes, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
};

/**
 * A WebM like MediaRecorder's: no sizes on Segment and Clusters, no Duration, no Cues. One
 * cluster a second of `seconds`, a video keyframe at each cluster's start, a frame each 100 ms
 * and an audio block each 20 ms.
 */
export function recordedWebm(seconds: number, videoBlockBytes = 200): Buffer {
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
  const clusters: Buffer[] = [];
  for (let s = 0; s < seconds; s += 1) {
    const blocks: Buffer[] = [uintElement(ID.timecode, s * 1000)];
    for (let ms = 0; ms < 1000; ms += 20) {
      if (ms % 100 === 0) blocks.push(simpleBlock(VIDEO, ms, ms === 0, videoBlockBytes));
      blocks.push(simpleBlock(AUDIO, ms, true));
    }
    clusters.push(Buffer.concat([openHead(ID.cluster), ...blocks]));
  }
  return Buffer.concat([header, openHead(ID.segment), info, tracks, ...clusters]);
}

/** The bytes cut into `n` parts at arbitrary places, as a recorder's timeslice cuts its stream. */
export function cut(bytes: Buffer, n: number): Buffer[] {
  const parts: Buffer[] = [];
  const size = Math.ceil(bytes.length / n);
  for (let i = 0; i < bytes.length; i += size) parts.push(bytes.subarray(i, i + size));
  return parts;
}

export { floatElement };
