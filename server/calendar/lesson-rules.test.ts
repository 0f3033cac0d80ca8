import { describe, expect, it } from 'vitest';
import { DEFAULT_LESSON_POLICY as policy } from '../../common/lesson-policy.ts';
import {
  freeTimes,
  GROUP_NO_RESCHEDULE,
  inTeachingHours,
  LESSON_CLOSED,
  REQUEST_PENDING,
  staffChange,
  studentCancel,
  studentReschedule,
  teachingHoursLabel,
} from './lesson-rules.ts';

// Every rule at its edges on a fixed clock: Monday 2 March 2026, 10:00 UTC.
const now = new Date('2026-03-02T10:00:00.000Z');
const MINUTE = 60_000;
const lessonIn = (
  minutes: number,
  state: Partial<{ started: boolean; completed: boolean; cancelled: boolean }> = {},
) => ({
  startsAt: new Date(now.getTime() + minutes * MINUTE),
  isStarted: state.started ?? false,
  isCompleted: state.completed ?? false,
  isCancelled: state.cancelled ?? false,
});
const hoursIn = (h: number, m = 0) => lessonIn(h * 60 + m);
const fresh = { requestsThisMonth: 0, hasPendingRequest: false };

describe('a student asks to reschedule', () => {
  it('with 24:00 of notice: allowed', () => {
    expect(studentReschedule(now, hoursIn(24), fresh, policy)).toEqual({ allowed: true, rule: null });
  });

  it('with 23:59 of notice: refused by the notice rule, saying they can still cancel', () => {
    expect(studentReschedule(now, hoursIn(23, 59), fresh, policy)).toEqual({
      allowed: false,
      rule: 'student-reschedule-notice',
      message:
        "Reschedule requests need 24 hours' notice; this lesson starts in less than 24 hours. You can still cancel this lesson.",
    });
  });

  it('the 2nd in a month is allowed, the 3rd refused by the monthly limit', () => {
    const second = studentReschedule(now, hoursIn(48), { ...fresh, requestsThisMonth: 1 }, policy);
    expect(second.allowed).toBe(true);
    expect(studentReschedule(now, hoursIn(48), { ...fresh, requestsThisMonth: 2 }, policy)).toEqual({
      allowed: false,
      rule: 'student-reschedules-per-month',
      message: 'You have used your 2 reschedules this month; you can still cancel this lesson.',
    });
  });

  it('for a place in a group lesson: refused, saying they can cancel their own place', () => {
    expect(studentReschedule(now, { ...hoursIn(72), groupClassId: 4 }, fresh, policy)).toEqual({
      allowed: false,
      rule: 'group-lesson',
      message: GROUP_NO_RESCHEDULE,
    });
    expect(GROUP_NO_RESCHEDULE).toContain('cancel your own place');
  });

  it("speaks the school's own figures", () => {
    const own = { ...policy, studentReschedulesPerMonth: 1, studentRescheduleNoticeHours: 48 };
    expect(studentReschedule(now, hoursIn(72), { ...fresh, requestsThisMonth: 1 }, own)).toMatchObject({
      message: 'You have used your 1 reschedule this month; you can still cancel this lesson.',
    });
    expect(studentReschedule(now, hoursIn(47), fresh, own)).toMatchObject({
      message:
        "Reschedule requests need 48 hours' notice; this lesson starts in less than 48 hours. You can still cancel this lesson.",
    });
  });

  it('one open request a lesson', () => {
    expect(studentReschedule(now, hoursIn(48), { ...fresh, hasPendingRequest: true }, policy)).toEqual({
      allowed: false,
      rule: 'request-pending',
      message: REQUEST_PENDING,
    });
  });

  it('never once the lesson started, ended, was cancelled or its start passed', () => {
    for (const lesson of [
      lessonIn(48 * 60, { started: true }),
      lessonIn(48 * 60, { completed: true }),
      lessonIn(48 * 60, { cancelled: true }),
      lessonIn(0),
      lessonIn(-30),
    ])
      expect(studentReschedule(now, lesson, fresh, policy)).toEqual({
        allowed: false,
        rule: 'lesson-closed',
        message: 'This lesson can no longer be changed.',
      });
  });
});

describe('a student cancels', () => {
  it('59 minutes before: the lesson counts as completed', () => {
    expect(studentCancel(now, lessonIn(59), policy)).toEqual({
      allowed: true,
      rule: 'student-late-cancel',
      countsAsCompleted: true,
    });
  });

  it('61 minutes (and exactly 60) before: a plain cancellation', () => {
    for (const minutes of [61, 60])
      expect(studentCancel(now, lessonIn(minutes), policy)).toEqual({
        allowed: true,
        rule: 'student-cancel',
        countsAsCompleted: false,
      });
  });

  it('a minute before the start still can; at the start no longer', () => {
    expect(studentCancel(now, lessonIn(1), policy).allowed).toBe(true);
    expect(studentCancel(now, lessonIn(0), policy)).toEqual({
      allowed: false,
      rule: 'lesson-closed',
      message: LESSON_CLOSED,
    });
  });
});

