import { asc, eq, inArray } from 'drizzle-orm';
import { mailsOwnCopyOn } from '../../../common/family-ages.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import {
  type Child,
  FAMILY_TEXT,
  GUARDIANS_INVITED_MAX,
  type LinkGuardianInput,
} from '../../../common/schemas/families.ts';
import type { School } from '../../../common/school.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { assertPasswordAllowed } from '../../auth/common-passwords.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { guardianCount, guardiansOf, linkGuardian, presentGuardian } from '../../families/guardians.ts';
import type { OwnMailRule } from '../../families/recipients.ts';
import { childrenOf, isStudentOrGuardian } from '../../families/student-access.ts';
import { HttpError, isUniqueViolation } from '../../plugins/errors.ts';
import { hashPassword, setPassword } from '../auth/auth.service.ts';

// A guardian's own view of their children (issue 45), and the second guardian they may invite.

/** Under the school's own-mail age on its date: a guardian may give the child a sign-in without an e-mail. */
const signInByGuardian = (dob: string | null, rule: OwnMailRule) =>
  !mailsOwnCopyOn(dob, schoolDate(rule.schoolZone), rule.ownMailAge);

/** The guardian's children, by first name, each with their guardians. */
export async function myChildren(db: Db, guardian: SessionUser, rule: OwnMailRule): Promise<Child[]> {
  const ids = await childrenOf(db, guardian.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      dateOfBirth: users.dateOfBirth,
    })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.firstName), asc(users.id));
  return Promise.all(
    rows.map(async ({ dateOfBirth, ...child }) => ({
      ...child,
      signInByGuardian: signInByGuardian(dateOfBirth, rule),
      guardians: (await guardiansOf(db, child.id)).map(presentGuardian),
    })),
  );
}

/**
 * A guardian gives their child under the own-mail age a username and password to sign in with,
 * in place of an e-mail address: the child's own address goes (their mail reaches the guardians),
 * and, as any new password does, their sessions and mailed links end. 403 for another's child, 409
 * for a child old enough for their own mail or a username another account has.
 */
export async function setChildSignIn(
  db: Db,
  guardian: SessionUser,
  childId: number,
  input: { username: string; password: string },
  rule: OwnMailRule,
): Promise<{ firstName: string }> {
  assertPasswordAllowed(input.password, input.username);
  const passwordHash = await hashPassword(input.password);
  const set = db.transaction(async (tx) => {
    if (!(await isStudentOrGuardian(tx, guardian, childId)) || guardian.id === childId)
      throw new HttpError(403, FAMILY_TEXT.notYourChild);
    const [child] = await tx
      .select({ firstName: users.firstName, dateOfBirth: users.dateOfBirth })
      .from(users)
      .where(eq(users.id, childId))
      .for('update');
    if (!child) throw new HttpError(403, FAMILY_TEXT.notYourChild);
    if (!signInByGuardian(child.dateOfBirth, rule))
      throw new HttpError(409, FAMILY_TEXT.signInTooOld(child.firstName, rule.ownMailAge));
    await tx.update(users).set({ username: input.username, email: null }).where(eq(users.id, childId));
    await setPassword(tx, childId, passwordHash, { mustChange: false });
    return { firstName: child.firstName };
  });
  // The unique index, not a look first, decides a taken name: two guardians choosing the same
  // name at once get one success and one 409, never a 500.
  return set.catch((err: unknown) => {
    throw isUniqueViolation(err) ? new HttpError(409, FAMILY_TEXT.usernameTaken) : err;
  });
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
  rule: OwnMailRule,
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
  const found = (await myChildren(db, guardian, rule)).find((c) => c.id === childId);
  if (!found) throw new HttpError(403, FAMILY_TEXT.notYourChild);
  return found;
}
