import { describe, expect, it } from 'vitest';
import { ageOn, isChildOn } from './age-rules.ts';
import { schoolDate } from './school-time.ts';

describe('the families’ age rules, on the school’s date', () => {
  it('turns 13 on the thirteenth birthday, not the day before', () => {
    expect(ageOn('2013-03-03', '2026-03-02')).toBe(12);
    expect(ageOn('2013-03-03', '2026-03-03')).toBe(13);
    // Born on 29 February: 13 once 1 March has come in a year without one.
    expect(ageOn('2012-02-29', '2025-02-28')).toBe(12);
    expect(ageOn('2012-02-29', '2025-03-01')).toBe(13);
  });

  it('is a child until the eighteenth birthday, an adult from it', () => {
    expect(isChildOn('2008-03-03', false, '2026-03-02')).toBe(true);
    expect(isChildOn('2008-03-03', false, '2026-03-03')).toBe(false);
    // The date of birth decides, whether or not a guardian is still linked.
    expect(isChildOn('2008-03-03', true, '2026-03-03')).toBe(false);
    expect(isChildOn('2019-06-01', false, '2026-03-03')).toBe(true);
  });

  it('counts by the school’s day: the birthday has come in India while London is still on the day before', () => {
    const instant = new Date('2026-03-02T20:00:00Z'); // 01:30 on 3 March in India
    expect(isChildOn('2008-03-03', false, schoolDate('Asia/Kolkata', instant))).toBe(false);
    expect(isChildOn('2008-03-03', false, schoolDate('Europe/London', instant))).toBe(true);
  });

  it('without a date of birth, is a child when a guardian is linked and an adult otherwise', () => {
    expect(isChildOn(null, true, '2026-03-03')).toBe(true);
    expect(isChildOn(null, false, '2026-03-03')).toBe(false);
  });
});
