import { eq, sql } from 'drizzle-orm';
import { lessonWhenLabel } from '../../../common/lesson-time.ts';
import { findClashes } from '../../calendar/clashes.ts';
import { inTeachingHours, teachingHoursLabel } from '../../calendar/lesson-rules.ts';
import type { Db } from '../../db/database.ts';
import { classes } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  type DbOrTx,
  type Lesson,
  type LessonRole,
  type LessonsContext,
  loadLesson,
} from './lesson-access.ts';
import { mailMoved } from './lesson-notices.ts';

// A new time for a lesson (proposed by the student, chosen by the teacher): in the future,
// inside the teaching hours, and free for both people; and the move to it, by the teacher's or
// admin's own move or by their accepting the student's request.

export const CHOOSE_FUTURE_TIME = 'Please choose a time in the future.';
export const SAME_TIME = 'The lesson is already at that time; please choose another.';

export type Viewer = { zone: string; otherZone: string };

/** Refuses (400) a time in the past, the lesson's own, or outside the teaching hours. */
export function checkTimeShape(lesson: Lesson, time: Date, now: Date, ctx: LessonsContext, viewer: Viewer) {
  if (time.getTime() <= now.getTime()) throw new HttpError(400, CHOOSE_FUTURE_TIME);
  if (time.getTime() === lesson.startsAt.getTime()) throw new HttpError(400, SAME_TIME);
  if (!inTeachingHours(time, lesson.durationMinutes, ctx.policy, ctx.schoolZone))
    throw new HttpError(
      400,
      `${lessonWhenLabel(time, viewer.zone, viewer.otherZone)} is outside the teaching hours (${teachingHoursLabel(ctx.policy, ctx.schoolZone)}). Please choose another time.`,
    );
}

/**
 * Refuses (409) a time when the teacher or the student has another lesson then. An admin reads
 * the clash by name; the two people only that it is not free (another student's lesson is not
 * theirs to read). `moving`: the lessons moving together (a group lesson's places), which do
 * not clash with one another.
 */
export async function checkFree(
  db: DbOrTx,
  lesson: Lesson,
  time: Date,
  role: LessonRole,
  viewer: Viewer,
  moving: number[] = [lesson.id],
) {
  const [clash] = await findClashes(
    db as Db,
    [
      {
        teacherId: lesson.teacher.id,
        studentId: lesson.student.id,
        startsAt: time,
        durationMinutes: lesson.durationMinutes,
        ignoreClassIds: moving,
      },
    ],
    viewer,
  );
  if (!clash) return;
  throw new HttpError(
    409,
    role === 'admin'
      ? clash.message
      : `${lessonWhenLabel(time, viewer.zone, viewer.otherZone)} is not free for ${moving.length > 1 ? 'everyone in the class' : 'both of you'}. Please choose another time.`,
  );
}

/** Moves the lesson to `to` once the time passes both checks (`moving` as for checkFree); its sequence rises for the calendars. */
export async function moveToTime(
  tx: DbOrTx,
  lesson: Lesson,
  to: Date,
  now: Date,
  ctx: LessonsContext,
  role: LessonRole,
  viewer: Viewer,
  moving: number[] = [lesson.id],
) {
  checkTimeShape(lesson, to, now, ctx, viewer);
  await checkFree(tx, lesson, to, role, viewer, moving);
  await tx
    .update(classes)
    .set({ startsAt: to, sequence: sql`${classes.sequence} + 1` })
    .where(eq(classes.id, lesson.id));
}

/** After the move is logged: the lesson as it is now, both mailed the REQUEST, and the caller's words. */
export async function movedOutcome(
  tx: DbOrTx,
  ctx: LessonsContext,
  lesson: Lesson,
  to: Date,
  viewer: Viewer,
) {
  const moved = await loadLesson(tx, lesson.id);
  await mailMoved(tx, ctx, moved, lesson.startsAt);
  return { moved, message: `Lesson moved to ${lessonWhenLabel(to, viewer.zone, viewer.otherZone)}.` };
}
