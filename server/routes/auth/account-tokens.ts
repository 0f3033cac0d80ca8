import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountTokens } from '../../db/schema.ts';
import { hashToken } from '../../plugins/auth.ts';

export type TokenPurpose = 'invitation' | 'password-reset' | 'email-change';

/** How long each kind of mailed link works. */
export const TOKEN_HOURS: Record<TokenPurpose, number> = {
  invitation: 7 * 24,
  'password-reset': 1,
  'email-change': 24,
};

/** What a token looks like (32 random bytes, base64url: 256 bits): anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type Tx = Pick<Db, 'insert' | 'delete' | 'select'>;

/**
 * A new one-use token for the user; their earlier tokens of the same purpose stop working
 * (a second reset request voids the first link). Call inside the transaction that queues its mail.
 */
export async function issueAccountToken(
  tx: Tx,
  userId: number,
  purpose: TokenPurpose,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
  await tx.insert(accountTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    newEmail,
    expiresAt: sql`now() + make_interval(hours => ${TOKEN_HOURS[purpose]})`,
  });
  return token;
}

const live = (token: string, purposes: TokenPurpose[]) =>
  and(
    eq(accountTokens.tokenHash, hashToken(token)),
    inArray(accountTokens.purpose, purposes),
    gt(accountTokens.expiresAt, sql`now()`),
  );

export type LiveToken = { userId: number; purpose: TokenPurpose; newEmail: string | null };

/** The live token's user and purpose (not used, not expired, one of `purposes`), or null. */
export async function findAccountToken(
  db: Pick<Db, 'select'>,
  token: string,
  purposes: TokenPurpose[],
): Promise<LiveToken | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({
      userId: accountTokens.userId,
      purpose: accountTokens.purpose,
      newEmail: accountTokens.newEmail,
    })
    .from(accountTokens)
    .where(live(token, purposes));
  return row ?? null;
}

/**
 * Uses the token up: of two requests with the same token, one gets its user, the other null.
 * Call inside the transaction that does what the token allows.
 */
export async function consumeAccountToken(
  tx: Pick<Db, 'delete'>,
  token: string,
  purposes: TokenPurpose[],
): Promise<LiveToken | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await tx.delete(accountTokens).where(live(token, purposes)).returning({
    userId: accountTokens.userId,
    purpose: accountTokens.purpose,
    newEmail: accountTokens.newEmail,
  });
  return row ?? null;
}

/** A new password voids every link that could set one (an open invitation, reset links). */
export async function voidPasswordTokens(tx: Pick<Db, 'delete'>, userId: number): Promise<void> {
  await tx
    .delete(accountTokens)
    .where(
      and(eq(accountTokens.userId, userId), inArray(accountTokens.purpose, ['invitation', 'password-reset'])),
    );
}
