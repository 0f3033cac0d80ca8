import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { signInAttempts } from '../../db/schema.ts';

/** The window of the per-account limit on sign-in attempts. */
export const LOGIN_ACCOUNT_WINDOW_MINUTES = 15;

/** The same words for every address, an account or not: the answer tells nothing about which. */
export const tooManyFailures = (minutes: number) =>
  `Too many failed sign-ins for this account. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

type Attempt = { email: string; address: string };
const keyOf = ({ email, address }: Attempt) => ({ account: email.trim().toLowerCase(), address });

/**
 * Counts this sign-in attempt for the account from this address, before its password is checked,
 * in one statement: attempts sent together each get their own number, so no more than
 * `maxAttempts` of them reach the check. Returns the whole minutes until the account may try again
 * from this address, or 0 when this attempt may go on.
 */
export async function countAttempt(db: Db, attempt: Attempt, maxAttempts: number): Promise<number> {
  const window = sql`now() + make_interval(mins => ${LOGIN_ACCOUNT_WINDOW_MINUTES})`;
  const expired = sql`${signInAttempts.windowEnds} <= now()`;
  const [row] = await db
    .insert(signInAttempts)
    .values({ ...keyOf(attempt), attempts: 1, windowEnds: window })
    .onConflictDoUpdate({
      target: [signInAttempts.account, signInAttempts.address],
      set: {
        attempts: sql`case when ${expired} then 1 else ${signInAttempts.attempts} + 1 end`,
        windowEnds: sql`case when ${expired} then ${window} else ${signInAttempts.windowEnds} end`,
      },
    })
    .returning({
      attempts: signInAttempts.attempts,
      secondsLeft: sql<number>`extract(epoch from ${signInAttempts.windowEnds} - now())::float8`,
    });
  if (!row) throw new Error('sign-in attempt not counted');
  // A new window: the windows that ended are forgotten, so the table holds only live ones.
  if (row.attempts === 1) await db.delete(signInAttempts).where(lt(signInAttempts.windowEnds, sql`now()`));
  return row.attempts > maxAttempts ? Math.max(1, Math.ceil(row.secondsLeft / 60)) : 0;
}

/** A successful sign-in starts the count again. */
export async function clearAttempts(db: Db, attempt: Attempt): Promise<void> {
  const { account, address } = keyOf(attempt);
  await db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.account, account), eq(signInAttempts.address, address)));
}
