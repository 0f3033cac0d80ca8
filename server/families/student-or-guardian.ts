import { and, eq } from 'drizzle-orm';
import type { Role } from '../../common/schemas/auth.ts';
import type { Db } from '../db/database.ts';
import { guardianLinks } from '../db/schema.ts';

// A stand-in for the families' one access rule (DESIGN.md, Families), kept to this one function
// with the same name and shape so that it is swapped for the shared one in a single import.

/** Whether `user` is the student `studentId` or one of the student's linked guardians (read fresh each call). */
export async function isStudentOrGuardian(
  db: Pick<Db, 'select'>,
  user: { id: number; role: Role },
  studentId: number,
): Promise<boolean> {
  if (user.role === 'student') return user.id === studentId;
  if (user.role !== 'guardian') return false;
  const [link] = await db
    .select({ studentId: guardianLinks.studentId })
    .from(guardianLinks)
    .where(and(eq(guardianLinks.guardianId, user.id), eq(guardianLinks.studentId, studentId)));
  return link !== undefined;
}
