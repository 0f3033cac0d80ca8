import { eq, inArray } from 'drizzle-orm';
import { personZone } from '../../../common/lesson-time.ts';
import type { Clash } from '../../../common/schemas/calendar.ts';
import type { ClashViewer } from '../../calendar/clashes.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';

// What booking a lesson and booking a series share: the people, the lock, the clash refusal.

export const CHOOSE_TEACHER = 'Please choose a teacher';
export const CHOOSE_STUDENT = 'Please choose a student';
export const SERIES_CLASHES = 'Nothing was stored. These lessons clash:';

/** The admin who books: their clock for labels, the school's named beside it where it differs. */
export type Booker = { id: number; timeZone: string | null };
export const bookerView = (booker: Booker, schoolZone: string): ClashViewer => ({
  zone: personZone(booker.timeZone, schoolZone),
  otherZone: schoolZone,
});

async function assertRole(db: Db, id: number, role: 'teacher' | 'student', message: string) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  if (row?.role !== role) throw new HttpError(400, message);
}

/** The teacher must be a teacher and the student a student (400 otherwise). */
export async function assertParties(db: Db, people: { teacherId: number; studentId: number }) {
  await assertRole(db, people.teacherId, 'teacher', CHOOSE_TEACHER);
  await assertRole(db, people.studentId, 'student', CHOOSE_STUDENT);
}

/** 409 naming every clash, one a line, after `intro` when given. */
export function refuseClashes(clashes: Clash[], intro?: string): void {
  if (clashes.length === 0) return;
  const lines = clashes.map((c) => c.message);
  throw new HttpError(409, (intro ? [intro, ...lines] : lines).join('\n'));
}

/**
 * Runs `write` in a transaction holding the people's user rows: two admins booking one teacher
 * at once take turns, and the second one's clash check sees the first one's lessons.
 */
export function withPeopleLocked<T>(db: Db, userIds: number[], write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]))
      .orderBy(users.id)
      .for('update');
    return write(tx as unknown as Db);
  });
}
