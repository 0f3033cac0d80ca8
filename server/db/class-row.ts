import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { classes } from './schema.ts';

/** The columns every class list reads: what the class is, when, and where it stands. */
export const classRowColumns = {
  id: classes.id,
  batchName: classes.batchName,
  classDate: classes.classDate,
  classTime: classes.classTime,
  durationMinutes: classes.durationMinutes,
  isStarted: classes.isStarted,
  isCompleted: classes.isCompleted,
  isCancelled: classes.isCancelled,
};

/** The classes of one member (`member` is classes.teacherId or classes.studentId) on `day` that are still open. */
export function openClassesOf(member: PgColumn, userId: number, day: string): SQL | undefined {
  return and(
    eq(member, userId),
    eq(classes.classDate, day),
    eq(classes.isCancelled, false),
    eq(classes.isCompleted, false),
  );
}
