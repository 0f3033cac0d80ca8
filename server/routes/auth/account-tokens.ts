import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountTokens, users } from '../../db/schema.ts';
import { hashToken } from '../../plugins/auth.ts';

/** 'email-change-cancel': mailed to the old address with an e-mail change, it stops that change. */
export type TokenPurpose = 'invitation' | 'password-reset' | 'email-change' | 'email-change-cancel';

/** How long each kind of mailed link works. */
export const TOKEN_HOURS: Record<TokenPurpose, number> = {
  invitation: 7 * 24,
  'password-reset': 1,
  'email-change': 24,
  'email-change-cancel': 24,
};

/**
 * Reset links live at once for one account: a new request leaves the earlier links working (a
 * stranger asking for the owner's address cannot void the link the owner just got); at this many
 * it sends nothing more, and every link it sent is in the owner's mailbox.
 */
export const RESET_LINKS_LIVE = 3;

/** What a token looks like (32 random bytes, base64url: 256 bits): anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type Tx = Pick<Db, 'insert' | 'delete' | 'select'>;

/**
 * Locks the account's row until the transaction ends; its password hash, or undefined without
 * such an account. Whatever issues, uses or voids an account's tokens or sets its password takes
 * this row first, so two of them take turns (and never wait on each other's token rows).
 */
export async function lockAccount(
  tx: Pick<Db, 'select'>,
  userId: number,
): Promise<{ passwordHash: string | null } | undefined> {
  const [row] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

async function insertToken(tx: Tx, userId: number, purpose: TokenPurpose, newEmail: string | null) {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(accountTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    newEmail,
    expiresAt: sql`now() + make_interval(hours => ${TOKEN_HOURS[purpose]})`,
  });
  return token;
}

/**
 * A new one-use token for the user; their earlier tokens of the same purpose stop working (a new
 * invitation voids the one before, a new e-mail change the pending one). Call inside the
 * transaction that queues its mail.
 */
export async function issueAccountToken(
  tx: Tx,
  userId: number,
  purpose: TokenPurpose,
  newEmail: string | null = null,
): Promise<string> {
  await lockAccount(tx, userId);
  await tx
    .delete(accountTokens)
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose)));
  return insertToken(tx, userId, purpose, newEmail);
}

/**
 * A new reset token beside the account's live ones, or null when RESET_LINKS_LIVE are live
 * already. Requests sent together count in turn. Call inside the transaction that queues its mail.
 */
export async function addResetToken(tx: Tx, userId: number): Promise<string | null> {
  await lockAccount(tx, userId);
  const [live] = await tx
    .select({ n: count() })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'password-reset'),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    );
  if ((live?.n ?? 0) >= RESET_LINKS_LIVE) return null;
  return insertToken(tx, userId, 'password-reset', null);
}

const live = (token: string, purposes: TokenPurpose[]) =>
  and(
    eq(accountTokens.tokenHash, hashToken(token)),
    inArray(accountTokens.purpose, purposes),
    gt(accountTokens.expiresAt, sql`now()`),
  );

export type LiveToken<P extends TokenPurpose = TokenPurpose> = {
  userId: number;
  purpose: P;
  newEmail: string | null;
};

const liveColumns = {
  userId: accountTokens.userId,
  purpose: accountTokens.purpose,
  newEmail: accountTokens.newEmail,
};

/** The live token's user and purpose (not used, not expired, one of `purposes`), or null. */
export async function findAccountToken<P extends TokenPurpose>(
  db: Pick<Db, 'select'>,
  token: string,
  purposes: P[],
): Promise<LiveToken<P> | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db.select(liveColumns).from(accountTokens).where(live(token, purposes));
  // The query reads only tokens of these purposes.
  return (row as LiveToken<P> | undefined) ?? null;
}

/**
 * Uses the token up: of two requests with the same token, one gets its user, the other null.
 * Call inside the transaction that does what the token allows; the account's row is locked.
 */
export async function consumeAccountToken(
  tx: Pick<Db, 'delete' | 'select'>,
  token: string,
  purposes: TokenPurpose[],
): Promise<LiveToken | null> {
  const found = await findAccountToken(tx, token, purposes);
  if (!found) return null;
  await lockAccount(tx, found.userId);
  const [row] = await tx.delete(accountTokens).where(live(token, purposes)).returning(liveColumns);
  return row ?? null;
}

/**
 * Voids every link of the account: a new password (none mailed before it works after it), or an
 * address that changed (the links went to the old one).
 */
export async function voidAccountTokens(tx: Pick<Db, 'delete'>, userId: number): Promise<void> {
  await tx.delete(accountTokens).where(eq(accountTokens.userId, userId));
}
