import { describe, expect, it } from 'vitest';
import { children, ID, readElement, readFloat, readUint, startsWebm, WebmJoiner } from './webm.ts';
import { cut, recordedWebm } from './webm-fixtures.ts';

async function join(segments: Buffer[]) {
  let out = Buffer.alloc(0);
  const joiner = new WebmJoiner({
    async write(b) {
      out = Buffer.concat([out, b]);
    },
    async patch(at, b) {
      Buffer.from(b).copy(out, at);
    },
  });
  for (const s of segments) await joiner.add(s);
  const result = await joiner.finish();
  return { out, result };
}

function inspect(file: Buffer) {
  const header = readElement(file, 0);
  const segment = readElement(file, header?.end ?? 0);
  if (!segment || segment.unknownSize) throw new Error('no sized segment');
  const top = children(file, segment.dataStart, segment.end);
  const info = top.find((e) => e.id === ID.info);
  const durationEl = info && children(file, info.dataStart, info.end).find((e) => e.id === ID.duration);
  const clusters = top.filter((e) => e.id === ID.cluster);
  const times = clusters.map((c) => {
    const t = children(file, c.dataStart, c.end).find((e) => e.id === ID.timecode);
    return t ? readUint(file, t) : -1;
  });
  const cues = top.find((e) => e.id === ID.cues);
  const cuePoints = cues ? children(file, cues.dataStart, cues.end) : [];
  const seekHead = top.find((e) => e.id === ID.seekHead);
  return {
    segmentEnd: segment.end,
    duration: durationEl ? readFloat(file, durationEl) : null,
    times,
    clusters,
    cuePoints,
    seekHead,
    segmentDataStart: segment.dataStart,
    cues,
  };
}

describe('joining MediaRecorder WebM segments', () => {
  it('gives one recording sizes, a duration, one time line and cues at each keyframe cluster', async () => {
    const { out, result } = await join([recordedWebm(3), recordedWebm(2)]);
    const file = inspect(out);
    expect(startsWebm(out)).toBe(true);
    expect(file.segmentEnd).toBe(out.length);
    expect(result.segments).toBe(2);
    // 3 s (last block at 2980 ms + 20) then 2 s more on the same time line.
    expect(file.duration).toBe(5000);
    expect(result.durationMs).toBe(5000);
    expect(file.times).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(file.cuePoints).toHaveLength(5);
    // Each cue points at its cluster (positions relative to the Segment's data).
    const positions = file.cuePoints.map((p) => {
      const tp = children(out, p.dataStart, p.end).find((e) => e.id === ID.cueTrackPositions);
      const pos = tp && children(out, tp.dataStart, tp.end).find((e) => e.id === ID.cueClusterPosition);
      return pos ? readUint(out, pos) : -1;
    });
    expect(positions).toEqual(file.clusters.map((c) => c.start - file.segmentDataStart));
    // The SeekHead names the Cues where they are.
    const seeks = file.seekHead ? children(out, file.seekHead.dataStart, file.seekHead.end) : [];
    const cueSeek = seeks.at(-1);
    const position =
      cueSeek && children(out, cueSeek.dataStart, cueSeek.end).find((e) => e.id === ID.seekPosition);
    expect(position && readUint(out, position)).toBe((file.cues?.start ?? 0) - file.segmentDataStart);
  });

  it('keeps the whole clusters of a segment cut off mid-part and skips what is not WebM', async () => {
    const whole = recordedWebm(4);
    const parts = cut(whole, 7);
    const cutOff = Buffer.concat(parts.slice(0, 5));
    const { out } = await join([cutOff, Buffer.from('not a recording'), recordedWebm(1)]);
    const file = inspect(out);
    // The cut-off segment keeps its whole clusters and the whole blocks of its last one; the
    // next segment goes on where its last block ended.
    expect(file.times.slice(0, 3)).toEqual([0, 1000, 2000]);
    expect(file.times).toHaveLength(4);
    const cutEnd = file.times[3] ?? 0;
    expect(cutEnd).toBeGreaterThan(2000);
    expect(cutEnd).toBeLessThan(3000);
    expect(file.duration).toBe(cutEnd + 1000);
  });
});
