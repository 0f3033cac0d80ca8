import { and, eq, ne, sql } from 'drizzle-orm';
import { type PolicyRule, policyWords } from '../../../common/lesson-policy.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import { studentCancel } from '../../calendar/lesson-rules.ts';
import type { Db } from '../../db/database.ts';
import { classes } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  actorOf,
  changeLesson,
  type Lesson,
  type LessonRole,
  type LessonsContext,
  loadLesson,
  logChange,
  viewerZones,
} from './lesson-access.ts';
import { allowed, staffChangeDecision } from './lesson-decisions.ts';
import { mailCancelled } from './lesson-notices.ts';
import { movedOutcome, moveToTime } from './new-time.ts';
import { closePendingRequest } from './reschedule-requests.service.ts';

// A teacher's or an admin's move, and anyone's cancellation, by the school's rules.

export const STUDENTS_ASK =
  "Students ask to reschedule a lesson; only its teacher or the school's office can move it.";

/** The lesson after the change, the caller's part in it, and what to tell them. */
export type ChangeOutcome = {
  lesson: Lesson;
  role: LessonRole;
  message: string;
  /** Other lessons the change reached (a group lesson's other places). */
  alsoChanged?: number[];
};

/**
 * POST /api/classes/{id}/move: the lesson's teacher or an admin moves it to a new time in the
 * teaching hours, free for both; its sequence rises and both are mailed. A group lesson moves
 * whole: every place still held, each student's calendar checked, or none moves.
 */
export async function moveLesson(
  db: Db,
  user: SessionUser,
  classId: number,
  startsAt: string,
  now: Date,
  ctx: LessonsContext,
): Promise<ChangeOutcome> {
  return changeLesson(db, user, classId, async (tx, lesson, role) => {
    if (role === 'student') throw new HttpError(403, STUDENTS_ASK);
    const decision = allowed(await staffChangeDecision(tx, user, role, lesson, now, ctx));
    const to = new Date(startsAt);
    const viewer = viewerZones(user, role, lesson, ctx.schoolZone);
    const places = [lesson, ...(await otherPlaces(tx, lesson.id))];
    const moving = places.map((p) => p.id);
    // One transaction: a refusal for any place (thrown) leaves every place where it was.
    for (const place of places) await moveToTime(tx, place, to, now, ctx, role, viewer, moving);
    for (const place of places) {
      await closePendingRequest(tx, place.id, 'declined', user.id, now);
      await logChange(tx, actorOf(user, role), place, { action: 'moved', to, rule: decision.rule });
    }
    const outcomes = [];
    for (const place of places) outcomes.push(await movedOutcome(tx, ctx, place, to, viewer));
    const [first] = outcomes;
    if (!first) throw new Error('no lesson moved');
    return { lesson: first.moved, role, message: first.message, alsoChanged: moving.slice(1) };
  });
}

/**
 * POST /api/classes/{id}/cancel. The student: before the start, counted as completed when late.
 * The teacher (or an admin, for the school): by the teacher's rules, owed as a make-up.
 */
export async function cancelLesson(
  db: Db,
  user: SessionUser,
  classId: number,
  note: string,
  now: Date,
  ctx: LessonsContext,
): Promise<ChangeOutcome> {
  return changeLesson(db, user, classId, async (tx, lesson, role) => {
    const words = policyWords(ctx.policy);
    let message: string;
    let countedBecause: string | null = null;
    let cancelledBy: 'student' | 'teacher' | 'school';
    let rule: PolicyRule;
    if (role === 'student') {
      const decision = allowed(studentCancel(now, lesson, ctx.policy));
      cancelledBy = 'student';
      rule = decision.rule;
      if (decision.countsAsCompleted) countedBecause = words.studentCancel;
      message = countedBecause
        ? `Lesson cancelled. It counts as completed: ${countedBecause}`
        : 'Lesson cancelled.';
    } else {
      const decision = allowed(await staffChangeDecision(tx, user, role, lesson, now, ctx));
      cancelledBy = decision.cancelledBy;
      rule = decision.rule ?? 'school-cancel';
      message = 'Lesson cancelled. It is owed to the student as a make-up lesson.';
    }
    // A group lesson: the student gives up their own place; the teacher or the school cancels
    // every place (each owed as a make-up).
    const places = role === 'student' ? [lesson] : [lesson, ...(await otherPlaces(tx, lesson.id))];
    for (const place of places) {
      await tx
        .update(classes)
        .set({
          ...(countedBecause
            ? { isCompleted: true, completedAt: now, countedReason: 'late_cancellation' as const }
            : { isCancelled: true }),
          cancelledBy,
          cancelledAt: now,
          sequence: sql`${classes.sequence} + 1`,
        })
        .where(eq(classes.id, place.id));
      await closePendingRequest(tx, place.id, role === 'student' ? 'withdrawn' : 'declined', user.id, now);
      await logChange(tx, actorOf(user, role), place, { action: 'cancelled', rule, note: note || null });
      await mailCancelled(tx, ctx, await loadLesson(tx, place.id), {
        by: cancelledBy,
        actor: role,
        countedBecause,
        ...(user.role === 'guardian' ? { byName: `${user.firstName} ${user.lastName}` } : {}),
      });
    }
    const cancelled = await loadLesson(tx, lesson.id);
    return { lesson: cancelled, role, message, alsoChanged: places.slice(1).map((p) => p.id) };
  });
}

/** The other students' places in the same group lesson, not yet cancelled; none for a one-to-one lesson. */
async function otherPlaces(tx: Db, classId: number) {
  const [place] = await tx
    .select({ groupClassId: classes.groupClassId, startsAt: classes.startsAt })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!place?.groupClassId) return [];
  const rows = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.groupClassId, place.groupClassId),
        eq(classes.startsAt, place.startsAt),
        eq(classes.isCancelled, false),
        ne(classes.id, classId),
      ),
    )
    .orderBy(classes.id);
  // One after another: the transaction's connection runs a query at a time.
  const places = [];
  for (const r of rows) places.push(await loadLesson(tx, r.id));
  return places;
}
