import { verify } from '@node-rs/argon2';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import {
  LINK_DEAD,
  STOP_LINK_DEAD,
  TIME_ZONE_INVALID,
  type UpdateProfileInput,
  WRONG_CURRENT_PASSWORD,
} from '../../../common/schemas/account.ts';
import type { Role, SessionUser } from '../../../common/schemas/auth.ts';
import type { School } from '../../../common/school.ts';
import { isValidTimeZone } from '../../../common/school-time.ts';
import { assertPasswordAllowed } from '../../auth/common-passwords.ts';
import type { Db } from '../../db/database.ts';
import { accountTokens, userAvatars, users } from '../../db/schema.ts';
import { sessionUserColumns } from '../../db/session-user.ts';
import {
  confirmEmailMail,
  emailChangedMail,
  emailChangeRequestedMail,
  passwordChangedMail,
} from '../../mail/account-mails.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { HttpError, isUniqueViolation } from '../../plugins/errors.ts';
import {
  consumeAccountToken,
  issueAccountToken,
  lockAccount,
  voidAccountTokens,
} from '../auth/account-tokens.ts';
import { EMAIL_TAKEN, emailTaken, hashPassword, setPassword } from '../auth/auth.service.ts';
import { clearAttempts, countAttempt, tooManyFailures } from '../auth/login-limit.ts';

export const EMAIL_UNCHANGED = 'This is already your email address';

/** The signed-in person's own account, as the profile calls answer it. */
export type AccountProfile = {
  id: number;
  email: string | null;
  username: string | null;
  role: Role;
  firstName: string;
  lastName: string;
  timeZone: string | null;
  /** The photo's current version, or null without a photo. */
  avatarVersion: string | null;
  /** The address of a live e-mail change, or null. */
  pendingEmail: string | null;
  mustChangePassword: boolean;
};

/** Where a password typed to confirm a change is counted: the sign-in limit of the account. */
export type PasswordAttempt = { address: string; failuresPerAccount: number };

export async function readProfile(db: Db, userId: number): Promise<AccountProfile> {
  const [row] = await db
    .select({
      ...sessionUserColumns,
      timeZone: users.timeZone,
      avatarVersion: userAvatars.version,
      pendingEmail: accountTokens.newEmail,
    })
    .from(users)
    .leftJoin(userAvatars, eq(userAvatars.userId, users.id))
    .leftJoin(
      accountTokens,
      and(
        eq(accountTokens.userId, users.id),
        eq(accountTokens.purpose, 'email-change'),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .where(eq(users.id, userId))
    .orderBy(desc(accountTokens.createdAt))
    .limit(1);
  // The account was deleted while its session was still open.
  if (!row) throw new HttpError(401, 'Please sign in to continue');
  return row;
}

export async function updateProfile(db: Db, userId: number, input: UpdateProfileInput): Promise<void> {
  if (!isValidTimeZone(input.timeZone)) throw new HttpError(400, TIME_ZONE_INVALID);
  await db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, timeZone: input.timeZone })
    .where(eq(users.id, userId));
}

/**
 * The account's current password, checked as a sign-in is: each try counts against the account's
 * sign-in limit from this address, so a session left open is no way to guess it faster. Answers
 * the hash it was checked against.
 */
async function confirmCurrentPassword(
  db: Db,
  user: Pick<SessionUser, 'id' | 'email' | 'username'>,
  password: string,
  attempt: PasswordAttempt,
): Promise<string> {
  // Counted under the name they sign in with, as the sign-in counts it.
  const counted = { email: user.email ?? user.username ?? '', address: attempt.address };
  const blocked = await countAttempt(db, counted, attempt.failuresPerAccount);
  if (blocked) throw new HttpError(429, tooManyFailures(blocked));
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row?.hash || !(await verify(row.hash, password))) throw new HttpError(400, WRONG_CURRENT_PASSWORD);
  await clearAttempts(db, counted);
  return row.hash;
}

/**
 * A new password for the signed-in person: the rule set first, then the current password. In one
 * transaction the hash changes, the must-change flag, every mailed link and the calendar feed are
 * dropped, every session of the account ends (this one too: the route starts a new one) and the
 * mail is queued. Whether a calendar feed link stopped.
 */
