import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePracticeAudio } from '../../test/fake-practice-audio.ts';
import { RoomTools } from './room-tools.ts';

/** Web Audio's context time follows the fake clock from 0; clicks and plucks are recorded. */
function setup() {
  const start = Date.now();
  const { audio, clicks, plucks, createAudio } = fakePracticeAudio(() => (Date.now() - start) / 1000);
  const tools = new RoomTools({ createAudio });
  tools.start();
  return { tools, clicks, plucks, audio };
}

const gaps = (xs: { at: number }[]) =>
  xs.slice(1).map((x, i) => +(x.at - (xs[i] as { at: number }).at).toFixed(6));

describe('the practice room tools', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('plays Teentaal at 80 on the audio clock: sam, claps and khali in their places', () => {
    const { tools, clicks } = setup();
    tools.setMetronome({ on: true, bpm: 80, tala: 'teentaal' });
    vi.advanceTimersByTime(12_000);
    expect(clicks[0]?.at).toBeCloseTo(0.1, 6);
    expect(new Set(gaps(clicks.slice(0, 16)))).toEqual(new Set([0.75]));
    expect(clicks.slice(0, 16).map((c) => c.kind)).toEqual([
      'sam',
      ...['beat', 'beat', 'beat', 'tali'],
      ...['beat', 'beat', 'beat', 'khali'],
      ...['beat', 'beat', 'beat', 'tali'],
      ...['beat', 'beat', 'beat'],
    ]);
    expect(tools.getSnapshot().metronome).toEqual({ on: true, bpm: 80, tala: 'teentaal', beats: 16 });
  });

  it('counts on through a tempo change: no beat twice or moved, the new tempo from the next one', () => {
    const { tools, clicks } = setup();
    tools.setMetronome({ on: true, bpm: 120, tala: null, beats: 4 });
    vi.advanceTimersByTime(2_000);
    const before = clicks.length;
    tools.setMetronome({ bpm: 60 });
    vi.advanceTimersByTime(5_000);
    const all = gaps(clicks);
    expect(all.slice(0, before - 1).every((g) => g === 0.5)).toBe(true);
    expect(all.slice(before).every((g) => g === 1)).toBe(true);
    expect(clicks.every((c) => c.stop.mock.calls.length === 0)).toBe(true);
  });

  it('starts a new tala on its sam; Stop takes back the clicks still to come', () => {
    const { tools, clicks, audio } = setup();
    tools.setMetronome({ on: true, bpm: 120, tala: 'teentaal' });
    vi.advanceTimersByTime(1_000);
    tools.setMetronome({ tala: 'dadra' });
    const firstDadra = clicks.length;
    vi.advanceTimersByTime(1_000);
    expect(clicks[firstDadra]?.kind).toBe('sam');
    expect(tools.getSnapshot().metronome.beats).toBe(6);
    tools.setMetronome({ on: false });
    const taken = clicks.filter((c) => c.stop.mock.calls.length > 0);
    expect(taken.length).toBeGreaterThan(0);
    expect(taken.every((c) => c.at >= audio.ctx.currentTime)).toBe(true);
    const after = clicks.length;
    vi.advanceTimersByTime(3_000);
    expect(clicks.length).toBe(after);
  });

  it('keeps every beat in a background tab whose timer runs once a second', () => {
    const { tools, clicks } = setup();
    tools.setMetronome({ on: true, bpm: 240, tala: null, beats: 4 });
    vi.advanceTimersByTime(500);
    tools.setHidden(true);
    // A hidden tab: the browser runs the page's interval about once a second.
    vi.clearAllTimers();
    for (let s = 0; s < 20; s++) {
      vi.advanceTimersByTime(1_000);
      (tools as unknown as { tick(): void }).tick();
    }
    const heard = clicks.filter((c) => c.at < 19);
    expect(new Set(gaps(heard))).toEqual(new Set([0.25]));
    expect(heard.length).toBe(76);
  });

  it("plucks the drone's strings in turn, and the metronome's clicks beside it", () => {
    const { tools, plucks, clicks } = setup();
    tools.setDrone({ on: true, tonic: 'A', firstString: 'Pa' });
    vi.advanceTimersByTime(4_000);
    expect(plucks.slice(0, 5).map((p) => Math.round(p.hz))).toEqual([165, 220, 220, 110, 165]);
    expect(clicks).toEqual([]);
    tools.setDrone({ on: false });
    const n = plucks.length;
    vi.advanceTimersByTime(4_000);
    expect(plucks.length).toBe(n);
  });
});
