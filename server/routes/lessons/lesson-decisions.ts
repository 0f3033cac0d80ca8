import type { SessionUser } from '../../../common/schemas/auth.ts';
import { type Decision, staffChange, studentReschedule } from '../../calendar/lesson-rules.ts';
import { HttpError } from '../../plugins/errors.ts';
import {
  type DbOrTx,
  type Lesson,
  type LessonsContext,
  pendingRequestOf,
  studentRequestsThisMonth,
  teacherChangesThisMonth,
} from './lesson-access.ts';

// The school's rules on a lesson with the counts they need, read once for the options the
// caller is shown and for the change itself, so the two never disagree.

/** The decision when it allows the change; a refusal is the 409 in its words. */
export function allowed<T>(decision: Decision<T>) {
  if (!decision.allowed) throw new HttpError(409, decision.message);
  return decision;
}

/** Whether the lesson's student may ask to move it: their requests this month, and a request still waiting. */
export async function studentRescheduleDecision(db: DbOrTx, lesson: Lesson, now: Date, ctx: LessonsContext) {
  const requestsThisMonth = await studentRequestsThisMonth(db, lesson.student.id, now, ctx.schoolZone);
  const hasPendingRequest = (await pendingRequestOf(db, lesson.id)) !== null;
  return studentReschedule(now, lesson, { requestsThisMonth, hasPendingRequest }, ctx.policy);
}

/** The teacher's or admin's move or cancel, with the teacher's month counted for a teacher. */
export async function staffChangeDecision(
  db: DbOrTx,
  user: SessionUser,
  role: 'teacher' | 'admin',
  lesson: Lesson,
  now: Date,
  ctx: LessonsContext,
) {
  const changes = role === 'teacher' ? await teacherChangesThisMonth(db, user.id, now, ctx.schoolZone) : 0;
  return staffChange(now, lesson, { teacherChangesThisMonth: changes }, ctx.policy, { role });
}