export async function changePassword(
  db: Db,
  school: School,
  user: Pick<SessionUser, 'id' | 'email' | 'username' | 'firstName'>,
  input: { currentPassword: string; newPassword: string },
  attempt: PasswordAttempt,
): Promise<{ feedRevoked: boolean }> {
  assertPasswordAllowed(input.newPassword, user.email ?? user.username);
  await confirmCurrentPassword(db, user, input.currentPassword, attempt);
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const done = await setPassword(tx, user.id, passwordHash, { mustChange: false });
    await enqueueMail(tx, passwordChangedMail(school, user, done));
    return done;
  });
}

/**
 * Mails a one-use link to the new address, and to the old one at once a one-use link that stops
 * the change; nothing changes until the first is opened (a new request voids both earlier
 * links). A request whose password changed while it was checked is refused: a new password voids
 * every link, those asked for with the old one too.
 */
export async function requestEmailChange(
  db: Db,
  school: School,
  user: Pick<SessionUser, 'id' | 'email' | 'username' | 'firstName'>,
  input: { email: string; currentPassword: string },
  attempt: PasswordAttempt,
): Promise<void> {
  const checked = await confirmCurrentPassword(db, user, input.currentPassword, attempt);
  const email = input.email.toLowerCase();
  if (email === user.email?.toLowerCase()) throw new HttpError(400, EMAIL_UNCHANGED);
  if (await emailTaken(db, email, user.id)) throw new HttpError(409, EMAIL_TAKEN);
  await issueEmailChange(db, school, user, email, checked);
}

/**
 * The links of an e-mail change asked with the password whose hash was `checkedHash`: refused
 * when the account's password is no longer that one (it changed while the request was checked).
 */
export function issueEmailChange(
  db: Db,
  school: School,
  user: Pick<SessionUser, 'id' | 'email' | 'firstName'>,
  email: string,
  checkedHash: string,
): Promise<void> {
  return db.transaction(async (tx) => {
    const now = await lockAccount(tx, user.id);
    if (now?.passwordHash !== checkedHash) throw new HttpError(400, WRONG_CURRENT_PASSWORD);
    const token = await issueAccountToken(tx, user.id, 'email-change', email);
    const stop = await issueAccountToken(tx, user.id, 'email-change-cancel', email);
    await enqueueMail(tx, confirmEmailMail(school, user, email, token));
    await enqueueMail(tx, emailChangeRequestedMail(school, user, email, stop));
  });
}

/**
 * Opens an e-mail change's link: the account's address becomes the new one and the old address
 * is told; answers the account and its address now. Every other link of the account stops
 * working (they went to the old address, the change's stop link too). 400 for a dead link; 409
 * when another account took the address since the link was sent (the link is used up).
 */
export async function confirmEmailChange(
  db: Db,
  school: School,
  token: string,
): Promise<{ userId: number; email: string }> {
  let outcome: { userId: number; email: string } | 'dead' | 'taken';
  try {
    outcome = await db.transaction(async (tx) => {
      const live = await consumeAccountToken(tx, token, ['email-change']);
      if (!live?.newEmail) return 'dead';
      const [before] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, live.userId));
      if (!before) return 'dead';
      if (await emailTaken(tx, live.newEmail, live.userId)) return 'taken';
      await tx.update(users).set({ email: live.newEmail }).where(eq(users.id, live.userId));
      await voidAccountTokens(tx, live.userId);
      await enqueueMail(tx, emailChangedMail(school, before, live.newEmail));
      return { userId: live.userId, email: live.newEmail };
    });
  } catch (err) {
    // Two accounts confirming one address together: the unique index lets one through.
    if (!isUniqueViolation(err)) throw err;
    outcome = 'taken';
  }
  if (outcome === 'dead') throw new HttpError(400, LINK_DEAD);
  if (outcome === 'taken') throw new HttpError(409, EMAIL_TAKEN);
  return outcome;
}

/**
 * Opens the link mailed to the old address with an e-mail change: the change's link dies with
 * it, so the address stays. 400 STOP_LINK_DEAD once the change is over (made, stopped, or voided
 * by a new password or a newer request).
 */
export async function cancelEmailChange(db: Db, token: string): Promise<void> {
  const stopped = await db.transaction(async (tx) => {
    const live = await consumeAccountToken(tx, token, ['email-change-cancel']);
    if (!live) return false;
    await tx
      .delete(accountTokens)
      .where(and(eq(accountTokens.userId, live.userId), eq(accountTokens.purpose, 'email-change')));
    return true;
  });
  if (!stopped) throw new HttpError(400, STOP_LINK_DEAD);
}
