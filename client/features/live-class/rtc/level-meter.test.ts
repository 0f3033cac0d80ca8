import { afterEach, describe, expect, it, vi } from 'vitest';
import { levelOf, type MeterContext, type MeterPage, peakLevelOf, watchLevel } from './level-meter.ts';

const node = () => ({ connect: () => {}, disconnect: () => {} });
/** The page's side: a stand-in stream for the track (the fake context ignores it). */
const page: MeterPage = { streamOf: () => ({}) as MediaStream };

/** A context whose analyser hands out the windows given, one per read (then silence). */
function meterContext(windows: ((buf: Float32Array) => void)[]) {
  const resumed: number[] = [];
  const ctx = {
    createMediaStreamSource: () => node(),
    createAnalyser: () => ({
      ...node(),
      fftSize: 0,
      getFloatTimeDomainData: (buf: Float32Array) => (windows.shift() ?? ((b) => b.fill(0)))(buf),
    }),
    resume: async () => void resumed.push(1),
    close: async () => {},
  } as unknown as MeterContext;
  return { ctx, resumed };
}

/** A 20 ms beep (Chromium's fake microphone) at -6 dBFS somewhere in a silent window. */
const beepAt = (start: number) => (buf: Float32Array) => {
  buf.fill(0);
  buf.fill(0.5, start, start + 960);
};

afterEach(() => vi.useRealTimers());

describe('level meter', () => {
  it('reads silence as empty and full scale as full', () => {
    expect(levelOf(new Float32Array(512))).toBe(0);
    expect(levelOf(new Float32Array(512).fill(1))).toBe(1);
    expect(levelOf(new Float32Array(512).fill(0.0005))).toBe(0);
  });

  it('counts a short sound in a long window as loud as it was, not averaged away', () => {
    const window = new Float32Array(8192);
    beepAt(6000)(window);
    expect(levelOf(window)).toBeLessThan(0.75);
    expect(peakLevelOf(window)).toBeCloseTo(0.9, 1);
  });

  it('rises at once, falls slowly, and empties after silence', () => {
    vi.useFakeTimers();
    const { ctx } = meterContext([beepAt(100)]);
    const levels: number[] = [];
    const stop = watchLevel(ctx, {} as MediaStreamTrack, (l) => levels.push(l), page);
    vi.advanceTimersByTime(100 * 25);
    stop();
    expect(levels[0]).toBeCloseTo(0.9, 1);
    // Still shown a few reads later, lower each time, then empty; the stop empties it too.
    expect(levels[3]).toBeGreaterThan(0.4);
    expect(levels[3]).toBeLessThan(levels[2] as number);
    expect(levels[24]).toBe(0);
    expect(levels.at(-1)).toBe(0);
  });

  it('resumes a suspended context on the first click or key press', () => {
    const { ctx, resumed } = meterContext([]);
    const stop = watchLevel(ctx, {} as MediaStreamTrack, () => {}, { ...page, gestures: globalThis });
    expect(resumed).toHaveLength(1);
    globalThis.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(resumed).toHaveLength(2);
    stop();
  });
});
