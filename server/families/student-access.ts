import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Role } from '../../common/schemas/auth.ts';
import { FAMILY_TEXT } from '../../common/schemas/families.ts';
import type { Db } from '../db/database.ts';
import { guardianLinks } from '../db/schema.ts';
import { HttpError } from '../plugins/errors.ts';

// The one answer to "is this the student?" (DESIGN.md, Families): the student themself, or one
// of their linked guardians. Links are read fresh on every call, never cached with the session,
// so an unlinked guardian loses a child's data at their next request.

type Caller = { id: number; role: Role };
type Reader = Pick<Db, 'select'>;

/** Whether `user` is the student `studentId` or one of the student's linked guardians. */
export async function isStudentOrGuardian(db: Reader, user: Caller, studentId: number): Promise<boolean> {
  if (user.role === 'student') return user.id === studentId;
  if (user.role !== 'guardian') return false;
  const [link] = await db
    .select({ studentId: guardianLinks.studentId })
    .from(guardianLinks)
    .where(and(eq(guardianLinks.guardianId, user.id), eq(guardianLinks.studentId, studentId)));
  return link !== undefined;
}

/**
 * The student a student or a guardian asks about: a student's own unless they name another
 * (refused, 403, with `studentRefusal`), a guardian's linked child, who must be named (400 without,
 * 403 for another child).
 */
export async function askedStudent(
  db: Reader,
  user: Caller,
  asked: number | undefined,
  studentRefusal: string,
): Promise<number> {
  const studentId = asked ?? (user.role === 'student' ? user.id : undefined);
  if (studentId === undefined) throw new HttpError(400, FAMILY_TEXT.chooseChild);
  if (!(await isStudentOrGuardian(db, user, studentId)))
    throw new HttpError(403, user.role === 'student' ? studentRefusal : FAMILY_TEXT.notYourChild);
  return studentId;
}

/**
 * The same rule as a condition on a query's student column: the caller's own rows (a student) or
 * their linked children's (a guardian); for anyone else, none.
 */
export function studentOrGuardianIs(user: Caller, studentColumn: AnyPgColumn): SQL {
  if (user.role === 'student') return eq(studentColumn, user.id);
  if (user.role !== 'guardian') return sql`false`;
  return inArray(
    studentColumn,
    sql`(select ${guardianLinks.studentId} from ${guardianLinks} where ${guardianLinks.guardianId} = ${user.id})`,
  );
}

/** The students a guardian is linked to, by id. */
export async function childrenOf(db: Reader, guardianId: number): Promise<number[]> {
  const rows = await db
    .select({ studentId: guardianLinks.studentId })
    .from(guardianLinks)
    .where(eq(guardianLinks.guardianId, guardianId));
  return rows.map((r) => r.studentId);
}
