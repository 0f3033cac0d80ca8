import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { passwordTokens } from '../../db/schema.ts';
import { hashToken } from '../../plugins/auth.ts';
import { hashPassword, setPassword } from './auth.service.ts';

/** How long a set-password link works. */
export const PASSWORD_TOKEN_HOURS = 24;

/** What a token looks like (32 random bytes, base64url): anything else is not looked up or echoed. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new one-use token that sets the user's password; the user's earlier tokens stop working. */
export async function issuePasswordToken(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(passwordTokens).where(eq(passwordTokens.userId, userId));
    await tx.insert(passwordTokens).values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: sql`now() + make_interval(hours => ${PASSWORD_TOKEN_HOURS})`,
    });
  });
  return token;
}

const live = (token: string) =>
  and(eq(passwordTokens.tokenHash, hashToken(token)), gt(passwordTokens.expiresAt, sql`now()`));

/** Whether the token may still set a password (not used, not expired). */
export async function isLivePasswordToken(db: Db, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const [row] = await db.select({ userId: passwordTokens.userId }).from(passwordTokens).where(live(token));
  return Boolean(row);
}

/**
 * Sets the token's user's password and uses the token up, in one transaction: of two requests
 * with the same token, one sets the password. False when the token is not live.
 */
export async function setPasswordWithToken(db: Db, token: string, password: string): Promise<boolean> {
  // The slow hash only for a token that may work, and outside the transaction.
  if (!(await isLivePasswordToken(db, token))) return false;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .delete(passwordTokens)
      .where(live(token))
      .returning({ userId: passwordTokens.userId });
    if (!used) return false;
    await setPassword(tx, used.userId, passwordHash);
    return true;
  });
}
