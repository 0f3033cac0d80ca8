import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { accountLinkResponse } from '../../../common/schemas/account.ts';
import { LINK_DEAD } from '../../../common/schemas/account.ts';
import type { School } from '../../../common/school.ts';
import { assertPasswordAllowed } from '../../auth/common-passwords.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { passwordChangedMail, passwordResetMail } from '../../mail/account-mails.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { HttpError } from '../../plugins/errors.ts';
import { addResetToken, consumeAccountToken, findAccountToken } from './account-tokens.ts';
import { hashPassword, setPassword } from './auth.service.ts';
import { countRequest } from './request-limit.ts';

// Mailed links that set a password (an invitation, a reset) and the request for a reset link.

export type AccountLink = z.infer<typeof accountLinkResponse>;
export type PasswordLinkPurpose = 'invitation' | 'password-reset';

const person = { id: users.id, email: users.email, firstName: users.firstName };

/** Whose live link this is (for an e-mail change, the address it moves to), or null. */
export async function describeLink(db: Db, token: string): Promise<AccountLink | null> {
  const live = await findAccountToken(db, token, ['invitation', 'password-reset', 'email-change']);
  if (!live) return null;
  const [user] = await db.select(person).from(users).where(eq(users.id, live.userId));
  const email = live.newEmail ?? user?.email;
  if (!user || !email) return null;
  return { purpose: live.purpose, email, firstName: user.firstName };
}

/**
 * Sets the password of the link's account (and of no other), once: the link is used up, the
 * account's other links and its calendar feed are void, every session of it ends, and a reset of
 * a password that existed is told to the account's address. 400 LINK_DEAD for a link that is not live for
 * this purpose, 400 naming the rule a password breaks. Answers whose password it was.
 */
export async function setPasswordFromLink(
  db: Db,
  school: School,
  purpose: PasswordLinkPurpose,
  token: string,
  password: string,
): Promise<{ userId: number }> {
  const live = await findAccountToken(db, token, [purpose]);
  const [user] = live
    ? await db
        .select({ ...person, hadPassword: sql<boolean>`${users.passwordHash} is not null` })
        .from(users)
        .where(eq(users.id, live.userId))
    : [];
  if (!user) throw new HttpError(400, LINK_DEAD);
  assertPasswordAllowed(password, user.email);
  // The slow hash outside the transaction, which holds its locks only for the writes.
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Another request with the same link may have used it meanwhile: then nothing changes.
    const used = await consumeAccountToken(tx, token, [purpose]);
    if (used?.userId !== user.id) throw new HttpError(400, LINK_DEAD);
    const done = await setPassword(tx, user.id, passwordHash, { mustChange: false });
    if (purpose === 'password-reset' && user.hadPassword) {
      await enqueueMail(tx, passwordChangedMail(school, user, done));
    }
  });
  return { userId: user.id };
}

export type ForgotPasswordLimits = {
  /**
   * Requests per typed address (any case) from one client address an hour: a stranger's requests
   * count against the stranger's client, never against the owner's own.
   */
  perAddressAndClient: number;
  /** Requests per client address an hour. */
  perClient: number;
};

/**
 * Counts a reset request against both limits, the same work for any address: the minutes to
 * wait when either is over, else 0. How many mails one account gets is bounded by
 * RESET_LINKS_LIVE, whoever asks.
 */
export async function forgotPasswordWait(
  db: Db,
  email: string,
  clientAddress: string,
  limits: ForgotPasswordLimits,
): Promise<number> {
  const windowMinutes = 60;
  const waits = [
    await countRequest(db, {
      bucket: 'forgot-password:email-client',
      key: `${email.toLowerCase()} ${clientAddress}`,
      max: limits.perAddressAndClient,
      windowMinutes,
    }),
    await countRequest(db, {
      bucket: 'forgot-password:client',
      key: clientAddress,
      max: limits.perClient,
      windowMinutes,
    }),
  ];
  return Math.max(...waits);
}

/**
 * Queues a one-use reset link (1 hour) for the account with this address, if there is one and
 * it has fewer than RESET_LINKS_LIVE live links; the earlier links keep working. Only the hash
 * of each link is kept, so the same link cannot be sent again. Whether a mail was queued.
 */
export async function mailResetLink(db: Db, school: School, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select(person)
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    if (!user) return false;
    const token = await addResetToken(tx, user.id);
    if (!token) return false;
    await enqueueMail(tx, passwordResetMail(school, user, token));
    return true;
  });
}
