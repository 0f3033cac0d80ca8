import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import {
  ASSIGNMENT_TEXT,
  type CreateAssignment,
  type UpdateAssignment,
} from '../../../common/schemas/assignments.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import { lessonStudent, lessonTeacher } from '../../db/class-row.ts';
import type { Db } from '../../db/database.ts';
import { assignments, classes, practiceLog, practiceTakes } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';
import type { BlobStore } from '../../storage/blob-store.ts';
import { editableAssignment, studentInView } from './assignment-access.ts';
import { dueNext, orderAssignments } from './assignment-order.ts';

/** An assignment with what its answer shows: names, zones, its due lesson's start, minutes logged. */
export type AssignmentView = typeof assignments.$inferSelect & {
  studentName: string;
  studentZone: string | null;
  teacherName: string;
  teacherZone: string | null;
  dueAt: Date | null;
  secondsPractised: number;
  dueNext: boolean;
};

const fullName = (person: typeof lessonTeacher | typeof lessonStudent) =>
  sql<string>`${person.firstName} || ' ' || ${person.lastName}`;

async function readAssignments(db: Db, where: SQL) {
  const due = db.select({ id: classes.id, startsAt: classes.startsAt }).from(classes).as('due_lesson');
  const practised = db
    .select({
      assignmentId: practiceLog.assignmentId,
      seconds: sql<number>`sum(${practiceLog.seconds})::int`.as('seconds'),
    })
    .from(practiceLog)
    .groupBy(practiceLog.assignmentId)
    .as('practised');
  return db
    .select({
      row: assignments,
      studentName: fullName(lessonStudent),
      studentZone: lessonStudent.timeZone,
      teacherName: fullName(lessonTeacher),
      teacherZone: lessonTeacher.timeZone,
      dueAt: due.startsAt,
      seconds: practised.seconds,
    })
    .from(assignments)
    .innerJoin(lessonStudent, eq(lessonStudent.id, assignments.studentId))
    .innerJoin(lessonTeacher, eq(lessonTeacher.id, assignments.teacherId))
    .leftJoin(due, eq(due.id, assignments.dueClassId))
    .leftJoin(practised, eq(practised.assignmentId, assignments.id))
    .where(where);
}

/** The student's next lesson's start (not cancelled, not completed), or null. */
async function nextLessonAt(db: Db, studentId: number, now: Date): Promise<Date | null> {
  const [next] = await db
    .select({ startsAt: classes.startsAt })
    .from(classes)
    .where(
      and(
        eq(classes.studentId, studentId),
        eq(classes.isCancelled, false),
        eq(classes.isCompleted, false),
        gt(classes.startsAt, now),
      ),
    )
    .orderBy(asc(classes.startsAt))
    .limit(1);
  return next?.startsAt ?? null;
}

/** The student's assignments: due by the next lesson first, then newest first. */
export async function listAssignments(
  db: Db,
  user: SessionUser,
  asked: number | undefined,
  now = new Date(),
): Promise<AssignmentView[]> {
  const studentId = await studentInView(db, user, asked);
  const rows = await readAssignments(db, eq(assignments.studentId, studentId));
  const next = await nextLessonAt(db, studentId, now);
  const views = rows.map((r) => view(r));
  return orderAssignments(views, next, now).map((v) => ({ ...v, dueNext: dueNext(v, next, now) }));
}

type ReadRow = Awaited<ReturnType<typeof readAssignments>>[number];

function view(r: ReadRow): AssignmentView {
  return {
    ...r.row,
    studentName: r.studentName,
    studentZone: r.studentZone,
    teacherName: r.teacherName,
    teacherZone: r.teacherZone,
    dueAt: r.dueAt ?? null,
    secondsPractised: r.seconds ?? 0,
    dueNext: false,
  };
}

/** One assignment as its answer shows it. */
export async function readAssignment(db: Db, id: number): Promise<AssignmentView> {
  const [r] = await readAssignments(db, eq(assignments.id, id));
  if (!r) throw new HttpError(404, ASSIGNMENT_TEXT.notFound);
  return view(r);
}

/** A lesson named as set-in or due-by must be one of this student's (with this teacher, when set in). */
async function checkLesson(db: Db, classId: number | null | undefined, studentId: number) {
  if (classId === null || classId === undefined) return;
  const [lesson] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.studentId, studentId)));
  if (!lesson) throw new HttpError(400, ASSIGNMENT_TEXT.dueLesson);
}

/** A teacher sets practice for one of their students. */
export async function createAssignment(db: Db, user: SessionUser, input: CreateAssignment) {
  if (user.role !== 'teacher') throw new HttpError(403, 'Only a teacher can set an assignment');
  const studentId = await studentInView(db, user, input.student_id);
  await checkLesson(db, input.class_id, studentId);
  await checkLesson(db, input.due_class_id, studentId);
  const [row] = await db
    .insert(assignments)
    .values({
      studentId,
      teacherId: user.id,
      classId: input.class_id ?? null,
      dueClassId: input.due_class_id ?? null,
      title: input.title,
      notes: input.notes ?? '',
      tempoGoal: input.tempo_goal ?? null,
      tala: input.tala ?? null,
    })
    .returning({ id: assignments.id });
  if (!row) throw new Error('assignment not stored');
  return readAssignment(db, row.id);
}

/** The teacher (or an admin) changes it, or gives the verdict: done, or again. */
export async function updateAssignment(db: Db, user: SessionUser, id: number, patch: UpdateAssignment) {
  const row = await editableAssignment(db, user, id);
  await checkLesson(db, patch.due_class_id, row.studentId);
  await db
    .update(assignments)
    .set({
      dueClassId: patch.due_class_id,
      title: patch.title,
      notes: patch.notes,
      tempoGoal: patch.tempo_goal,
      tala: patch.tala,
      state: patch.state,
      updatedAt: new Date(),
    })
    .where(eq(assignments.id, id));
  return readAssignment(db, id);
}

/**
 * The assignment and its attachment; its logged practice stays, unassigned. One with takes is
 * refused: they are the student's, and would go with it.
 */
export async function deleteAssignment(db: Db, store: BlobStore, user: SessionUser, id: number) {
  await editableAssignment(db, user, id);
  const row = await db.transaction(async (tx) => {
    // Locked: a take arriving meanwhile is either stored first and seen here, or waits and then
    // finds no assignment (takes.service.ts holds the row while it stores one).
    const [locked] = await tx.select().from(assignments).where(eq(assignments.id, id)).for('update');
    if (!locked) throw new HttpError(404, ASSIGNMENT_TEXT.notFound);
    const [take] = await tx
      .select({ id: practiceTakes.id })
      .from(practiceTakes)
      .where(eq(practiceTakes.assignmentId, id))
      .limit(1);
    if (take) throw new HttpError(409, ASSIGNMENT_TEXT.hasTakes);
    await tx.delete(assignments).where(eq(assignments.id, id));
    return locked;
  });
  // The row first: a file that fails to go is out of reach, never a row without its file.
  if (row.attachmentKey) await store.delete(row.attachmentKey);
}

/** The student's own assignment, for logging practice against it. */
export async function ownAssignmentId(db: Db, studentId: number, id: number | null | undefined) {
  if (id === null || id === undefined) return null;
  const [row] = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.id, id), eq(assignments.studentId, studentId)));
  if (!row) throw new HttpError(404, ASSIGNMENT_TEXT.notFound);
  return row.id;
}
