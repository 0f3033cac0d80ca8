import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

// Any fixed number: the advisory lock namespace of "rows of one class, in order".
const ORDER_LOCK = 727_002;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs an insert of a class's signalling or chat under a per-class lock, so ids are committed
 * in the order they are given: a reader that moves past id N never misses a smaller id that
 * commits later.
 */
export function inClassOrder<T>(db: Db, classId: number, write: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK}, ${classId})`);
    return write(tx);
  });
}

/**
 * The same order in one statement, one round trip instead of five (begin, lock, insert, commit,
 * notify): the lock is taken first, since `insert` (an INSERT ... SELECT ... FROM lock RETURNING
 * id, ...) reads its one row, and held until the statement commits; `notify` (the bus's
 * publishWith, which may read the row as `stored`) goes out with that commit. The stored row as
 * `insert` returns it (its columns by their names), or null when `insert` stored nothing.
 */
export async function insertInClassOrder<Row extends { id: number }>(
  db: Db,
  classId: number,
  insert: SQL,
  notify: SQL | null,
): Promise<Row | null> {
  const result = (await db.execute(sql`
    with lock as (select pg_advisory_xact_lock(${ORDER_LOCK}, ${classId})),
    stored as (${insert})
    select stored.*${notify ? sql`, ${notify} as notified` : sql``} from stored`)) as unknown as {
    rows: Row[];
  };
  return result.rows[0] ?? null;
}
