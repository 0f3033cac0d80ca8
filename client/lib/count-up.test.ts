import { describe, expect, it } from 'vitest';
import { countUpValue, easeOut } from './count-up.ts';

describe('countUpValue', () => {
  it('starts at 0 and ends exactly on the target', () => {
    expect(countUpValue(2700, -5, 2000)).toBe(0);
    expect(countUpValue(2700, 0, 2000)).toBe(0);
    expect(countUpValue(2700, 2000, 2000)).toBe(2700);
    expect(countUpValue(2700, 9000, 2000)).toBe(2700);
  });

  it('climbs in whole numbers without passing the target', () => {
    let last = 0;
    for (let t = 0; t <= 2000; t += 50) {
      const v = countUpValue(100, t, 2000);
      expect(Number.isInteger(v)).toBe(true);
      expect(v).toBeGreaterThanOrEqual(last);
      expect(v).toBeLessThanOrEqual(100);
      last = v;
    }
  });

  it('shows the target at once when there is no duration (reduced motion)', () => {
    expect(countUpValue(35, 1, 0)).toBe(35);
  });

  it('eases out', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
  });
});
