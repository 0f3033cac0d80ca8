import { and, asc, count, desc, eq, exists, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  ClassStatus,
  classListQuerySchema,
  createClassSchema,
  updateClassSchema,
} from '../../../common/schemas/admin-classes.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import { classRowColumns } from '../../db/class-row.ts';
import type { Db } from '../../db/database.ts';
import {
  classAttendance,
  classChatMessages,
  classes,
  classNotes,
  classRecordings,
  users,
} from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import { hashPassword } from '../auth/auth.service.ts';
import { classStatus, minutes } from '../classes/classes.service.ts';

export const CLASS_NOT_FOUND = 'No such class';
export const CHOOSE_TEACHER = 'Please choose a teacher';
export const CHOOSE_STUDENT = 'Please choose a student';
export const COMPLETED_CLASS = 'A completed class cannot be changed';
export const TEACHER_BUSY = 'The teacher already has a class at that time';
export const STUDENT_BUSY = 'The student already has a class at that time';
export const HAS_HISTORY = 'This class already has a lesson history; create a new class for the new student.';

type ClassPerson = { id: number; firstName: string; lastName: string };
/** A class as the admin schedules it; whether it has a join password, never the password. */
export type ScheduledClass = {
  id: number;
  batchName: string;
  classDate: string;
  classTime: string;
  durationMinutes: number;
  hasPassword: boolean;
  status: ClassStatus;
  teacher: ClassPerson;
  student: ClassPerson;
};

const teacher = alias(users, 'teacher');
const student = alias(users, 'student');

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
  db
    .select({
      ...classRowColumns,
      joinPasswordHash: classes.joinPasswordHash,
      teacher: { id: teacher.id, firstName: teacher.firstName, lastName: teacher.lastName },
      student: { id: student.id, firstName: student.firstName, lastName: student.lastName },
    })
    .from(classes)
    .innerJoin(teacher, eq(teacher.id, classes.teacherId))
    .innerJoin(student, eq(student.id, classes.studentId));

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

/** Classes, latest date first, paginated; optionally of one status. */
export async function listClasses(
  db: Db,
  q: z.output<typeof classListQuerySchema>,
): Promise<Page<ScheduledClass>> {
  const where = q.status ? STATUS_WHERE[q.status] : undefined;
  const [rows, [total]] = await Promise.all([
    selectClasses(db)
      .where(where)
      .orderBy(desc(classes.classDate), asc(classes.classTime), asc(classes.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(classes).where(where),
  ]);
  return { items: rows.map(toScheduledClass), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

async function getClass(db: Db, id: number): Promise<Row> {
  const [row] = await selectClasses(db).where(eq(classes.id, id));
  if (!row) throw new HttpError(404, CLASS_NOT_FOUND);
  return row;
}

async function assertRole(db: Db, id: number, role: 'teacher' | 'student', message: string) {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  if (row?.role !== role) throw new HttpError(400, message);
}

type ClassFields = Pick<
  z.output<typeof createClassSchema>,
  'batchName' | 'teacherId' | 'studentId' | 'classDate' | 'classTime' | 'durationMinutes'
>;

async function checkParties(db: Db, input: ClassFields, exceptId?: number) {
  await assertRole(db, input.teacherId, 'teacher', CHOOSE_TEACHER);
  await assertRole(db, input.studentId, 'student', CHOOSE_STUDENT);
  // Neither party can be in two classes at once (cancelled ones do not count).
  const sameDay = await db
    .select({
      teacherId: classes.teacherId,
      studentId: classes.studentId,
      classTime: classes.classTime,
      durationMinutes: classes.durationMinutes,
    })
    .from(classes)
    .where(
      and(
        eq(classes.classDate, input.classDate),
        eq(classes.isCancelled, false),
        or(eq(classes.teacherId, input.teacherId), eq(classes.studentId, input.studentId)),
        exceptId ? ne(classes.id, exceptId) : undefined,
      ),
    );
  const start = minutes(input.classTime);
  const end = start + input.durationMinutes;
  for (const other of sameDay) {
    const otherStart = minutes(other.classTime);
    if (start >= otherStart + other.durationMinutes || otherStart >= end) continue;
    throw new HttpError(409, other.teacherId === input.teacherId ? TEACHER_BUSY : STUDENT_BUSY);
  }
}

const fields = (input: ClassFields) => ({
  batchName: input.batchName,
  teacherId: input.teacherId,
  studentId: input.studentId,
  classDate: input.classDate,
  classTime: input.classTime,
  durationMinutes: input.durationMinutes,
});

/**
 * Runs `write` in a transaction holding the parties' user rows: two admins booking one teacher
 * at once take turns, and the second one's clash check sees the first one's class.
 */
function withPartiesLocked<T>(db: Db, input: ClassFields, write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [input.teacherId, input.studentId]))
      .orderBy(users.id)
      .for('update');
    return write(tx as unknown as Db);
  });
}

/** Whether anything happened in the class: started, joined, or with chat, notes or a recording. */
async function hasLessonHistory(db: Db, cls: Row): Promise<boolean> {
  if (cls.isStarted) return true;
  const of = (table: PgTable, classId: PgColumn) =>
    exists(db.select({ one: sql`1` }).from(table).where(eq(classId, cls.id)));
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.id, cls.id),
        or(
          of(classAttendance, classAttendance.classId),
          of(classChatMessages, classChatMessages.classId),
          of(classNotes, classNotes.classId),
          of(classRecordings, classRecordings.classId),
        ),
      ),
    );
  return row !== undefined;
}

export async function createClass(
  db: Db,
  input: z.output<typeof createClassSchema>,
): Promise<ScheduledClass> {
  const joinPasswordHash = input.joinPassword ? await hashPassword(input.joinPassword) : null;
  const id = await withPartiesLocked(db, input, async (tx) => {
    await checkParties(tx, input);
    const [row] = await tx
      .insert(classes)
      .values({ ...fields(input), joinPasswordHash })
      .returning({ id: classes.id });
    if (!row) throw new Error('class not created');
    return row.id;
  });
  return toScheduledClass(await getClass(db, id));
}

export async function updateClass(
  db: Db,
  id: number,
  input: z.output<typeof updateClassSchema>,
): Promise<ScheduledClass> {
  const password =
    input.passwordAction === 'set'
      ? { joinPasswordHash: await hashPassword(input.joinPassword) }
      : input.passwordAction === 'remove'
        ? { joinPasswordHash: null }
        : {};
  await withPartiesLocked(db, input, async (tx) => {
    const current = await getClass(tx, id);
    if (current.isCompleted) throw new HttpError(409, COMPLETED_CLASS);
    // A lesson's chat, files, notes and recording belong to the people who were in it.
    const partiesChange = current.teacher.id !== input.teacherId || current.student.id !== input.studentId;
    if (partiesChange && (await hasLessonHistory(tx, current))) throw new HttpError(409, HAS_HISTORY);
    await checkParties(tx, input, id);
    await tx
      .update(classes)
      .set({ ...fields(input), ...password })
      .where(eq(classes.id, id));
  });
  return toScheduledClass(await getClass(db, id));
}

export async function cancelClass(db: Db, id: number): Promise<ScheduledClass> {
  const current = await getClass(db, id);
  if (current.isCompleted) throw new HttpError(409, COMPLETED_CLASS);
  await db.update(classes).set({ isCancelled: true }).where(eq(classes.id, id));
  return toScheduledClass(await getClass(db, id));
}
