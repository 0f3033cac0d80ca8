import { eq } from 'drizzle-orm';
import { FAMILY_TEXT, type Guardian, type LinkGuardianInput } from '../../../common/schemas/families.ts';
import type { School } from '../../../common/school.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { guardiansOf, linkGuardian, presentGuardian, unlinkGuardian } from '../../families/guardians.ts';
import { HttpError } from '../../plugins/errors.ts';
import { USER_NOT_FOUND } from './admin-users.service.ts';

// The admin's links between students and their guardians (issue 45).

/** The student (404 when there is no such person, 400 when they are not a student). */
async function studentRow(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw new HttpError(404, USER_NOT_FOUND);
  if (row.role !== 'student') throw new HttpError(400, FAMILY_TEXT.notAStudent);
  return row;
}

export async function studentGuardians(db: Db, studentId: number): Promise<Guardian[]> {
  await studentRow(db, studentId);
  return (await guardiansOf(db, studentId)).map(presentGuardian);
}

/** Links (and, when new, invites) a guardian; answers their name as linked. */
export async function adminLinkGuardian(
  db: Db,
  school: School,
  studentId: number,
  input: LinkGuardianInput,
  adminId: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    const student = await studentRow(tx, studentId);
    const guardianId = await linkGuardian(tx, school, { ...input, student, by: adminId });
    const [linked] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, guardianId));
    return `${linked?.firstName} ${linked?.lastName}`;
  });
}

/** Unlinks a guardian at once; answers their name. */
export async function adminUnlinkGuardian(db: Db, studentId: number, guardianId: number): Promise<string> {
  await studentRow(db, studentId);
  const [guardian] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, guardianId));
  await unlinkGuardian(db, studentId, guardianId);
  return `${guardian?.firstName} ${guardian?.lastName}`;
}
