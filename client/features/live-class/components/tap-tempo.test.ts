import { describe, expect, it } from 'vitest';
import { TapTempo } from './tap-tempo.ts';

describe('tap tempo', () => {
  it('averages the recent taps, within 30 to 300', () => {
    const t = new TapTempo();
    expect(t.tap(0)).toBeNull();
    expect(t.tap(500)).toBe(120);
    expect(t.tap(1_010)).toBe(119);
    expect(t.tap(1_500)).toBe(120);
    const fast = new TapTempo();
    fast.tap(0);
    expect(fast.tap(100)).toBe(300);
  });

  it('starts again after a long pause', () => {
    const t = new TapTempo();
    t.tap(0);
    t.tap(1_000);
    expect(t.tap(10_000)).toBeNull();
    expect(t.tap(10_400)).toBe(150);
  });
});
