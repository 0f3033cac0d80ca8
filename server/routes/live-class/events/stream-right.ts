import { eq } from 'drizzle-orm';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import type { Db } from '../../../db/database.ts';
import { classes, sessions } from '../../../db/schema.ts';
import { idleExpired } from '../../../plugins/auth.ts';

/** How often an open stream checks its right without an event to deliver. */
export const STREAM_RECHECK_MS = 2_000;

export type StreamHolder = {
  tokenHash: string;
  userId: number;
  classId: number;
  role: ClassRole;
  idleMinutes: number;
};

/**
 * Whether a stream may still deliver: its session exists and has not expired, and its user is
 * still the class's member in the same role. Read fresh in one indexed query, not from the
 * caches: another instance's logout or class change reaches those seconds later.
 */
export async function mayStillReceive(db: Db, h: StreamHolder): Promise<boolean> {
  const [row] = await db
    .select({
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      teacherId: classes.teacherId,
      studentId: classes.studentId,
    })
    .from(sessions)
    .leftJoin(classes, eq(classes.id, h.classId))
    .where(eq(sessions.tokenHash, h.tokenHash));
  if (!row || row.userId !== h.userId) return false;
  const role = row.teacherId === h.userId ? 'teacher' : row.studentId === h.userId ? 'student' : null;
  if (role !== h.role) return false;
  return !(await idleExpired(db, h.userId, row.lastSeenAt, h.idleMinutes));
}
