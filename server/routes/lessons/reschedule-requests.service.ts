import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import { lessonClosed, REQUEST_PENDING } from '../../calendar/lesson-rules.ts';
import type { Db } from '../../db/database.ts';
import { rescheduleRequests } from '../../db/schema.ts';
import { HttpError, isUniqueViolation } from '../../plugins/errors.ts';
import { countRequest, tooManyRequests } from '../auth/request-limit.ts';
import {
  actorOf,
  changeLesson,
  type DbOrTx,
  type Lesson,
  type LessonRole,
  type LessonsContext,
  loadLesson,
  logChange,
  roleIn,
  viewerZones,
} from './lesson-access.ts';
import { allowed, studentRescheduleDecision } from './lesson-decisions.ts';
import { mailDeclined, mailRequested } from './lesson-notices.ts';
import { checkFree, checkTimeShape, movedOutcome, moveToTime } from './new-time.ts';

// A student's request to move a lesson to one of the times they propose, and its answer: the
// lesson's teacher (or an admin) accepts one time, and only then the lesson moves, or declines;
// the student may withdraw it while it waits.

export const REQUEST_NOT_FOUND = 'No such request';
export const ONLY_STUDENT_ASKS = "Only the lesson's student can ask to reschedule it.";
export const ONLY_TEACHER_ANSWERS =
  "Only the lesson's teacher or the school's office can answer this request.";
export const ONLY_STUDENT_WITHDRAWS = 'Only the student who asked can withdraw this request.';
export const CHOOSE_PROPOSED = 'Please choose one of the proposed times.';
/**
 * Requests a student may make an hour. Each one mails the teacher, and one withdrawn does not
 * count against the month's, so asking, withdrawing and asking again is limited here.
 */
export const STUDENT_REQUESTS_PER_HOUR = 5;

export type RescheduleRequest = typeof rescheduleRequests.$inferSelect;
/** The request and its lesson as it is after the call, with the caller's part in it. */
export type RequestOutcome = { request: RescheduleRequest; lesson: Lesson; role: LessonRole };

/** POST /api/classes/{id}/reschedule-requests: the lesson's student proposes 1-5 new times. */
export async function requestReschedule(
  db: Db,
  user: SessionUser,
  classId: number,
  times: string[],
  now: Date,
  ctx: LessonsContext,
): Promise<RequestOutcome> {
  try {
    return await changeLesson(db, user, classId, async (tx, lesson, role) => {
      if (role !== 'student') throw new HttpError(403, ONLY_STUDENT_ASKS);
      allowed(await studentRescheduleDecision(tx, lesson, now, ctx));
      const viewer = viewerZones(user, role, lesson, ctx.schoolZone);
      const proposed = [...new Set(times.map((t) => new Date(t).getTime()))]
        .sort((a, b) => a - b)
        .map((t) => new Date(t));
      for (const time of proposed) checkTimeShape(lesson, time, now, ctx, viewer);
      for (const time of proposed) await checkFree(tx, lesson, time, role, viewer);
      // Counted with the request it lets through: a refused one is not counted, two at once are.
      // Per student: their guardians and they share the hour's requests.
      const wait = await countRequest(tx as Db, {
        bucket: 'reschedule-request:student',
        key: String(lesson.student.id),
        max: STUDENT_REQUESTS_PER_HOUR,
        windowMinutes: 60,
      });
      if (wait) throw new HttpError(429, tooManyRequests(wait));
      const [request] = await tx
        .insert(rescheduleRequests)
        .values({ classId, requestedBy: user.id, proposedTimes: proposed.map((t) => t.toISOString()) })
        .returning();
      if (!request) throw new Error('request not stored');
      await logChange(tx, actorOf(user, role), lesson, {
        action: 'reschedule_requested',
        rule: 'student-reschedules-per-month',
        note: `Proposed: ${request.proposedTimes.join(', ')}`,
      });
      await mailRequested(tx, ctx, lesson, proposed);
      return { request, lesson, role };
    });
  } catch (err) {
    // Two requests at once: the one-pending-a-lesson index keeps the first.
    if (isUniqueViolation(err)) throw new HttpError(409, REQUEST_PENDING);
    throw err;
  }
}

/** The request and its lesson (both locked), or 404 when the caller has no part in it. */
async function loadRequest(tx: DbOrTx, user: SessionUser, id: number) {
  const [request] = await tx
    .select()
    .from(rescheduleRequests)
    .where(eq(rescheduleRequests.id, id))
    .for('update');
  if (!request) throw new HttpError(404, REQUEST_NOT_FOUND);
  const lesson = await loadLesson(tx, request.classId, true);
  let role: LessonRole;
  try {
    role = await roleIn(tx, user, lesson);
  } catch {
    throw new HttpError(404, REQUEST_NOT_FOUND);
  }
  return { request, lesson, role };
}

