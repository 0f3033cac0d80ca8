import { type AdminClass, CLASS_STATUS_LABELS } from '../../../../common/schemas/admin-classes.ts';

export const CANCELLED_BY: Record<NonNullable<AdminClass['cancelledBy']>, string> = {
  student: 'Cancelled by the student',
  teacher: 'Cancelled by the teacher',
  school: 'Cancelled by the school',
};

const COUNTED: Record<NonNullable<AdminClass['countedReason']>, string> = {
  late_cancellation: 'Counted as completed: cancelled too late',
  no_show: 'Counted as completed: did not come',
};

export type LessonTone = 'scheduled' | 'live' | 'done' | 'cancelled';

/**
 * A lesson's state in words: why it counts as completed, or who cancelled it, before its bare
 * status (a student's late cancellation is counted, not owed, so it reads as counted).
 */
export function lessonState(c: Pick<AdminClass, 'status' | 'cancelledBy' | 'countedReason'>): {
  text: string;
  tone: LessonTone;
} {
  if (c.countedReason) return { text: COUNTED[c.countedReason], tone: 'done' };
  if (c.status === 'cancelled')
    return {
      text: c.cancelledBy ? CANCELLED_BY[c.cancelledBy] : CLASS_STATUS_LABELS.cancelled,
      tone: 'cancelled',
    };
  const tone = { scheduled: 'scheduled', in_progress: 'live', completed: 'done' } as const;
  return { text: CLASS_STATUS_LABELS[c.status], tone: tone[c.status] };
}

/** The lesson's marks beside its state: part of a series, a make-up, joined late. */
export function lessonMarks(c: Pick<AdminClass, 'seriesId' | 'makeUpFor' | 'joinedLate'>): string[] {
  return [
    c.seriesId !== null ? 'Series' : null,
    c.makeUpFor !== null ? 'Make-up' : null,
    c.joinedLate ? 'Joined late' : null,
  ].filter((m): m is string => m !== null);
}
