import { describe, expect, it } from 'vitest';
import { addDays, dayLabel, localToday, weekStart } from './week-days.ts';

describe('week days', () => {
  it('starts a week on its Monday, whatever the day', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-25')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // its Sunday
    expect(weekStart('2027-01-01')).toBe('2026-12-28');
  });

  it('moves by calendar days across months, years and clock changes', () => {
    expect(addDays('2026-11-23', -7)).toBe('2026-11-16');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-23', 7)).toBe('2026-03-30');
  });

  it("reads today on the browser's own calendar and labels days briefly", () => {
    expect(localToday(new Date(2026, 10, 5, 23, 59))).toBe('2026-11-05');
    expect(dayLabel('2026-11-23')).toBe('Mon 23 Nov');
  });
});
