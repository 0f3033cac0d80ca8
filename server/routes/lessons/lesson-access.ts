import { and, count, countDistinct, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { LessonPolicy } from '../../../common/lesson-policy.ts';
import { monthAround, personZone } from '../../../common/lesson-time.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import type { School } from '../../../common/school.ts';
import { type ChangeActor, type LessonChange, recordChange } from '../../calendar/change-log.ts';
import { selectLessons } from '../../db/class-row.ts';
import type { Db } from '../../db/database.ts';
import { classChanges, classes, rescheduleRequests } from '../../db/schema.ts';
import { isStudentOrGuardian } from '../../families/student-access.ts';
import { HttpError } from '../../plugins/errors.ts';

// One lesson as the moving and cancelling calls read it, who the caller is to it, and the
// month's counts its rules need.

/** The school's side of every call: its rules, its clock and its facts for the mails. */
export type LessonsContext = { policy: LessonPolicy; schoolZone: string; school: School; ownMailAge: number };

export const LESSON_NOT_FOUND = 'No such lesson';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type LessonParty = {
  id: number;
  email: string | null;
  firstName: string;
  lastName: string;
  timeZone: string | null;
};

export type Lesson = {
  id: number;
  batchName: string;
  startsAt: Date;
  durationMinutes: number;
  sequence: number;
  isStarted: boolean;
  isCompleted: boolean;
  isCancelled: boolean;
  countedReason: 'late_cancellation' | 'no_show' | null;
  /** The group class this lesson is one student's place in, if any. */
  groupClassId: number | null;
  teacher: LessonParty;
  student: LessonParty;
};

/** Who the caller is to the lesson: a linked guardian takes the student's part, by the student's rules. */
export type LessonRole = 'student' | 'teacher' | 'admin';

/**
 * The lesson with its two people. `lock`: inside a change's transaction, the lesson's row and
 * both people's rows are locked, so two changes of the lesson, or two that count against the
 * same person's month or could clash in their calendar, take turns.
 */
export async function loadLesson(db: DbOrTx, id: number, lock = false): Promise<Lesson> {
  const query = selectLessons(db).where(eq(classes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, LESSON_NOT_FOUND);
  return row;
}

/** The caller's part in the lesson; someone else's lesson does not exist for them (404). */
export async function roleIn(db: DbOrTx, user: SessionUser, lesson: Lesson): Promise<LessonRole> {
  if (user.role === 'admin') return 'admin';
  if (user.role === 'teacher' && lesson.teacher.id === user.id) return 'teacher';
  if (await isStudentOrGuardian(db, user, lesson.student.id)) return 'student';
  throw new HttpError(404, LESSON_NOT_FOUND);
}

/** A change of the lesson: one transaction, on the lesson locked, with the caller's part in it. */
export function changeLesson<T>(
  db: Db,
  user: SessionUser,
  classId: number,
  change: (tx: DbOrTx, lesson: Lesson, role: LessonRole) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const lesson = await loadLesson(tx, classId, true);
    return change(tx, lesson, await roleIn(tx, user, lesson));
  });
}

/** Who the change log names: the caller in their part, a guardian as the guardian who asked. */
export const actorOf = (user: SessionUser, role: LessonRole): ChangeActor => ({
  id: user.id,
  role: user.role === 'guardian' ? 'guardian' : role,
});

/** Logs the caller's change of the lesson, from the time it had before the change. */
export const logChange = (
  tx: DbOrTx,
  actor: ChangeActor,
  lesson: Lesson,
  change: Omit<LessonChange, 'classId' | 'actor' | 'from'>,
) => recordChange(tx, { classId: lesson.id, actor, from: lesson.startsAt, ...change });

/** The caller's clock, and the clock shown beside it: the other party's (the school's for an admin). */
export function viewerZones(user: SessionUser, role: LessonRole, lesson: Lesson, schoolZone: string) {
  const zone = personZone(user.timeZone, schoolZone);
  const other =
    role === 'student' ? lesson.teacher.timeZone : role === 'teacher' ? lesson.student.timeZone : schoolZone;
  return { zone, otherZone: personZone(other, schoolZone) };
}

/**
 * Reschedule requests of this student's lessons made in the school month of `now` that still
 * count (pending or accepted), whether the student or a guardian asked.
 */
export async function studentRequestsThisMonth(db: DbOrTx, studentId: number, now: Date, schoolZone: string) {
  const month = monthAround(now, schoolZone);
  const [row] = await db
    .select({ n: count() })
    .from(rescheduleRequests)
    .innerJoin(classes, eq(classes.id, rescheduleRequests.classId))
    .where(
      and(
        eq(classes.studentId, studentId),
        inArray(rescheduleRequests.status, ['pending', 'accepted']),
        gte(rescheduleRequests.createdAt, month.start),
        lt(rescheduleRequests.createdAt, month.end),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The lessons this teacher moved or cancelled themselves in the school month of `now` (an
 * admin's do not count). A group lesson's change is logged on each place and counts once: one
 * group and one time it was changed from.
 */
export async function teacherChangesThisMonth(db: DbOrTx, teacherId: number, now: Date, schoolZone: string) {
  const month = monthAround(now, schoolZone);
  const lesson = sql`case when ${classes.groupClassId} is null then 'c' || ${classChanges.classId}
    else 'g' || ${classes.groupClassId} || '@' || coalesce(${classChanges.fromStartsAt}::text, '') end`;
  const [row] = await db
    .select({ n: countDistinct(lesson) })
    .from(classChanges)
    .innerJoin(classes, eq(classes.id, classChanges.classId))
    .where(
      and(
        eq(classChanges.actorId, teacherId),
        eq(classChanges.actorRole, 'teacher'),
        inArray(classChanges.action, ['moved', 'cancelled']),
        gte(classChanges.createdAt, month.start),
        lt(classChanges.createdAt, month.end),
      ),
    );
  return row?.n ?? 0;
}

/** The lesson's open reschedule request, if any. */
export async function pendingRequestOf(db: DbOrTx, classId: number) {
  const [row] = await db
    .select()
    .from(rescheduleRequests)
    .where(and(eq(rescheduleRequests.classId, classId), eq(rescheduleRequests.status, 'pending')));
  return row ?? null;
}
