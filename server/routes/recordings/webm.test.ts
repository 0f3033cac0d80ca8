import { describe, expect, it } from 'vitest';
import { children, element, ID, readElement, readFloat, readUint, startsWebm, WebmError } from './webm.ts';
import { craftedParts, cut, recordedWebm } from './webm-fixtures.ts';
import { WebmJoiner } from './webm-joiner.ts';

/** Joins segments, each given as its parts; the joined line may be `maxTimeMs` long. */
async function join(segments: Buffer[][], maxTimeMs = 3_600_000) {
  let out = Buffer.alloc(0);
  const joiner = new WebmJoiner(
    {
      async write(b) {
        out = Buffer.concat([out, b]);
      },
      async patch(at, b) {
        Buffer.from(b).copy(out, at);
      },
    },
    { maxTimeMs, maxElementBytes: 1024 * 1024 },
  );
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
    const { out, result } = await join([cut(recordedWebm(3), 4), [recordedWebm(2)]]);
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
    const { out } = await join([parts.slice(0, 5), [Buffer.from('not a recording')], [recordedWebm(1)]]);
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

/** `recordedWebm(1)` with its first cluster's children replaced by `kids`. */
function withFirstCluster(kids: Buffer[], clusterSize?: number): Buffer {
  const file = recordedWebm(1);
  const at = file.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
  const body = Buffer.concat(kids);
  const head =
    clusterSize === undefined ? file.subarray(at, at + 12) : element(ID.cluster, []).subarray(0, 4);
  const size = clusterSize === undefined ? [] : [Buffer.from([0x80 | clusterSize])];
  return Buffer.concat([file.subarray(0, at), head, ...size, body]);
}

describe('reading recorded bytes within bounds', () => {
  it.each(craftedParts)('refuses $name, naming the problem', async ({ part, problem }) => {
    const joined = join([cut(part, 3)], 61_000);
    await expect(joined).rejects.toThrow(WebmError);
    await expect(joined).rejects.toThrow(problem);
  });

  it('refuses a block before the start and an element running past its cluster', async () => {
    const time = Buffer.from([0xe7, 0x81, 0x00]);
    const block = (relative: number) => {
      const head = Buffer.from([0x81, 0, 0, 0x80]);
      head.writeInt16BE(relative, 1);
      return element(ID.simpleBlock, Buffer.concat([head, Buffer.alloc(20)]));
    };
    await expect(join([[withFirstCluster([time, block(-40)])]])).rejects.toThrow(
      "a block's time (-40 ms) is before the recording's start",
    );
    await expect(join([[withFirstCluster([time, block(0)], 10)]])).rejects.toThrow(
      'an element runs past the end of its cluster',
    );
  });

  it("keeps the joined time line within the recording's real length", async () => {
    // Each segment alone fits in 5 s; one after the other they pass it.
    await expect(join([[recordedWebm(3)], [recordedWebm(3)]], 5_000)).rejects.toThrow(
      "a block's end (5020 ms) is past the recording's length (5000 ms at most)",
    );
  });
});
