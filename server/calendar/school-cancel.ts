import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { classes } from '../db/schema.ts';
import { type ChangeActor, recordChange } from './change-log.ts';

/**
 * The school cancels lessons, inside the caller's transaction: each is owed to the student as a
 * make-up (not counted), its calendar entry is updated (the sequence) and the change is logged.
 */
export async function cancelForSchool(
  tx: Pick<Db, 'update' | 'insert'>,
  ids: number[],
  actor: ChangeActor,
  note: string | null = null,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(classes)
    .set({
      isCancelled: true,
      cancelledBy: 'school',
      cancelledAt: new Date(),
      sequence: sql`${classes.sequence} + 1`,
    })
    .where(inArray(classes.id, ids));
  for (const classId of ids)
    await recordChange(tx, { classId, actor, action: 'cancelled', rule: 'school-cancel', note });
}
