import { and, eq, exists, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { classAttendance, classes } from '../db/schema.ts';
import { recordChange } from './change-log.ts';

const joinedBy = (db: Db, member: typeof classes.teacherId | typeof classes.studentId) =>
  db
    .select({ one: sql`1` })
    .from(classAttendance)
    .where(
      and(
        eq(classAttendance.classId, classes.id),
        eq(classAttendance.userId, member),
        eq(classAttendance.action, 'join'),
      ),
    );

/**
 * Lessons whose end has passed, neither cancelled nor completed, that the teacher came to and
 * the student never joined count as completed (the student did not come: 'no_show'), each
 * change recorded as the system's. A lesson neither came to is no one's no-show: it stays as it
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
          sql`${classes.startsAt} + ${classes.durationMinutes} * interval '1 minute' < ${now.toISOString()}::timestamptz`,
          exists(joinedBy(tx, classes.teacherId)),
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
