import { and, eq } from 'drizzle-orm';
import { ASSIGNMENT_TEXT } from '../../../common/schemas/assignments.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import type { Db } from '../../db/database.ts';
import { assignments, classes, users } from '../../db/schema.ts';
import { askedStudent, isStudentOrGuardian } from '../../families/student-access.ts';
import { HttpError } from '../../plugins/errors.ts';

// Whose practice a caller may see or change: a student their own, a guardian their linked
// children's (to read); a teacher the students they teach (who share a lesson with them); an
// admin anyone's.

/** The teacher has (or had) a lesson with the student. */
export async function teaches(db: Db, teacherId: number, studentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.teacherId, teacherId), eq(classes.studentId, studentId)))
    .limit(1);
  return !!row;
}

/**
 * The student whose practice the caller asks about: a student's own (naming another is refused
 * like a stranger's), a guardian's linked child (named), a teacher's own student, or any student
 * for an admin.
 */
export async function studentInView(db: Db, user: SessionUser, asked: number | undefined): Promise<number> {
  if (user.role === 'student' || user.role === 'guardian')
    return askedStudent(db, user, asked, ASSIGNMENT_TEXT.notYourStudent);
  if (asked === undefined) throw new HttpError(400, 'Please choose a student');
  if (user.role !== 'admin' && !(user.role === 'teacher' && (await teaches(db, user.id, asked))))
    throw new HttpError(403, ASSIGNMENT_TEXT.notYourStudent);
  const [student] = await db.select({ role: users.role }).from(users).where(eq(users.id, asked));
  if (student?.role !== 'student') throw new HttpError(404, 'No such student');
  return asked;
}

export type AssignmentRow = typeof assignments.$inferSelect;

/**
 * An assignment the caller may see: its student and their guardians, its teacher (or another
 * teacher of its student, who reads the student's whole practice) and admins. Anyone else is
 * answered as if it did not exist.
 */
export async function visibleAssignment(db: Db, user: SessionUser, id: number): Promise<AssignmentRow> {
  const [row] = await db.select().from(assignments).where(eq(assignments.id, id));
  const visible =
    row &&
    (user.role === 'admin' ||
      (await isStudentOrGuardian(db, user, row.studentId)) ||
      (user.role === 'teacher' &&
        (row.teacherId === user.id || (await teaches(db, user.id, row.studentId)))));
  if (!visible) throw new HttpError(404, ASSIGNMENT_TEXT.notFound);
  return row;
}

/** Who changes an assignment, comments on its takes and answers them: its own teacher, or an admin. */
export const mayChange = (user: SessionUser, row: { teacherId: number }) =>
  user.role === 'admin' || (user.role === 'teacher' && row.teacherId === user.id);

/**
 * An assignment the caller may change: its own teacher's, or any for an admin. The student, their
 * guardians and the student's other teachers only read it.
 */
export async function editableAssignment(db: Db, user: SessionUser, id: number): Promise<AssignmentRow> {
  const row = await visibleAssignment(db, user, id);
  if (!mayChange(user, row))
    throw new HttpError(
      403,
      user.role === 'teacher' ? ASSIGNMENT_TEXT.notYourAssignment : ASSIGNMENT_TEXT.onlyTeacher,
    );
  return row;
}

/**
 * Inside a transaction, the student's row locked: changes counted against their totals (a day's
 * practice, their takes' bytes) take turns, so two at once cannot both pass a limit.
 */
export async function lockStudent(tx: Pick<Db, 'select'>, studentId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for('update');
}
