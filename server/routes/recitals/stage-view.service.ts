import { asc, desc, eq } from 'drizzle-orm';
import { lessonWhenLabel, personZone } from '../../../common/lesson-time.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import { RECITAL_NOT_FOUND, type StageView } from '../../../common/schemas/recitals.ts';
import type { Db } from '../../db/database.ts';
import { recitalPerformers, recitals, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import { personName } from '../classes/classes.presenter.ts';
import { type Performer, performersOf } from './recitals.service.ts';

type RecitalRow = typeof recitals.$inferSelect;

const present = (
  row: RecitalRow,
  performers: Performer[],
  user: SessionUser,
  schoolZone: string,
): StageView => ({
  id: row.id,
  title: row.title,
  starts_at: row.startsAt.toISOString(),
  when_label: lessonWhenLabel(row.startsAt, personZone(user.timeZone, schoolZone), schoolZone),
  performers: performers.map((p) => ({ position: p.position, student_id: p.studentId, name: personName(p) })),
  on_stage_id: row.onStageId,
  next_id: row.nextId,
  runs: user.role === 'admin' || row.organiserId === user.id,
});

/**
 * GET /recitals/{id}/stage: the running order and who is on, for a performer, the organiser or an
 * admin; to anyone else the recital does not exist.
 */
export async function stageView(db: Db, user: SessionUser, id: number, schoolZone: string) {
  const [row] = await db.select().from(recitals).where(eq(recitals.id, id));
  if (!row) throw new HttpError(404, RECITAL_NOT_FOUND);
  const performers = await performersOf(db, id);
  const view = present(row, performers, user, schoolZone);
  if (!view.runs && !performers.some((p) => p.studentId === user.id))
    throw new HttpError(404, RECITAL_NOT_FOUND);
  return view;
}

/** The recitals the signed-in student performs in, the latest first. */
export async function performing(db: Db, user: SessionUser, schoolZone: string) {
  const rows = await db
    .select({ recital: recitals })
    .from(recitalPerformers)
    .innerJoin(recitals, eq(recitals.id, recitalPerformers.recitalId))
    .where(eq(recitalPerformers.studentId, user.id))
    .orderBy(desc(recitals.startsAt), desc(recitals.id));
  return Promise.all(
    rows.map(async ({ recital }) => present(recital, await performersOf(db, recital.id), user, schoolZone)),
  );
}

/** Every student of the school, by name: the people a recital may have as performers. */
export async function recitalStudents(db: Db) {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.role, 'student'))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map((r) => ({ id: r.id, name: personName(r) }));
}
