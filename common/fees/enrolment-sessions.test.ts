import { describe, expect, it } from 'vitest';
import {
  countSessions,
  hasExpired,
  isValidOn,
  renewalDue,
  sessionsFree,
  sessionsLeft,
  validUntilOf,
} from './enrolment-sessions.ts';

const held = { isCompleted: true, isCancelled: false };
const booked = { isCompleted: false, isCancelled: false };
const cancelled = { isCompleted: false, isCancelled: true };
const rule = { renewalSessionsLeft: 2, renewalDaysLeft: 14 };

describe("an enrolment's sessions", () => {
  it('counts held, late-cancelled and missed lessons, never those cancelled in time or by the teacher', () => {
    // The calendar marks a late cancellation and a no-show completed; a teacher's, school's or a
    // student's timely cancellation is cancelled.
    const c = countSessions(24, [held, held, held, cancelled, cancelled, booked, booked]);
    expect(c).toEqual({ sessions: 24, used: 3, booked: 2 });
    expect(sessionsLeft(c)).toBe(21);
    expect(sessionsFree(c)).toBe(19);
    expect(sessionsFree(countSessions(2, [held, booked, booked]))).toBe(0);
  });

  it('is valid from its first day to its last, and expires the day after', () => {
    expect(validUntilOf('2026-09-15', 6)).toBe('2027-03-14');
    expect(validUntilOf('2026-08-31', 6)).toBe('2027-02-27');
    const e = { validFrom: '2026-09-15', validUntil: '2027-03-14' };
    expect(isValidOn(e, '2026-09-14')).toBe(false);
    expect(isValidOn(e, '2026-09-15')).toBe(true);
    expect(isValidOn(e, '2027-03-14')).toBe(true);
    expect(hasExpired(e, '2027-03-14')).toBe(false);
    expect(hasExpired(e, '2027-03-15')).toBe(true);
  });

  it('offers a renewal at 2 sessions left or within 14 days of the end, never after it', () => {
    const e = { validUntil: '2027-03-14' };
    const three = countSessions(24, Array(21).fill(held));
    const two = countSessions(24, Array(22).fill(held));
    expect(renewalDue(e, three, '2027-01-01', rule)).toBe(false);
    expect(renewalDue(e, two, '2027-01-01', rule)).toBe(true);
    expect(renewalDue(e, three, '2027-02-27', rule)).toBe(false); // 15 days left
    expect(renewalDue(e, three, '2027-02-28', rule)).toBe(true); // 14 days left
    expect(renewalDue(e, two, '2027-03-15', rule)).toBe(false);
  });
});
