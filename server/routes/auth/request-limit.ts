import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { requestLimits } from '../../db/schema.ts';

/** The same words for every address, an account or not: the answer tells nothing about which. */
export const tooManyRequests = (minutes: number) =>
  `Too many requests. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

export type RequestLimit = { bucket: string; key: string; max: number; windowMinutes: number };

/**
 * Counts one request for the key in one statement, so requests sent together each get their own
 * number, on whichever instance they arrive. Returns the whole minutes until the key's window
 * ends when this request is over the limit, or 0 when it may go on.
 */
export async function countRequest(db: Db, { bucket, key, max, windowMinutes }: RequestLimit) {
  const window = sql`now() + make_interval(mins => ${windowMinutes})`;
  const expired = sql`${requestLimits.windowEnds} <= now()`;
  const [row] = await db
    .insert(requestLimits)
    .values({ bucket, key, count: 1, windowEnds: window })
    .onConflictDoUpdate({
      target: [requestLimits.bucket, requestLimits.key],
      set: {
        count: sql`case when ${expired} then 1 else ${requestLimits.count} + 1 end`,
        windowEnds: sql`case when ${expired} then ${window} else ${requestLimits.windowEnds} end`,
      },
    })
    .returning({
      count: requestLimits.count,
      secondsLeft: sql<number>`extract(epoch from ${requestLimits.windowEnds} - now())::float8`,
    });
  if (!row) throw new Error('request not counted');
  // A new window: windows that ended are forgotten (of every bucket, one no longer counted in
  // too), so the table holds only live ones.
  if (row.count === 1) await db.delete(requestLimits).where(lt(requestLimits.windowEnds, sql`now()`));
  return row.count > max ? Math.max(1, Math.ceil(row.secondsLeft / 60)) : 0;
}
