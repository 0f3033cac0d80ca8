import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { givePglite, takePglite } from '../test/pglite-pool.ts';
import { pgliteDatabase } from './database.ts';

describe("the embedded database's load", () => {
  it('is one connection, busy while a transaction runs, with the queries queued behind it waiting', async () => {
    const client = await takePglite();
    const database = await pgliteDatabase(client);
    let release = () => {};
    try {
      expect(database.load()).toEqual({ connections: 1, idle: 1, waiting: 0 });
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let entered = () => {};
      const inside = new Promise<void>((resolve) => {
        entered = resolve;
      });
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        entered();
        await held;
      });
      await inside;
      expect(database.load()).toEqual({ connections: 1, idle: 0, waiting: 0 });
      // Drizzle's queries start when awaited; by the next turn both wait behind the transaction.
      const queued = Promise.all([database.db.execute(sql`select 2`), database.db.execute(sql`select 3`)]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(database.load()).toEqual({ connections: 1, idle: 0, waiting: 2 });
      release();
      await Promise.all([transaction, queued]);
      expect(database.load()).toEqual({ connections: 1, idle: 1, waiting: 0 });
    } finally {
      release();
      await givePglite(client);
    }
  });
});