const ANSWERED: Record<Exclude<RescheduleRequest['status'], 'pending'>, string> = {
  accepted: 'This request has already been accepted.',
  declined: 'This request has already been declined.',
  withdrawn: 'This request was withdrawn.',
};

/** The request still waiting, when the caller's part is the one that answers it (the student only withdraws). */
async function requestToAnswer(tx: DbOrTx, user: SessionUser, id: number, by: 'student' | 'staff') {
  const found = await loadRequest(tx, user, id);
  if (by === 'staff' && found.role === 'student') throw new HttpError(403, ONLY_TEACHER_ANSWERS);
  if (by === 'student' && found.role !== 'student') throw new HttpError(403, ONLY_STUDENT_WITHDRAWS);
  if (found.request.status !== 'pending') throw new HttpError(409, ANSWERED[found.request.status]);
  return found;
}

/**
 * Declines or withdraws the request, logged as declined: the change log has no action of its own
 * for a request closed by the student who made it, so a note says so.
 */
async function closeRequest(
  tx: DbOrTx,
  { request, lesson, role }: RequestOutcome,
  status: 'declined' | 'withdrawn',
  by: SessionUser,
  now: Date,
) {
  const [closed] = await tx
    .update(rescheduleRequests)
    .set({ status, decidedBy: by.id, decidedAt: now })
    .where(eq(rescheduleRequests.id, request.id))
    .returning();
  const actor = actorOf(by, role);
  await logChange(tx, actor, lesson, {
    action: 'reschedule_declined',
    ...(status === 'withdrawn' ? { note: `Withdrawn by the ${actor.role}` } : {}),
  });
  return closed ?? request;
}

/**
 * POST /api/reschedule-requests/{id}/accept: the lesson's teacher or an admin picks one of the
 * proposed times; the lesson moves there (clashes checked again), its sequence rises, both are
 * mailed with the calendar's REQUEST.
 */
export async function acceptRequest(
  db: Db,
  user: SessionUser,
  id: number,
  time: string,
  now: Date,
  ctx: LessonsContext,
): Promise<RequestOutcome & { message: string }> {
  return db.transaction(async (tx) => {
    const { request, lesson, role } = await requestToAnswer(tx, user, id, 'staff');
    const closed = lessonClosed(now, lesson);
    if (closed) throw new HttpError(409, closed.message);
    const chosen = new Date(time);
    if (!request.proposedTimes.some((t) => new Date(t).getTime() === chosen.getTime()))
      throw new HttpError(400, CHOOSE_PROPOSED);
    const viewer = viewerZones(user, role, lesson, ctx.schoolZone);
    await moveToTime(tx, lesson, chosen, now, ctx, role, viewer);
    const [accepted] = await tx
      .update(rescheduleRequests)
      .set({ status: 'accepted', acceptedTime: chosen, decidedBy: user.id, decidedAt: now })
      .where(eq(rescheduleRequests.id, request.id))
      .returning();
    await logChange(tx, actorOf(user, role), lesson, {
      action: 'reschedule_accepted',
      to: chosen,
      rule: 'student-reschedules-per-month',
    });
    const { moved, message } = await movedOutcome(tx, ctx, lesson, chosen, viewer);
    return { request: accepted ?? request, lesson: moved, role, message };
  });
}

/** POST /api/reschedule-requests/{id}/decline: the lesson stays; the student is mailed. */
export async function declineRequest(db: Db, user: SessionUser, id: number, now: Date, ctx: LessonsContext) {
  return db.transaction(async (tx): Promise<RequestOutcome> => {
    const found = await requestToAnswer(tx, user, id, 'staff');
    const request = await closeRequest(tx, found, 'declined', user, now);
    await mailDeclined(tx, ctx, found.lesson);
    return { ...found, request };
  });
}

/** POST /api/reschedule-requests/{id}/withdraw: the student takes back a request still waiting. */
export async function withdrawRequest(db: Db, user: SessionUser, id: number, now: Date) {
  return db.transaction(async (tx): Promise<RequestOutcome> => {
    const found = await requestToAnswer(tx, user, id, 'student');
    return { ...found, request: await closeRequest(tx, found, 'withdrawn', user, now) };
  });
}

/** Closes the lesson's waiting request when the lesson itself is moved or cancelled. */
export async function closePendingRequest(
  tx: DbOrTx,
  classId: number,
  status: 'declined' | 'withdrawn',
  by: number,
  now: Date,
) {
  await tx
    .update(rescheduleRequests)
    .set({ status, decidedBy: by, decidedAt: now })
    .where(and(eq(rescheduleRequests.classId, classId), eq(rescheduleRequests.status, 'pending')));
}
