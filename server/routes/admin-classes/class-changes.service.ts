import { asc, eq } from 'drizzle-orm';
import type { Role } from '../../../common/schemas/auth.ts';
import { actorNameColumns, actorOf } from '../../db/actor.ts';
import type { Db } from '../../db/database.ts';
import { type ChangeAction, classChanges, classes, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import { CLASS_NOT_FOUND } from './admin-classes.service.ts';

/** One change to a lesson as the log keeps it, with the actor's name when they still exist. */
export type ClassChange = {
  id: number;
  at: Date;
  actorRole: Role | 'system';
  actor: { firstName: string; lastName: string } | null;
  action: ChangeAction;
  from: Date | null;
  to: Date | null;
  rule: string | null;
  note: string | null;
};

/** Every change to the class, oldest first (404 when there is no such class). */
export async function classChangesOf(db: Db, classId: number): Promise<ClassChange[]> {
  if ((await db.$count(classes, eq(classes.id, classId))) === 0) throw new HttpError(404, CLASS_NOT_FOUND);
  const rows = await db
    .select({
      id: classChanges.id,
      at: classChanges.createdAt,
      actorRole: classChanges.actorRole,
      ...actorNameColumns,
      action: classChanges.action,
      from: classChanges.fromStartsAt,
      to: classChanges.toStartsAt,
      rule: classChanges.rule,
      note: classChanges.note,
    })
    .from(classChanges)
    .leftJoin(users, eq(users.id, classChanges.actorId))
    .where(eq(classChanges.classId, classId))
    .orderBy(asc(classChanges.id));
  return rows.map(({ firstName, lastName, ...r }) => ({
    ...r,
    actor: actorOf({ firstName, lastName }),
  }));
}
