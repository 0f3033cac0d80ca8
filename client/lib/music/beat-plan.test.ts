import { describe, expect, it } from 'vitest';
import { retime } from '../../../common/practice-tools.ts';
import { beatAt, type MetronomePlan, planBeats } from './beat-plan.ts';

const teentaal: MetronomePlan = { bpm: 120, anchorMs: 1_000, anchorBeat: 0, beats: 16, tala: 'teentaal' };

describe('beat plan', () => {
  it('lists the beats of a window with their place and sound', () => {
    const beats = planBeats(teentaal, 0, 9_000);
    expect(beats).toHaveLength(16);
    expect(beats[0]).toEqual({ beat: 0, serverMs: 1_000, place: 0, kind: 'sam' });
    expect(beats[8]).toEqual({ beat: 8, serverMs: 5_000, place: 8, kind: 'khali' });
    expect(beats.map((b) => b.kind).join(' ')).toBe(
      'sam beat beat beat tali beat beat beat khali beat beat beat tali beat beat beat',
    );
    // Windows that meet neither lose nor repeat a beat.
    const joined = [...planBeats(teentaal, 0, 3_250), ...planBeats(teentaal, 3_250, 9_000)];
    expect(joined.map((b) => b.beat)).toEqual(beats.map((b) => b.beat));
  });

  it('across a tempo change: the old beats up to the change, then the new tempo, the bar going on', () => {
    const changed = { ...teentaal, ...retime(teentaal, 60, 2_200) };
    expect(changed).toMatchObject({ bpm: 60, anchorMs: 2_500, anchorBeat: 3 });
    const before = planBeats(teentaal, 0, changed.anchorMs);
    const after = planBeats(changed, changed.anchorMs, 6_500);
    expect(before.map((b) => b.serverMs)).toEqual([1_000, 1_500, 2_000]);
    expect(after.map((b) => [b.beat, b.serverMs, b.kind])).toEqual([
      [3, 2_500, 'beat'],
      [4, 3_500, 'tali'],
      [5, 4_500, 'beat'],
      [6, 5_500, 'beat'],
    ]);
    // The bar wraps: beat 16 is sam again.
    expect(planBeats(changed, 15_500, 16_000)[0]).toMatchObject({ beat: 16, place: 0, kind: 'sam' });
  });

  it('knows the beat sounding at a moment', () => {
    expect(beatAt(teentaal, 999)).toBeNull();
    expect(beatAt(teentaal, 1_000)).toMatchObject({ beat: 0, kind: 'sam' });
    expect(beatAt(teentaal, 5_499)).toMatchObject({ beat: 8, place: 8, kind: 'khali' });
  });
});
