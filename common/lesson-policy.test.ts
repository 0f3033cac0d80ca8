import { describe, expect, it } from 'vitest';
import {
  calendarReach,
  DEFAULT_LESSON_POLICY,
  lessonPolicySchema,
  policyWords,
  seriesTooLong,
} from './lesson-policy.ts';

describe('the lesson policy', () => {
  it('has the figures of the student terms and the teacher policy by default', () => {
    expect(lessonPolicySchema.parse(DEFAULT_LESSON_POLICY)).toEqual(DEFAULT_LESSON_POLICY);
    expect(policyWords(DEFAULT_LESSON_POLICY)).toEqual({
      studentReschedule:
        "Reschedule requests need 24 hours' notice, at most 2 times a month. Your teacher accepts one of the times you propose or declines.",
      studentCancel: 'A lesson cancelled less than 1 hour before it starts counts as completed.',
      lateJoin: 'Joining more than 20 minutes late marks the lesson late.',
      teacherChange:
        "Teachers may cancel or reschedule at most 4 lessons a month, with 24 hours' notice (6 hours at the least). A lesson cancelled by the teacher or the school is owed as a make-up.",
    });
  });

  it("says a school's own figures in the same words", () => {
    const words = policyWords({
      ...DEFAULT_LESSON_POLICY,
      studentRescheduleNoticeHours: 1,
      studentReschedulesPerMonth: 1,
      studentLateCancelMinutes: 90,
    });
    expect(words.studentReschedule).toContain("need 1 hour's notice, at most once a month");
    expect(words.studentCancel).toBe(
      'A lesson cancelled less than 90 minutes before it starts counts as completed.',
    );
  });

  it('reaches a year back and two years ahead, and lets a series last two years', () => {
    const now = new Date('2026-12-01T21:00:00Z');
    expect(calendarReach(now)).toEqual({
      firstDay: '2025-11-30',
      lastDay: '2028-12-01',
      latest: new Date('2028-12-01T21:00:00Z'),
    });
    expect(seriesTooLong('2026-03-03', '2028-03-03')).toBe(false);
    expect(seriesTooLong('2026-03-03', '2028-03-04')).toBe(true);
    expect(seriesTooLong('1026-03-03', '2026-03-03')).toBe(true);
  });
});
