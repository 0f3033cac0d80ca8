import { and, eq, gt } from 'drizzle-orm';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import type { Db } from '../../../db/database.ts';
import { cameraSessions, classes, sessions } from '../../../db/schema.ts';
import { idleExpired } from '../../../plugins/auth.ts';

/**
 * How often an open stream checks its right without an event to deliver, jittered by a quarter
 * either way: a safety net only (a notice missed, a session gone idle), since whatever ends a
 * right re-checks its streams at once (the bus's status wakes and invalidateStreamRights).
 */
export const STREAM_RECHECK_MS = 60_000;

/** The next safety re-check's delay: spread so thousands of streams do not check together. */
export const recheckDelay = (everyMs: number) => everyMs * (0.75 + Math.random() / 2);

export type StreamHolder = {
  tokenHash: string;
  userId: number;
  classId: number;
  role: ClassRole;
  idleMinutes: number;
  /** The stream is a phone camera's: `tokenHash` is its camera session's. */
  camera: boolean;
};

const roleOf = (userId: number, row: { teacherId: number | null; studentId: number | null }) =>
  row.teacherId === userId ? 'teacher' : row.studentId === userId ? 'student' : null;

/**
 * Whether a stream may still deliver: its session exists and has not expired, and its user is
 * still the class's member in the same role. Read fresh in one indexed query, not from the
 * caches: another instance's logout or class change reaches those seconds later.
 */
export async function mayStillReceive(db: Db, h: StreamHolder): Promise<boolean> {
  if (h.camera) return cameraMayStillReceive(db, h);
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
  if (roleOf(h.userId, row) !== h.role) return false;
  return !(await idleExpired(db, h.userId, row.lastSeenAt, h.idleMinutes));
}

/** A phone camera's stream: its camera session not expired, its class not completed or cancelled. */
async function cameraMayStillReceive(db: Db, h: StreamHolder): Promise<boolean> {
  const [row] = await db
    .select({
      userId: cameraSessions.userId,
      teacherId: classes.teacherId,
      studentId: classes.studentId,
      isCompleted: classes.isCompleted,
      isCancelled: classes.isCancelled,
    })
    .from(cameraSessions)
    .innerJoin(classes, eq(classes.id, cameraSessions.classId))
    .where(
      and(
        eq(cameraSessions.tokenHash, h.tokenHash),
        eq(cameraSessions.classId, h.classId),
        gt(cameraSessions.expiresAt, new Date()),
      ),
    );
  if (!row || row.userId !== h.userId || row.isCompleted || row.isCancelled) return false;
  return roleOf(h.userId, row) === h.role;
}
