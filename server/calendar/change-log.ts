import type { PolicyRule } from '../../common/lesson-policy.ts';
import type { Role } from '../../common/schemas/auth.ts';
import type { Db } from '../db/database.ts';
import { type ChangeAction, classChanges } from '../db/schema.ts';

/** Who made a change: a person (with their role) or the server's own jobs. */
export type ChangeActor = { id: number; role: Role } | { id: null; role: 'system' };

export type LessonChange = {
  classId: number;
  actor: ChangeActor;
  action: ChangeAction;
  from?: Date | null;
  to?: Date | null;
  rule?: PolicyRule | null;
  note?: string | null;
};

/** Records a change to a lesson, inside the caller's transaction (with the change itself). */
export async function recordChange(tx: Pick<Db, 'insert'>, change: LessonChange): Promise<void> {
  await tx.insert(classChanges).values({
    classId: change.classId,
    actorId: change.actor.id,
    actorRole: change.actor.role,
    action: change.action,
    fromStartsAt: change.from ?? null,
    toStartsAt: change.to ?? null,
    rule: change.rule ?? null,
    note: change.note ?? null,
  });
}
