import { describe, expect, it } from 'vitest';
import { lessonMarks, lessonState } from './lesson-state.ts';

const plain = { cancelledBy: null, countedReason: null } as const;

describe('lessonState', () => {
  it('names who cancelled, or just Cancelled when nobody is recorded', () => {
    expect(lessonState({ ...plain, status: 'cancelled', cancelledBy: 'teacher' }).text).toBe(
      'Cancelled by the teacher',
    );
    expect(lessonState({ ...plain, status: 'cancelled', cancelledBy: 'student' }).text).toBe(
      'Cancelled by the student',
    );
    expect(lessonState({ ...plain, status: 'cancelled', cancelledBy: 'school' }).text).toBe(
      'Cancelled by the school',
    );
    expect(lessonState({ ...plain, status: 'cancelled' }).text).toBe('Cancelled');
  });

  it('says why a lesson counts as completed, whatever its status', () => {
    expect(lessonState({ ...plain, status: 'completed', countedReason: 'no_show' }).text).toBe(
      'Counted as completed: did not come',
    );
    expect(
      lessonState({ status: 'cancelled', cancelledBy: 'student', countedReason: 'late_cancellation' }).text,
    ).toBe('Counted as completed: cancelled too late');
  });

  it('otherwise is the status', () => {
    expect(lessonState({ ...plain, status: 'scheduled' }).text).toBe('Scheduled');
    expect(lessonState({ ...plain, status: 'in_progress' }).text).toBe('In progress');
    expect(lessonState({ ...plain, status: 'completed' }).text).toBe('Completed');
  });
});

describe('lessonMarks', () => {
  it('marks a series lesson, a make-up and a late join', () => {
    expect(lessonMarks({ seriesId: 3, makeUpFor: 9, joinedLate: true })).toEqual([
      'Series',
      'Make-up',
      'Joined late',
    ]);
    expect(lessonMarks({ seriesId: null, makeUpFor: null, joinedLate: false })).toEqual([]);
  });
});
