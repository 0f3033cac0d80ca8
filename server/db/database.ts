import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { forgetMigratedTemplate, migratedTemplate, migrationsFolder } from './migrated-template.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseOptions = (
  | { kind: 'pglite'; dataDir: string | null }
  | { kind: 'postgres'; url: string }
) & {
  /** SCHOOL_TIME_ZONE: migration 0010 reads it (school.time_zone) to turn school clock times into instants. */
  schoolTimeZone?: string;
};

const SET_SCHOOL_ZONE = "select set_config('school.time_zone', $1, false)";

/**
 * How busy the database's connections are now: those open, those idle, and the callers waiting
 * for one. The embedded database is one connection: busy while a query or transaction runs, the
 * others queued behind it waiting.
 */
export type DatabaseLoad = { connections: number; idle: number; waiting: number };

export type Database = {
  db: Db;
  kind: DatabaseOptions['kind'];
  /** A pg pool (PostgreSQL only), for LISTEN/NOTIFY. */
  pool: pg.Pool | null;
  ping(): Promise<boolean>;
  load(): DatabaseLoad;
  close(): Promise<void>;
};

// Any fixed number: held while migrating so that instances starting together take turns.
const MIGRATION_LOCK = 727_001;

/** Opens the embedded or the real PostgreSQL and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite')
    return pgliteDatabase(await openPglite(options.dataDir), options.schoolTimeZone);
  const pool = new pg.Pool({ connectionString: options.url, max: 10 });
  // An idle connection that drops (restart, failover, a dropped test database) is replaced by
  // the pool; without a listener its error would end the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await conn.query(SET_SCHOOL_ZONE, [options.schoolTimeZone ?? '']);
    await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    conn.release();
  }
  return {
    db,
    kind: 'postgres',
    pool,
    ping: () => ping(db),
    load: () => ({ connections: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** The embedded database on an open PGlite, its schema brought up to date. */
export async function pgliteDatabase(client: PGlite, schoolTimeZone = ''): Promise<Database> {
  await client.query(SET_SCHOOL_ZONE, [schoolTimeZone]);
  const counted = countingQueries(client);
  const db = drizzlePglite({ client: counted.client, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    pool: null,
    ping: () => ping(db),
    load: () => {
      const busy = Math.min(counted.inFlight(), 1);
      return { connections: 1, idle: 1 - busy, waiting: counted.inFlight() - busy };
    },
    close: () => client.close(),
  };
}

/**
 * The client as drizzle sees it, counting the queries and transactions in flight (PGlite runs
 * one at a time and queues the rest). Its methods stay bound to the PGlite itself: it keeps
 * private fields, and its own inner calls are not counted twice.
 */
function countingQueries(client: PGlite) {
  let inFlight = 0;
  const counted =
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      inFlight += 1;
      try {
        return await run(...args);
      } finally {
        inFlight -= 1;
      }
    };
  const query = counted(client.query.bind(client));
  const transaction = counted(client.transaction.bind(client));
  const proxy = new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      if (key === 'transaction') return transaction;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { client: proxy, inFlight: () => inFlight };
}

/** An in-memory database (no folder) starts from the migrated template (a damaged one is built again). */
export async function openPglite(dataDir: string | null): Promise<PGlite> {
  if (dataDir !== null) return started(new PGlite({ dataDir }));
  try {
    return await started(new PGlite({ loadDataDir: await migratedTemplate() }));
  } catch {
    forgetMigratedTemplate();
    return started(new PGlite());
  }
}

async function started(client: PGlite): Promise<PGlite> {
  await client.waitReady;
  return client;
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
