import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase, pgliteDatabase } from '../db/database.ts';
import { givePglite, takePglite } from './pglite-pool.ts';

/**
 * An empty, migrated database for one test file: in-memory PGlite by default (emptied and
 * reused by the worker's next file: pglite-pool.ts), or a new database on the real PostgreSQL
 * named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const client = await takePglite();
    const database = await pgliteDatabase(client);
    return { ...database, close: () => givePglite(client) };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
