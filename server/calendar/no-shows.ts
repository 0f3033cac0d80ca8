import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { classAttendance, classes } from '../db/schema.ts';
import { recordChange } from './change-log.ts';

/**
 * Lessons whose end has passed, neither cancelled nor completed, that the student never joined
 * count as completed (the student did not come: 'no_show'), each change recorded as the
 * system's. Answers the ids it marked.
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
          notExists(
            tx
              .select({ one: sql`1` })
              .from(classAttendance)
              .where(
                and(
                  eq(classAttendance.classId, classes.id),
                  eq(classAttendance.userId, classes.studentId),
                  eq(classAttendance.action, 'join'),
                ),
              ),
          ),
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
