import { describe, expect, it } from 'vitest';
import { isValidTimeZone, schoolDate, schoolTime } from './school-time.ts';

describe('school time', () => {
  // 2026-11-22 20:00 UTC is already 2026-11-23 01:30 in India.
  const lateEvening = new Date('2026-11-22T20:00:00Z');

  it("gives the school's calendar day, not the server's", () => {
    expect(schoolDate('Asia/Kolkata', lateEvening)).toBe('2026-11-23');
    expect(schoolDate('UTC', lateEvening)).toBe('2026-11-22');
  });

  it("gives the school's wall-clock time", () => {
    expect(schoolTime('Asia/Kolkata', lateEvening)).toBe('01:30');
  });

  it('knows a real time zone from a typo', () => {
    expect(isValidTimeZone('Asia/Kolkata')).toBe(true);
    expect(isValidTimeZone('Asia/Kolkatta')).toBe(false);
  });
});
