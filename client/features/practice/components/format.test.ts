import { describe, expect, it } from 'vitest';
import { clockTime, practisedToday } from './format.ts';

describe('practice room formats', () => {
  it('shows a length as a clock', () => {
    expect(clockTime(0)).toBe('0:00');
    expect(clockTime(5_999)).toBe('0:05');
    expect(clockTime(12 * 60_000 + 30_000)).toBe('12:30');
    expect(clockTime(3_723_000)).toBe('1:02:03');
  });

  it("counts today's practice in whole minutes", () => {
    expect(practisedToday(119_999)).toBe('Practised today: 1 min');
    expect(practisedToday(120_000)).toBe('Practised today: 2 min');
  });
});
