import { and, asc, count, eq, sql } from 'drizzle-orm';
import { FAMILY_TEXT, type Guardian } from '../../common/schemas/families.ts';
import type { School } from '../../common/school.ts';
import type { Db } from '../db/database.ts';
import { guardianLinks, users } from '../db/schema.ts';
import { guardianInvitationMail, guardianLinkedMail } from '../mail/account-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { HttpError } from '../plugins/errors.ts';
import { issueAccountToken } from '../routes/auth/account-tokens.ts';
import { createUser } from '../routes/auth/auth.service.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

/** Who is made or found as a student's guardian, and the child they are for. */
export type GuardianInvite = {
  firstName: string;
  lastName: string;
  email: string;
  student: { id: number; firstName: string };
  /** The admin who links them, or the guardian who invites a second one. */
  by: number;
};

/**
 * Links a guardian to a student inside the caller's transaction: the guardian account with the
 * e-mail (refused, 409, when it is another role's), or a new one. A guardian without a password
 * yet is mailed an invitation (a new one when invited before); one with a password is told of the
 * link. Linking twice keeps the first link and mails nothing.
 */
export async function linkGuardian(tx: Tx, school: School, invite: GuardianInvite): Promise<number> {
  const email = invite.email.trim().toLowerCase();
  const [existing] = await tx
    .select({ id: users.id, role: users.role, firstName: users.firstName, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .for('update');
  if (existing && existing.role !== 'guardian') throw new HttpError(409, FAMILY_TEXT.notGuardianEmail);
  const guardian =
    existing ??
    (await createUser(tx, {
      firstName: invite.firstName,
      lastName: invite.lastName,
      email,
      role: 'guardian',
      password: null,
    }));
  const added = await tx
    .insert(guardianLinks)
    .values({ guardianId: guardian.id, studentId: invite.student.id, createdBy: invite.by })
    .onConflictDoNothing()
    .returning({ guardianId: guardianLinks.guardianId });
  if (added.length === 0) return guardian.id;
  const [account] = await tx
    .select({ invited: sql<boolean>`${users.passwordHash} is null` })
    .from(users)
    .where(eq(users.id, guardian.id));
  if (account?.invited) {
    const token = await issueAccountToken(tx, guardian.id, 'invitation');
    await enqueueMail(tx, guardianInvitationMail(school, guardian, invite.student.firstName, token));
  } else {
    await enqueueMail(tx, guardianLinkedMail(school, guardian, invite.student.firstName));
  }
  return guardian.id;
}

/** A student's guardians, first linked first. */
export function guardiansOf(db: Reader, studentId: number) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      invited: sql<boolean>`${users.passwordHash} is null`,
    })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(eq(guardianLinks.studentId, studentId))
    .orderBy(asc(guardianLinks.createdAt), asc(users.id));
}

export type GuardianRow = Awaited<ReturnType<typeof guardiansOf>>[number];

/** A guardian as the calls show them. */
export const presentGuardian = (g: GuardianRow): Guardian => ({
  id: g.id,
  firstName: g.firstName,
  lastName: g.lastName,
  email: g.email,
  status: g.invited ? 'invited' : 'active',
});

/** How many guardians the student has. */
export async function guardianCount(db: Reader, studentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(guardianLinks)
    .where(eq(guardianLinks.studentId, studentId));
  return row?.n ?? 0;
}

/**
 * Ends a guardian's link to a student. It counts at their next request: every access rule reads
 * the links fresh (student-access.ts). 404 when they were not linked.
 */
export async function unlinkGuardian(db: Db, studentId: number, guardianId: number) {
  const removed = await db
    .delete(guardianLinks)
    .where(and(eq(guardianLinks.studentId, studentId), eq(guardianLinks.guardianId, guardianId)))
    .returning({ guardianId: guardianLinks.guardianId });
  if (removed.length === 0) throw new HttpError(404, FAMILY_TEXT.notLinked);
}