describe('a teacher cancels or moves', () => {
  const teacher = { role: 'teacher' } as const;
  const admin = { role: 'admin' } as const;
  const changes = (n: number) => ({ teacherChangesThisMonth: n });

  it('with 24 hours of notice: allowed, counted against the month', () => {
    expect(staffChange(now, hoursIn(24), changes(0), policy, teacher)).toEqual({
      allowed: true,
      rule: 'teacher-changes-per-month',
      cancelledBy: 'teacher',
      countsForTeacher: true,
    });
  });

  it('the 4th in a month is allowed, the 5th refused', () => {
    expect(staffChange(now, hoursIn(48), changes(3), policy, teacher).allowed).toBe(true);
    expect(staffChange(now, hoursIn(48), changes(4), policy, teacher)).toEqual({
      allowed: false,
      rule: 'teacher-changes-per-month',
      message:
        "You have used your 4 cancellations and reschedules this month; please ask the school's office to change this lesson.",
    });
  });

  it('at 23:59 and at 6:00 of notice: allowed as short notice', () => {
    for (const lesson of [hoursIn(23, 59), hoursIn(6)])
      expect(staffChange(now, lesson, changes(0), policy, teacher)).toMatchObject({
        allowed: true,
        rule: 'teacher-notice',
      });
  });

  it("at 5:59 of notice: refused, only the school's office can", () => {
    expect(staffChange(now, hoursIn(5, 59), changes(0), policy, teacher)).toEqual({
      allowed: false,
      rule: 'teacher-minimum-notice',
      message: "Lessons starting in less than 6 hours can only be changed by the school's office.",
    });
  });

  it("an admin is always allowed: the override under the minimum, the school's cancellation, not the teacher's month", () => {
    expect(staffChange(now, hoursIn(5, 59), changes(4), policy, admin)).toEqual({
      allowed: true,
      rule: 'admin-override',
      cancelledBy: 'school',
      countsForTeacher: false,
    });
    expect(staffChange(now, lessonIn(1), changes(0), policy, admin)).toMatchObject({
      allowed: true,
      rule: 'admin-override',
    });
    expect(staffChange(now, hoursIn(30), changes(9), policy, admin)).toEqual({
      allowed: true,
      rule: null,
      cancelledBy: 'school',
      countsForTeacher: false,
    });
  });

  it('nobody changes a lesson that has started', () => {
    for (const actor of [teacher, admin])
      expect(staffChange(now, lessonIn(48 * 60, { started: true }), changes(0), policy, actor)).toMatchObject(
        {
          allowed: false,
          message: LESSON_CLOSED,
        },
      );
  });
});

describe("the teacher's free hours", () => {
  const zone = 'Asia/Kolkata';

  it('a lesson lies inside Monday to Saturday, 09:00-21:00 on the school clock', () => {
    // Tue 3 Mar 2026 in India (UTC+5:30).
    expect(inTeachingHours(new Date('2026-03-03T03:30:00Z'), 60, policy, zone)).toBe(true); // 09:00
    expect(inTeachingHours(new Date('2026-03-03T03:29:00Z'), 60, policy, zone)).toBe(false); // 08:59
    expect(inTeachingHours(new Date('2026-03-03T14:30:00Z'), 60, policy, zone)).toBe(true); // 20:00-21:00
    expect(inTeachingHours(new Date('2026-03-03T14:31:00Z'), 60, policy, zone)).toBe(false); // ends 21:01
    expect(inTeachingHours(new Date('2026-03-08T05:30:00Z'), 60, policy, zone)).toBe(false); // Sunday
    expect(teachingHoursLabel(policy, zone)).toBe('Monday to Saturday, 09:00-21:00 India time');
  });

  it('free times: every half hour in the hours, in the future, clear of busy lessons', () => {
    const times = freeTimes({
      now: new Date('2026-03-07T14:00:00Z'), // Sat 19:30 India
      fromDate: '2026-03-07',
      days: 3, // Sat, Sun (no teaching), Mon
      durationMinutes: 60,
      busy: [{ startsAt: new Date('2026-03-09T04:30:00Z'), durationMinutes: 60 }], // Mon 10:00-11:00
      policy,
      zone,
    }).map((t) => t.toISOString());
    // Saturday: 19:30 has passed (not after now), 20:00 fits, 20:30 would end after 21:00.
    expect(times.slice(0, 2)).toEqual(['2026-03-07T14:30:00.000Z', '2026-03-09T03:30:00.000Z']);
    // Monday: 09:00 and then 11:00 (09:30, 10:00 and 10:30 overlap the busy lesson).
    expect(times[2]).toBe('2026-03-09T05:30:00.000Z');
    expect(times.at(-1)).toBe('2026-03-09T14:30:00.000Z'); // Mon 20:00
    expect(times).toHaveLength(1 + 20); // Saturday 20:00, Monday 09:00 to 20:00 less three
  });
});
