import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { lessonNameColumns, selectWithPeople } from '../../db/class-row.ts';
import type { Db } from '../../db/database.ts';
import { classes } from '../../db/schema.ts';

/** A lesson the teacher or the school cancelled, with no make-up booked for it yet. */
export type MakeUpOwed = {
  classId: number;
  batchName: string;
  teacher: { id: number; firstName: string; lastName: string };
  student: { id: number; firstName: string; lastName: string };
  startsAt: Date;
  cancelledBy: 'teacher' | 'school';
  cancelledAt: Date | null;
};

const makeUp = alias(classes, 'make_up');

/** The make-ups owed, oldest lesson first. */
export async function makeUpsOwed(db: Db): Promise<MakeUpOwed[]> {
  const rows = await selectWithPeople(db, {
    classId: classes.id,
    batchName: classes.batchName,
    ...lessonNameColumns,
    startsAt: classes.startsAt,
    cancelledBy: classes.cancelledBy,
    cancelledAt: classes.cancelledAt,
  })
    .where(
      and(
        eq(classes.isCancelled, true),
        inArray(classes.cancelledBy, ['teacher', 'school']),
        notExists(db.select({ id: makeUp.id }).from(makeUp).where(eq(makeUp.makeUpFor, classes.id))),
      ),
    )
    .orderBy(asc(classes.startsAt), asc(classes.id));
  return rows.map((r) => ({ ...r, cancelledBy: r.cancelledBy === 'teacher' ? 'teacher' : 'school' }));
}
