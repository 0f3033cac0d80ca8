import { describe, expect, it } from 'vitest';
import {
  barPattern,
  beatTimeMs,
  droneStrings,
  firstBeatAtOrAfter,
  retime,
  saHz,
  TALA_IDS,
  TALAS,
  TONICS,
  validBar,
  validTempo,
} from './practice-tools.ts';

const cents = (a: number, b: number) => 1200 * Math.log2(a / b);

describe('tala presets', () => {
  it('have the right lengths, sam on 1 and khali where the tala has it', () => {
    const lengths = Object.fromEntries(TALA_IDS.map((id) => [id, TALAS[id].beats]));
    expect(lengths).toEqual({ teentaal: 16, ektaal: 12, jhaptaal: 10, rupak: 7, dadra: 6, keherwa: 8 });
    const marks = (id: (typeof TALA_IDS)[number], kind: string) =>
      barPattern(0, id).flatMap((k, i) => (k === kind ? [i + 1] : []));
    expect(marks('teentaal', 'sam')).toEqual([1]);
    expect(marks('teentaal', 'khali')).toEqual([9]);
    expect(marks('teentaal', 'tali')).toEqual([5, 13]);
    expect(marks('ektaal', 'khali')).toEqual([3, 7]);
    expect(marks('jhaptaal', 'khali')).toEqual([6]);
    expect(marks('jhaptaal', 'tali')).toEqual([3, 8]);
    expect(marks('rupak', 'sam')).toEqual([1]);
    expect(marks('rupak', 'khali')).toEqual([]);
    expect(marks('dadra', 'khali')).toEqual([4]);
    expect(marks('keherwa', 'khali')).toEqual([5]);
    for (const id of TALA_IDS) expect(barPattern(3, id)).toHaveLength(TALAS[id].beats);
  });

  it('a plain bar accents only its first beat', () => {
    expect(barPattern(4, null)).toEqual(['sam', 'beat', 'beat', 'beat']);
    expect(barPattern(1, null)).toEqual(['sam']);
  });
});

describe('tempo and bar', () => {
  it('take 30 to 300 beats a minute (rounded) and 1 to 16 beats a bar', () => {
    expect([30, 300, 120.4, 29, 301, Number.NaN].map(validTempo)).toEqual([30, 300, 120, null, null, null]);
    expect([1, 16, 0, 17, 4.5].map(validBar)).toEqual([1, 16, null, null, null]);
  });
});

describe('the shared time line', () => {
  const tl = { bpm: 120, anchorMs: 10_000, anchorBeat: 0 };

  it('places beats one period apart from the anchor', () => {
    expect([0, 1, 4].map((b) => beatTimeMs(tl, b))).toEqual([10_000, 10_500, 12_000]);
    expect(firstBeatAtOrAfter(tl, 0)).toBe(0);
    expect(firstBeatAtOrAfter(tl, 10_500)).toBe(1);
    expect(firstBeatAtOrAfter(tl, 10_501)).toBe(2);
  });

  it('a tempo change keeps the next beat in place and its number, then runs at the new tempo', () => {
    const faster = retime(tl, 240, 11_100);
    expect(faster).toEqual({ bpm: 240, anchorMs: 11_500, anchorBeat: 3 });
    expect([3, 4, 8].map((b) => beatTimeMs(faster, b))).toEqual([11_500, 11_750, 12_750]);
    // A change exactly on a beat takes that beat.
    expect(retime(tl, 60, 11_000)).toEqual({ bpm: 60, anchorMs: 11_000, anchorBeat: 2 });
    // Before the first beat: the first beat stays.
    expect(retime(tl, 90, 9_000)).toEqual({ bpm: 90, anchorMs: 10_000, anchorBeat: 0 });
  });
});

describe('drone tuning', () => {
  it('puts Sa in the octave from C3, A at 220 Hz, twelve equal steps', () => {
    expect(saHz('A', 0)).toBeCloseTo(220, 6);
    expect(saHz('C', 0)).toBeCloseTo(130.813, 2);
    expect(saHz('B', 0)).toBeCloseTo(246.942, 2);
    for (let i = 1; i < TONICS.length; i++) {
      const [a, b] = [TONICS[i - 1], TONICS[i]] as [(typeof TONICS)[number], (typeof TONICS)[number]];
      expect(cents(saHz(b, 0), saHz(a, 0))).toBeCloseTo(100, 6);
    }
  });

  it('fine tunes by plus or minus 50 cents', () => {
    expect(cents(saHz('D', 50), saHz('D', 0))).toBeCloseTo(50, 6);
    expect(cents(saHz('D', -50), saHz('D', 0))).toBeCloseTo(-50, 6);
  });

  it('tunes the first string to Pa, Ma or Ni below Sa, then Sa, Sa and the low Sa', () => {
    const sa = saHz('C#', 0);
    const [pa, s1, s2, low] = droneStrings('C#', 0, 'Pa');
    expect(cents(pa as number, sa)).toBeCloseTo(-500, 6);
    expect([s1, s2]).toEqual([sa, sa]);
    expect(low).toBeCloseTo(sa / 2, 9);
    expect(cents(droneStrings('C#', 0, 'Ma')[0] as number, sa)).toBeCloseTo(-700, 6);
    expect(cents(droneStrings('C#', 0, 'Ni')[0] as number, sa)).toBeCloseTo(-100, 6);
  });
});
