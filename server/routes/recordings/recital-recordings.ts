import { and, eq, exists, lt, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import type { Db } from '../../db/database.ts';
import { classRecordings, recitalPerformers, recitals, users } from '../../db/schema.ts';
import { studentOrGuardianIs } from '../../families/student-access.ts';
import { type RecordingEntry, recordingFileName } from './recording-entry.ts';

// A recital's recording (issue 49) is a class_recordings row with a recital in place of a class:
// it is made, stored and joined as a lesson's is. Its organiser, an admin, and each performer and
// their guardians see it.

/** When a recital ends: its start and its length. */
const recitalEnd = sql`${recitals.startsAt} + make_interval(mins => ${recitals.durationMinutes})`;

/** The recital has the student `who` accepts among its performers. */
const playedBy = (db: Db, who: (studentColumn: typeof recitalPerformers.studentId) => SQL) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(recitalPerformers)
      .where(and(eq(recitalPerformers.recitalId, recitals.id), who(recitalPerformers.studentId))),
  );

/** Who may see a recital's recording: an admin, its organiser, a performer or their guardian. */
const seenBy = (db: Db, user: SessionUser): SQL | undefined => {
  if (user.role === 'admin') return undefined;
  if (user.role === 'teacher') return eq(recitals.organiserId, user.id);
  return playedBy(db, (student) => studentOrGuardianIs(user, student));
};

function recitalQuery(db: Db) {
  return db
    .select({
      id: classRecordings.id,
      status: classRecordings.status,
      durationMs: classRecordings.durationMs,
      sizeBytes: classRecordings.sizeBytes,
      fileBytes: classRecordings.fileBytes,
      createdAt: classRecordings.createdAt,
      title: recitals.title,
      startsAt: recitals.startsAt,
      organiserFirst: users.firstName,
      organiserLast: users.lastName,
      organiserZone: users.timeZone,
    })
    .from(classRecordings)
    .innerJoin(recitals, eq(recitals.id, classRecordings.recitalId))
    .innerJoin(users, eq(users.id, recitals.organiserId))
    .$dynamic();
}

/** The recitals' recordings `user` may see, newest first, as the dashboards' lists show them. */
export async function recitalRecordingEntries(
  db: Db,
  user: SessionUser,
  limit: number,
): Promise<RecordingEntry[]> {
  const rows = await recitalQuery(db)
    .where(seenBy(db, user))
    .orderBy(sql`${recitals.startsAt} desc`)
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    classId: null,
    batchName: r.title,
    startsAt: r.startsAt,
    kind: 'recital',
    teacher: { firstName: r.organiserFirst, lastName: r.organiserLast, timeZone: r.organiserZone },
    student: { firstName: '', lastName: '', timeZone: null },
    status: r.status,
    durationMs: r.durationMs,
    sizeBytes: r.fileBytes ?? r.sizeBytes,
    createdAt: r.createdAt,
  }));
}

/** A recital recording's file for one who may see it, once it is made; otherwise null. */
export async function recitalFileFor(db: Db, user: SessionUser, id: number, schoolZone: string) {
  const [r] = await recitalQuery(db).where(and(eq(classRecordings.id, id), seenBy(db, user)));
  if (r?.status !== 'ready') return null;
  return { id: r.id, fileName: recordingFileName(r.title, r.startsAt, schoolZone) };
}

/** The recordings (and their recitals) of the recitals the student plays in, in `status` or any. */
export async function recitalRecordingsWith(db: Db, studentId: number, status?: 'recording') {
  return db
    .select({ id: classRecordings.id, recitalId: recitals.id })
    .from(classRecordings)
    .innerJoin(recitals, eq(recitals.id, classRecordings.recitalId))
    .where(
      and(
        playedBy(db, (student) => eq(student, studentId)),
        status ? eq(classRecordings.status, status) : undefined,
      ),
    );
}

/** Recital recordings still open with no part since `idleSince`, or whose recital is over. */
export async function recitalRecordingsLeft(db: Db, now: Date, idleSince: Date): Promise<number[]> {
  const rows = await db
    .select({ recitalId: recitals.id })
    .from(classRecordings)
    .innerJoin(recitals, eq(recitals.id, classRecordings.recitalId))
    .where(
      and(
        eq(classRecordings.status, 'recording'),
        sql`(${classRecordings.updatedAt} < ${idleSince} or ${recitalEnd} < ${now})`,
      ),
    );
  return rows.map((r) => r.recitalId);
}

/** Ready recital recordings whose recital is over: their parts are no longer needed. */
export function recitalRecordingsFinished(db: Db, now: Date) {
  return db
    .select({ id: classRecordings.id })
    .from(classRecordings)
    .innerJoin(recitals, eq(recitals.id, classRecordings.recitalId))
    .where(and(eq(classRecordings.status, 'ready'), lt(sql`${recitalEnd}`, now)));
}
