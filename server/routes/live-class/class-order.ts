import { sql } from 'drizzle-orm';
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
