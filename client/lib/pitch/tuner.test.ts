import { describe, expect, it } from 'vitest';
import { tune } from './tuner.ts';

describe('tune', () => {
  it('names the nearest guitar string and the cents off it', () => {
    expect(tune(110, 'guitar')).toMatchObject({ note: 'A2', string: { name: 'A2' } });
    const flatLowE = tune(80, 'guitar');
    expect(flatLowE.string?.name).toBe('E2');
    expect(flatLowE.stringCents).toBeCloseTo(-51.4, 0);
    // Between D3 and G3, nearer G3.
    expect(tune(180, 'guitar').string?.name).toBe('G3');
    expect(tune(165, 'guitar').string?.name).toBe('D3');
  });

  it('knows the violin strings', () => {
    const a = tune(442, 'violin');
    expect(a).toMatchObject({ note: 'A4', string: { name: 'A4' } });
    expect(a.stringCents).toBeCloseTo(7.85, 1);
    expect(tune(640, 'violin').string?.name).toBe('E5');
    expect(tune(150, 'violin').string?.name).toBe('G3');
  });

  it('gives the voice the nearest note and no string', () => {
    const r = tune(261.63 * 2 ** (10 / 1200), 'voice');
    expect(r).toMatchObject({ note: 'C4', string: null, stringCents: null });
    expect(r.cents).toBeCloseTo(10, 0);
  });
});
