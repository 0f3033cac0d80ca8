import { asc, eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import {
  type Child,
  FAMILY_TEXT,
  GUARDIANS_INVITED_MAX,
  type LinkGuardianInput,
} from '../../../common/schemas/families.ts';
import type { School } from '../../../common/school.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { guardianCount, guardiansOf, linkGuardian, presentGuardian } from '../../families/guardians.ts';
import { childrenOf, isStudentOrGuardian } from '../../families/student-access.ts';
import { HttpError } from '../../plugins/errors.ts';

// A guardian's own view of their children (issue 45), and the second guardian they may invite.

/** The guardian's children, by first name, each with their guardians. */
export async function myChildren(db: Db, guardian: SessionUser): Promise<Child[]> {
  const ids = await childrenOf(db, guardian.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.firstName), asc(users.id));
  return Promise.all(
    rows.map(async (child) => ({
      ...child,
      guardians: (await guardiansOf(db, child.id)).map(presentGuardian),
    })),
  );
}

/**
 * The guardian invites another guardian for their child (or links one with an account), while
 * the child has fewer than GUARDIANS_INVITED_MAX; the school's office links any more.
 */
export async function inviteSecondGuardian(
  db: Db,
  school: School,
  guardian: SessionUser,
  childId: number,
  input: LinkGuardianInput,
): Promise<Child> {
  await db.transaction(async (tx) => {
    if (!(await isStudentOrGuardian(tx, guardian, childId)))
      throw new HttpError(403, FAMILY_TEXT.notYourChild);
    const [child] = await tx
      .select({ id: users.id, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, childId))
      .for('update');
    if (!child) throw new HttpError(403, FAMILY_TEXT.notYourChild);
    if ((await guardianCount(tx, childId)) >= GUARDIANS_INVITED_MAX)
      throw new HttpError(409, FAMILY_TEXT.enoughGuardians);
    await linkGuardian(tx, school, { ...input, student: child, by: guardian.id });
  });
  const found = (await myChildren(db, guardian)).find((c) => c.id === childId);
  if (!found) throw new HttpError(403, FAMILY_TEXT.notYourChild);
  return found;
}
