import { describe, expect, it } from 'vitest';
import { TUNINGS, tune, tunerChoices } from './tuner.ts';

describe('tune', () => {
  it('names the nearest guitar string and the cents off it', () => {
    expect(tune(110, TUNINGS.guitar.strings)).toMatchObject({ note: 'A2', string: { name: 'A2' } });
    const flatLowE = tune(80, TUNINGS.guitar.strings);
    expect(flatLowE.string?.name).toBe('E2');
    expect(flatLowE.stringCents).toBeCloseTo(-51.4, 0);
    // Between D3 and G3, nearer G3.
    expect(tune(180, TUNINGS.guitar.strings).string?.name).toBe('G3');
    expect(tune(165, TUNINGS.guitar.strings).string?.name).toBe('D3');
  });

  it('knows the violin strings', () => {
    const a = tune(442, TUNINGS.violin.strings);
    expect(a).toMatchObject({ note: 'A4', string: { name: 'A4' } });
    expect(a.stringCents).toBeCloseTo(7.85, 1);
    expect(tune(640, TUNINGS.violin.strings).string?.name).toBe('E5');
    expect(tune(150, TUNINGS.violin.strings).string?.name).toBe('G3');
  });

  it('gives the voice the nearest note and no string', () => {
    const r = tune(261.63 * 2 ** (10 / 1200), TUNINGS.voice.strings);
    expect(r).toMatchObject({ note: 'C4', string: null, stringCents: null });
    expect(r.cents).toBeCloseTo(10, 0);
  });

  it('offers the school’s own tunings after the standard ones, named with their course, their strings in Hz', () => {
    const choices = tunerChoices([
      { course: 'violin', courseLabel: 'Violin', label: 'Carnatic', strings: ['D3', 'A3', 'D4', 'A4'] },
    ]);
    expect(choices.map((c) => c.label)).toEqual(['Guitar', 'Violin', 'Voice', 'Carnatic · Violin']);
    const carnatic = choices[3]?.strings ?? [];
    expect(carnatic.map((x) => Math.round(x.hz))).toEqual([147, 220, 294, 440]);
    // A3 is a string here, not on the standard violin.
    expect(tune(219, carnatic)).toMatchObject({ note: 'A3', string: { name: 'A3' } });
    expect(tune(219, TUNINGS.violin.strings).string?.name).toBe('G3');
  });
});
