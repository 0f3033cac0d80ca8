import { describe, expect, it } from 'vitest';
import { PitchFeed } from './pitch-feed.ts';
import { PitchTrace, TRACE_MS } from './pitch-trace.ts';
import { type Scale, SWARA_SCALES, scaleSteps, WESTERN_SCALES } from './scales.ts';

describe('PitchTrace', () => {
  it('keeps the last 15 s, drops late readings, and knows a fresh current pitch', () => {
    const trace = new PitchTrace();
    for (let at = 0; at <= 20_000; at += 1_000) trace.add({ at, hz: 220 });
    trace.add({ at: 19_500, hz: 330 });
    const points = trace.since(20_000);
    expect(points[0]?.at).toBe(20_000 - TRACE_MS);
    expect(points.at(-1)).toEqual({ at: 20_000, hz: 220 });
    expect(trace.current(20_100)).toBe(220);
    expect(trace.current(21_000)).toBeNull();
    trace.add({ at: 20_050, hz: null });
    expect(trace.current(20_060)).toBeNull();
  });
});

describe('PitchFeed', () => {
  it('changes its text pitch at most four times a second', () => {
    const feed = new PitchFeed(() => 0);
    const seen: (number | null)[] = [];
    feed.subscribe(() => seen.push(feed.getSnapshot().hz));
    for (let at = 0; at < 1_000; at += 20) feed.push(200 + at, at);
    expect(seen).toEqual([200, 460, 720, 980]);
    expect(feed.trace.since(1_000)).toHaveLength(50);
  });

  it('expires a pitch that nothing followed for half a second', () => {
    const feed = new PitchFeed(() => 0);
    feed.push(220, 0);
    feed.expire(400);
    expect(feed.getSnapshot().hz).toBe(220);
    feed.expire(600);
    expect(feed.getSnapshot().hz).toBeNull();
    expect(feed.trace.since(600).at(-1)).toEqual({ at: 600, hz: null });
    feed.expire(2_000); // nothing more to say
    expect(feed.trace.since(2_000)).toHaveLength(2);
  });

  it('shows a stop (no pitch) at once, and the next pitch after it', () => {
    const feed = new PitchFeed(() => 0);
    feed.push(220, 0);
    feed.push(null, 30);
    expect(feed.getSnapshot().hz).toBeNull();
    feed.push(330, 60);
    expect(feed.getSnapshot().hz).toBe(330);
  });
});

describe('scaleSteps', () => {
  it('lays a thaat over Sa, across octaves', () => {
    const bhairavi = SWARA_SCALES.find((s) => s.id === 'bhairavi');
    expect(scaleSteps(bhairavi as Scale, 0, -5, 12)).toEqual([-5, -4, -2, 0, 1, 3, 5, 7, 8, 10, 12]);
  });

  it('lays a Western major scale on the drone’s key (D: steps from C4)', () => {
    const major = WESTERN_SCALES.find((s) => s.id === 'major');
    expect(scaleSteps(major as Scale, 2, 0, 12)).toEqual([1, 2, 4, 6, 7, 9, 11]);
  });
});
