import { and, asc, count, desc, eq, exists, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import { schoolDateLabel } from '../../../common/fees/enrolment-text.ts';
import { instantOf, wallClock } from '../../../common/lesson-time.ts';
import type {
  ClassStatus,
  classListQuerySchema,
  createClassSchema,
  updateClassSchema,
} from '../../../common/schemas/admin-classes.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import { recordChange } from '../../calendar/change-log.ts';
import { findClashes } from '../../calendar/clashes.ts';
import { cancelForSchool } from '../../calendar/school-cancel.ts';
import { classRowColumns, lessonNameColumns, selectWithPeople } from '../../db/class-row.ts';
import type { Db } from '../../db/database.ts';
import {
  type CANCELLED_BY,
  type COUNTED_REASONS,
  classAttendance,
  classChatMessages,
  classes,
  classNotes,
  classRecordings,
} from '../../db/schema.ts';
import { assertBookable } from '../../fees/enrolments.ts';
import { HttpError, isUniqueViolation } from '../../plugins/errors.ts';
import { hashPassword } from '../auth/auth.service.ts';
import { classStatus } from '../classes/classes.service.ts';
import { assertParties, type Booker, bookerView, refuseClashes, withPeopleLocked } from './booking.ts';

export const CLASS_NOT_FOUND = 'No such class';
export const COMPLETED_CLASS = 'A completed class cannot be changed';
export const HAS_HISTORY = 'This class already has a lesson history; create a new class for the new student.';
export const HAS_MAKE_UP = 'This lesson already has a make-up';
export const NOT_OWED = 'Only a lesson cancelled by the teacher or the school is owed a make-up';

type ClassPerson = { id: number; firstName: string; lastName: string };
/** A class as the admin schedules it; whether it has a join password, never the password. */
export type ScheduledClass = {
  id: number;
  batchName: string;
  startsAt: Date;
  durationMinutes: number;
  hasPassword: boolean;
  status: ClassStatus;
  seriesId: number | null;
  cancelledBy: (typeof CANCELLED_BY)[number] | null;
  countedReason: (typeof COUNTED_REASONS)[number] | null;
  joinedLate: boolean;
  makeUpFor: number | null;
  enrolmentId: number | null;
  teacher: ClassPerson;
  student: ClassPerson;
};

const STATUS_WHERE: Record<ClassStatus, SQL | undefined> = {
  cancelled: eq(classes.isCancelled, true),
  completed: and(eq(classes.isCancelled, false), eq(classes.isCompleted, true)),
  in_progress: and(
    eq(classes.isCancelled, false),
    eq(classes.isCompleted, false),
    eq(classes.isStarted, true),
  ),
  scheduled: and(
    eq(classes.isCancelled, false),
    eq(classes.isCompleted, false),
    eq(classes.isStarted, false),
  ),
};

const selectClasses = (db: Db) =>
  selectWithPeople(db, {
    ...classRowColumns,
    seriesId: classes.seriesId,
    cancelledBy: classes.cancelledBy,
    countedReason: classes.countedReason,
    joinedLate: classes.joinedLate,
    makeUpFor: classes.makeUpFor,
    enrolmentId: classes.enrolmentId,
    joinPasswordHash: classes.joinPasswordHash,
    ...lessonNameColumns,
  });

type Row = Awaited<ReturnType<ReturnType<typeof selectClasses>['execute']>>[number];

// The password hash never leaves the server; the admin only learns whether there is one.
const toScheduledClass = ({
  joinPasswordHash,
  isStarted,
  isCompleted,
  isCancelled,
  ...r
}: Row): ScheduledClass => ({
  ...r,
  hasPassword: joinPasswordHash !== null,
  status: classStatus({ isStarted, isCompleted, isCancelled }),
});

/** Classes, latest first, paginated; optionally of one status. */
export async function listClasses(
  db: Db,
  q: z.output<typeof classListQuerySchema>,
): Promise<Page<ScheduledClass>> {
  const where = q.status ? STATUS_WHERE[q.status] : undefined;
  const [rows, [total]] = await Promise.all([
    selectClasses(db)
      .where(where)
      .orderBy(desc(classes.startsAt), asc(classes.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(classes).where(where),
  ]);
  return { items: rows.map(toScheduledClass), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

async function getRow(db: Db, id: number): Promise<Row> {
  const [row] = await selectClasses(db).where(eq(classes.id, id));
  if (!row) throw new HttpError(404, CLASS_NOT_FOUND);
  return row;
}

export const getClass = async (db: Db, id: number) => toScheduledClass(await getRow(db, id));

/** Whether anything happened in any of the classes: started, joined, or with chat, notes or a recording. */
async function hasLessonHistory(db: Db, ids: number[]): Promise<boolean> {
  const of = (table: PgTable, classId: PgColumn) =>
    exists(db.select({ one: sql`1` }).from(table).where(eq(classId, classes.id)));
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        inArray(classes.id, ids),
        or(
          eq(classes.isStarted, true),
          of(classAttendance, classAttendance.classId),
          of(classChatMessages, classChatMessages.classId),
          of(classNotes, classNotes.classId),
          of(classRecordings, classRecordings.classId),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The cancelled lesson a new one makes up for: owed, and not yet made up. Answers its enrolment. */
async function assertOwed(db: Db, id: number): Promise<number | null> {
  const [owed] = await db
    .select({
      cancelledBy: classes.cancelledBy,
      isCancelled: classes.isCancelled,
      enrolmentId: classes.enrolmentId,
    })
    .from(classes)
    .where(eq(classes.id, id));
  if (!owed) throw new HttpError(404, CLASS_NOT_FOUND);
  if (!owed.isCancelled || (owed.cancelledBy !== 'teacher' && owed.cancelledBy !== 'school'))
    throw new HttpError(400, NOT_OWED);
  if ((await db.$count(classes, eq(classes.makeUpFor, id))) > 0) throw new HttpError(409, HAS_MAKE_UP);
  return owed.enrolmentId;
}

const admin = (booker: Booker) => ({ id: booker.id, role: 'admin' as const });

export async function createClass(
  db: Db,
  input: z.output<typeof createClassSchema>,
  booker: Booker,
  schoolZone: string,
): Promise<ScheduledClass> {
  const joinPasswordHash = input.joinPassword ? await hashPassword(input.joinPassword) : null;
  const startsAt = instantOf(input.classDate, input.classTime, schoolZone);
  const book = () =>
    withPeopleLocked(db, [input.teacherId, input.studentId], async (tx) => {
      await assertParties(tx, input);
      // A make-up counts against the enrolment of the lesson it makes up for, unless another is chosen.
      const owedOn = input.makeUpFor === undefined ? null : await assertOwed(tx, input.makeUpFor);
      const enrolmentId = input.enrolmentId ?? owedOn;
      refuseClashes(await findClashes(tx, [{ ...input, startsAt }], bookerView(booker, schoolZone)));
      if (enrolmentId !== null)
        await assertBookable(
          tx,
          enrolmentId,
          { studentId: input.studentId, schoolDates: [input.classDate] },
          schoolDateLabel,
        );
      const [row] = await tx
        .insert(classes)
        .values({
          batchName: input.batchName,
          teacherId: input.teacherId,
          studentId: input.studentId,
          startsAt,
          durationMinutes: input.durationMinutes,
          joinPasswordHash,
          makeUpFor: input.makeUpFor ?? null,
          enrolmentId,
        })
        .returning({ id: classes.id });
      if (!row) throw new Error('class not created');
      await recordChange(tx, {
        classId: row.id,
        actor: admin(booker),
        action: 'created',
        to: startsAt,
        note: input.makeUpFor === undefined ? null : `make-up for class #${input.makeUpFor}`,
      });
      return row.id;
    });
  // Two admins booking a make-up for one lesson at once: the index keeps one.
  const id = await book().catch((err: unknown) => {
    throw isUniqueViolation(err) ? new HttpError(409, HAS_MAKE_UP) : err;
  });
  return getClass(db, id);
}

/** The day `days` after a calendar date (YYYY-MM-DD). */
const plusDays = (date: string, days: number) =>
  DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toFormat('yyyy-MM-dd');
const daysFrom = (from: string, to: string) =>
  DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days').days;

/** The later lessons of a series an edit with scope 'later' carries along: not started, not cancelled. */
async function laterLessons(db: Db, current: Row, now: Date): Promise<Row[]> {
  if (current.seriesId === null) return [];
  return selectClasses(db)
    .where(
      and(
        eq(classes.seriesId, current.seriesId),
        gt(classes.startsAt, current.startsAt),
        gt(classes.startsAt, now),
        eq(classes.isStarted, false),
        eq(classes.isCompleted, false),
        eq(classes.isCancelled, false),
      ),
    )
    .orderBy(asc(classes.startsAt));
}

/** What an edit changed besides the time, as the change log's note: 'batch name, teacher'. */
function editedFields(row: Row, input: z.output<typeof updateClassSchema>): string | null {
  const changed = [
    row.batchName !== input.batchName && 'batch name',
    row.durationMinutes !== input.durationMinutes && 'duration',
    row.teacher.id !== input.teacherId && 'teacher',
    row.student.id !== input.studentId && 'student',
    input.passwordAction !== 'keep' && 'join password',
  ].filter((c): c is string => c !== false);
  return changed.length === 0 ? null : changed.join(', ');
}

/**
 * Edits a class; with scope 'later' in a series, also every later lesson not started nor
 * cancelled: each moves by the same number of days to the new clock time (the school's) and
 * takes the new length, name, people and join password. All are clash-checked before any changes.
 */
export async function updateClass(
  db: Db,
  id: number,
  input: z.output<typeof updateClassSchema>,
  booker: Booker,
  schoolZone: string,
  now: Date = new Date(),
): Promise<{ updated: ScheduledClass; changedIds: number[] }> {
  const password =
    input.passwordAction === 'set'
      ? { joinPasswordHash: await hashPassword(input.joinPassword) }
      : input.passwordAction === 'remove'
        ? { joinPasswordHash: null }
        : {};
  const changedIds = await withPeopleLocked(db, [input.teacherId, input.studentId], async (tx) => {
    const current = await getRow(tx, id);
    if (current.isCompleted) throw new HttpError(409, COMPLETED_CLASS);
    const targets = [current, ...(input.scope === 'later' ? await laterLessons(tx, current, now) : [])];
    const ids = targets.map((t) => t.id);
    // A lesson's chat, files, notes and recording belong to the people who were in it.
    const peopleChange = targets.some(
      (t) => t.teacher.id !== input.teacherId || t.student.id !== input.studentId,
    );
    if (peopleChange && (await hasLessonHistory(tx, ids))) throw new HttpError(409, HAS_HISTORY);
    await assertParties(tx, input);
    const shift = daysFrom(wallClock(current.startsAt, schoolZone).date, input.classDate);
    const planned = targets.map((t) => ({
      row: t,
      startsAt: instantOf(
        plusDays(wallClock(t.startsAt, schoolZone).date, shift),
        input.classTime,
        schoolZone,
      ),
    }));
    // A cancelled lesson edited on its own stays cancelled: it holds nobody's time.
    const held = planned.filter((p) => !p.row.isCancelled);
    const proposed = held.map((p) => ({ ...input, startsAt: p.startsAt, ignoreClassIds: ids }));
    refuseClashes(await findClashes(tx, proposed, bookerView(booker, schoolZone)));
    for (const { row, startsAt } of planned) {
      const moved = row.startsAt.getTime() !== startsAt.getTime();
      // Calendars take the newest copy of a lesson whose time or length changed.
      const retimed = moved || row.durationMinutes !== input.durationMinutes;
      await tx
        .update(classes)
        .set({
          batchName: input.batchName,
          teacherId: input.teacherId,
          studentId: input.studentId,
          startsAt,
          durationMinutes: input.durationMinutes,
          ...password,
          ...(retimed ? { sequence: sql`${classes.sequence} + 1` } : {}),
        })
        .where(eq(classes.id, row.id));
      if (moved)
        await recordChange(tx, {
          classId: row.id,
          actor: admin(booker),
          action: 'moved',
          from: row.startsAt,
          to: startsAt,
        });
      const note = editedFields(row, input);
      if (note) await recordChange(tx, { classId: row.id, actor: admin(booker), action: 'edited', note });
    }
    return ids;
  });
  return { updated: await getClass(db, id), changedIds };
}

/** The school cancels a lesson: owed as a make-up. */
export async function cancelClass(db: Db, id: number, booker: Booker): Promise<ScheduledClass> {
  await db.transaction(async (tx) => {
    const current = await getRow(tx as unknown as Db, id);
    if (current.isCompleted) throw new HttpError(409, COMPLETED_CLASS);
    if (current.isCancelled) return;
    await cancelForSchool(tx, [id], admin(booker));
  });
  return getClass(db, id);
}
