import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openDatabase, pgliteDatabase } from '../db/database.ts';
import { migratedTemplate } from '../db/migrated-template.ts';
import { givePglite, takePglite } from './pglite-pool.ts';

/**
 * An empty, migrated database for one test file: in-memory PGlite by default (emptied and
 * reused by the worker's next file: pglite-pool.ts), or PGlite in the folder `dataDir` when
 * given (a test of the data folder itself), or a new database on the real PostgreSQL named by
 * TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(dataDir?: string): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) {
    if (dataDir) return pgliteDatabase(new PGlite({ dataDir, loadDataDir: await migratedTemplate() }));
    const client = await takePglite();
    const database = await pgliteDatabase(client);
    return { ...database, close: () => givePglite(client) };
  }
  const empty = await emptyTestDatabase();
  const database = await openDatabase({ kind: 'postgres', url: empty.url });
  return {
    ...database,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

/** A new database without a table on the PostgreSQL of TEST_DATABASE_URL, and how to drop it. */
export async function emptyTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
