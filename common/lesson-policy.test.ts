import { describe, expect, it } from 'vitest';
import { DEFAULT_LESSON_POLICY, lessonPolicySchema, policyWords } from './lesson-policy.ts';

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
});
