import { eq, sql } from 'drizzle-orm';
import { splitFullName } from '../../common/schemas/account-name.ts';
import { FAMILY_TEXT } from '../../common/schemas/families.ts';
import type { School } from '../../common/school.ts';
import type { Db } from '../db/database.ts';
import { guardianLinks, users } from '../db/schema.ts';
import { guardianInvitationMail } from '../mail/account-mails.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { HttpError } from '../plugins/errors.ts';
import { issueAccountToken } from '../routes/auth/account-tokens.ts';
import { createUser } from '../routes/auth/auth.service.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who is made or found as a student's guardian, and the child they are for. */
export type GuardianInvite = {
  name: string;
  email: string;
  student: { id: number; firstName: string };
  /** The admin who links them, or the guardian who invites a second one. */
  by: number;
};

/**
 * Links a guardian to a student inside the caller's transaction: the guardian account with the
 * e-mail (refused, 409, when it is another role's), or a new one invited by mail. Linking twice
 * keeps the first link. `invited`: the account was made now.
 */
export async function linkGuardian(
  tx: Tx,
  school: School,
  invite: GuardianInvite,
): Promise<{ guardianId: number; invited: boolean }> {
  const [existing] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, invite.email.trim().toLowerCase()))
    .for('update');
  if (existing && existing.role !== 'guardian') throw new HttpError(409, FAMILY_TEXT.notGuardianEmail);
  let guardianId = existing?.id;
  if (guardianId === undefined) {
    const created = await createUser(tx, {
      ...splitFullName(invite.name),
      email: invite.email.trim(),
      role: 'guardian',
      password: null,
    });
    const token = await issueAccountToken(tx, created.id, 'invitation');
    await enqueueMail(tx, guardianInvitationMail(school, created, invite.student.firstName, token));
    guardianId = created.id;
  }
  await tx
    .insert(guardianLinks)
    .values({ guardianId, studentId: invite.student.id, createdBy: invite.by })
    .onConflictDoNothing();
  return { guardianId, invited: !existing };
}
