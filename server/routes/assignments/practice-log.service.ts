import { and, eq, gte, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { personZone, wallClock } from '../../../common/lesson-time.ts';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_TEXT, type LogPractice } from '../../../common/schemas/assignments.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import type { Db } from '../../db/database.ts';
import { practiceLog } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import { lockStudent, studentInView } from './assignment-access.ts';
import { ownAssignmentId } from './assignments.service.ts';
import { summariseWeek, tempoPoints, weekFrom } from './practice-week.ts';

export type LogEntryRow = typeof practiceLog.$inferSelect;

/** Only the student logs their practice; a day after their own today is refused. */
function checkDay(user: SessionUser, day: string, schoolZone: string, now: Date) {
  const today = wallClock(now, personZone(user.timeZone, schoolZone)).date;
  if (day > today) throw new HttpError(400, ASSIGNMENT_TEXT.futureDay);
}

/**
 * Inside the change's transaction: the day with `seconds` more (and without entry `except`, being
 * corrected) stays within 24 hours. The student's row is locked first, so two at once take turns.
 */
async function checkDayTotal(
  tx: Pick<Db, 'select'>,
  studentId: number,
  day: string,
  seconds: number,
  except?: number,
) {
  await lockStudent(tx, studentId);
  const [row] = await tx
    .select({ seconds: sql<number>`coalesce(sum(${practiceLog.seconds}), 0)`.mapWith(Number) })
    .from(practiceLog)
    .where(
      and(
        eq(practiceLog.studentId, studentId),
        eq(practiceLog.day, day),
        except === undefined ? undefined : ne(practiceLog.id, except),
      ),
    );
  if ((row?.seconds ?? 0) + seconds > ASSIGNMENT_LIMITS.entryMinutes * 60)
    throw new HttpError(400, ASSIGNMENT_TEXT.dayFull);
}

const onlyStudent = (user: SessionUser) => {
  if (user.role !== 'student') throw new HttpError(403, 'Only the student logs their practice');
};

/** Time practised: what the practice room counted, or what the student adds themself. */
export async function logPractice(
  db: Db,
  user: SessionUser,
  input: LogPractice,
  schoolZone: string,
  now = new Date(),
): Promise<LogEntryRow> {
  onlyStudent(user);
  checkDay(user, input.day, schoolZone, now);
  const assignmentId = await ownAssignmentId(db, user.id, input.assignment_id);
  const seconds = input.source === 'room' ? input.seconds : input.minutes * 60;
  const [row] = await db.transaction(async (tx) => {
    await checkDayTotal(tx, user.id, input.day, seconds);
    return tx
      .insert(practiceLog)
      .values({
        studentId: user.id,
        assignmentId,
        day: input.day,
        seconds,
        source: input.source,
        tempo: input.tempo ?? null,
      })
      .returning();
  });
  if (!row) throw new Error('practice not stored');
  return row;
}

async function ownEntry(db: Db, user: SessionUser, id: number): Promise<LogEntryRow> {
  onlyStudent(user);
  const [row] = await db
    .select()
    .from(practiceLog)
    .where(and(eq(practiceLog.id, id), eq(practiceLog.studentId, user.id)));
  if (!row) throw new HttpError(404, ASSIGNMENT_TEXT.entryNotFound);
  return row;
}

/** The student corrects an entry: its minutes (counted or their own), or its tempo. */
export async function updateLogEntry(
  db: Db,
  user: SessionUser,
  id: number,
  patch: { minutes?: number; tempo?: number | null },
): Promise<LogEntryRow> {
  const entry = await ownEntry(db, user, id);
  const seconds = patch.minutes === undefined ? undefined : patch.minutes * 60;
  const [row] = await db.transaction(async (tx) => {
    if (seconds !== undefined) await checkDayTotal(tx, user.id, entry.day, seconds, id);
    return tx
      .update(practiceLog)
      .set({ seconds, tempo: patch.tempo })
      .where(eq(practiceLog.id, id))
      .returning();
  });
  if (!row) throw new HttpError(404, ASSIGNMENT_TEXT.entryNotFound);
  return row;
}

export async function deleteLogEntry(db: Db, user: SessionUser, id: number) {
  await ownEntry(db, user, id);
  await db.delete(practiceLog).where(eq(practiceLog.id, id));
}

/** The week from `from`: entries, minutes per day and per assignment, and the tempo chart's points (all time). */
export async function practiceWeek(db: Db, user: SessionUser, asked: number | undefined, from: string) {
  const studentId = await studentInView(db, user, asked);
  const days = weekFrom(from);
  const entries = await db
    .select()
    .from(practiceLog)
    .where(
      and(
        eq(practiceLog.studentId, studentId),
        gte(practiceLog.day, days[0] as string),
        lte(practiceLog.day, days[6] as string),
      ),
    )
    .orderBy(practiceLog.day, practiceLog.id);
  const withTempo = await db
    .select({
      assignmentId: practiceLog.assignmentId,
      day: practiceLog.day,
      seconds: practiceLog.seconds,
      tempo: practiceLog.tempo,
    })
    .from(practiceLog)
    .where(and(eq(practiceLog.studentId, studentId), isNotNull(practiceLog.tempo)));
  return { studentId, from, days: summariseWeek(entries, from), entries, tempo: tempoPoints(withTempo) };
}
