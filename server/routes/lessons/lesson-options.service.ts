import { and, eq, gt, inArray, lt, notInArray, or } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { policyWords } from '../../../common/lesson-policy.ts';
import { instantOf } from '../../../common/lesson-time.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { freeTimes, studentCancel } from '../../calendar/lesson-rules.ts';
import type { Db } from '../../db/database.ts';
import { classes } from '../../db/schema.ts';
import { type Lesson, type LessonRole, type LessonsContext, loadLesson, roleIn } from './lesson-access.ts';
import { staffChangeDecision, studentRescheduleDecision } from './lesson-decisions.ts';

/** What the caller may do with the lesson now, each refusal in the policy's words. */
export type LessonOptions = {
  lesson: Lesson;
  role: LessonRole;
  reschedule: { allowed: boolean; refusal: string | null };
  cancel: { allowed: boolean; refusal: string | null; countsAsCompleted: boolean };
  policyWords: string[];
};

const outcome = (d: { allowed: true } | { allowed: false; message: string }) => ({
  allowed: d.allowed,
  refusal: d.allowed ? null : d.message,
});

/** GET /api/classes/{id}/options: the student's request and cancel, the teacher's or admin's move and cancel. */
export async function lessonOptions(
  db: Db,
  user: SessionUser,
  classId: number,
  now: Date,
  ctx: LessonsContext,
): Promise<LessonOptions> {
  const lesson = await loadLesson(db, classId);
  const role = await roleIn(db, user, lesson);
  const words = policyWords(ctx.policy);
  if (role === 'student') {
    const cancel = studentCancel(now, lesson, ctx.policy);
    return {
      lesson,
      role,
      reschedule: outcome(await studentRescheduleDecision(db, lesson, now, ctx)),
      cancel: { ...outcome(cancel), countsAsCompleted: cancel.allowed && cancel.countsAsCompleted },
      policyWords: [words.studentReschedule, words.studentCancel],
    };
  }
  const change = outcome(await staffChangeDecision(db, user, role, lesson, now, ctx));
  return {
    lesson,
    role,
    reschedule: change,
    cancel: { ...change, countsAsCompleted: false },
    policyWords: [words.teacherChange],
  };
}

const MINUTE = 60_000;
/** Longest lesson the forms allow: a lesson starting this long before the range can still reach into it. */
const LONGEST_LESSON_MS = 240 * MINUTE;

/**
 * GET /api/classes/{id}/free-times: the starts in the teaching hours from `fromDate` (the
 * school's today by default) for `days` days, after now, where neither the teacher nor the
 * student has another lesson (cancelled ones do not count), the lesson's own time left out.
 */
export async function lessonFreeTimes(
  db: Db,
  user: SessionUser,
  classId: number,
  query: { from?: string | undefined; days: number },
  now: Date,
  ctx: LessonsContext,
): Promise<{ lesson: Lesson; role: LessonRole; times: Date[] }> {
  const lesson = await loadLesson(db, classId);
  const role = await roleIn(db, user, lesson);
  const fromDate = query.from ?? schoolDate(ctx.schoolZone, now);
  const start = instantOf(fromDate, '00:00', ctx.schoolZone);
  const end = DateTime.fromJSDate(start).setZone(ctx.schoolZone).plus({ days: query.days }).toJSDate();
  // A group lesson moves whole: every student's lessons count, its own places do not.
  const places = lesson.groupClassId
    ? await db
        .select({ id: classes.id, studentId: classes.studentId })
        .from(classes)
        .where(and(eq(classes.groupClassId, lesson.groupClassId), eq(classes.startsAt, lesson.startsAt)))
    : [{ id: lesson.id, studentId: lesson.student.id }];
  const busy = await db
    .select({ startsAt: classes.startsAt, durationMinutes: classes.durationMinutes })
    .from(classes)
    .where(
      and(
        notInArray(
          classes.id,
          places.map((p) => p.id),
        ),
        eq(classes.isCancelled, false),
        or(
          eq(classes.teacherId, lesson.teacher.id),
          inArray(
            classes.studentId,
            places.map((p) => p.studentId),
          ),
        ),
        gt(classes.startsAt, new Date(start.getTime() - LONGEST_LESSON_MS)),
        lt(classes.startsAt, end),
      ),
    );
  const times = freeTimes({
    now,
    fromDate,
    days: query.days,
    durationMinutes: lesson.durationMinutes,
    busy,
    policy: ctx.policy,
    zone: ctx.schoolZone,
  }).filter((t) => t.getTime() !== lesson.startsAt.getTime());
  return { lesson, role, times };
}
