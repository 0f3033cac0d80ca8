import { and, eq, exists, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { classAttendance, classes } from '../db/schema.ts';
import { recordChange } from './change-log.ts';

const lessonEnd = sql`${classes.startsAt} + ${classes.durationMinutes} * interval '1 minute'`;

/** A join of `member` to the lesson; `beforeEnd`: one made while the lesson was still on. */
const joinedBy = (db: Db, member: typeof classes.teacherId | typeof classes.studentId, beforeEnd = false) =>
  db
    .select({ one: sql`1` })
    .from(classAttendance)
    .where(
      and(
        eq(classAttendance.classId, classes.id),
        eq(classAttendance.userId, member),
        eq(classAttendance.action, 'join'),
        beforeEnd ? sql`${classAttendance.createdAt} < ${lessonEnd}` : undefined,
      ),
    );

/**
 * Lessons whose end has passed, neither cancelled nor completed, that the teacher came to (while
 * it was on) and the student never joined count as completed (the student did not come:
 * 'no_show'), each change recorded as the system's. A teacher who opens the room after the end
 * (the lesson's day stays open) starts no count: the student may still come. A lesson neither came to is no one's no-show: it stays as it
 * is for the school to settle. Answers the ids it marked.
 */
export async function markNoShows(db: Db, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(classes)
      .set({ isCompleted: true, completedAt: now, countedReason: 'no_show' })
      .where(
        and(
          eq(classes.isCancelled, false),
          eq(classes.isCompleted, false),
          sql`${lessonEnd} < ${now.toISOString()}::timestamptz`,
          exists(joinedBy(tx, classes.teacherId, true)),
          notExists(joinedBy(tx, classes.studentId)),
        ),
      )
      .returning({ id: classes.id });
    for (const { id } of marked)
      await recordChange(tx, {
        classId: id,
        actor: { id: null, role: 'system' },
        action: 'counted_completed',
        rule: 'no-show',
      });
    return marked.map((m) => m.id);
  });
}
