import { spawn } from 'node:child_process';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { cp, mkdir, open, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { BackupError } from './backup-error.ts';
import type { TableRows } from './manifest.ts';
import { readTar, tarWriter } from './tar.ts';

// The database's part of a backup: a consistent copy, and the rows of each table in that same
// moment (the manifest's counts, checked again after a restore).

type Query = (sql: string) => Promise<{ rows: unknown[] }>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every table but PostgreSQL's own, as `schema.table`, with its rows. */
export async function countRows(query: Query): Promise<TableRows> {
  const { rows: tables } = (await query(
    "select schemaname as schema, tablename as table from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2",
  )) as { rows: { schema: string; table: string }[] };
  if (tables.length === 0) return {};
  // One statement: one snapshot, one round trip.
  const counts = tables.map(
    (t) =>
      `select ${`'${`${t.schema}.${t.table}`.replaceAll("'", "''")}'`} as name, count(*)::text as n from ${quoted(t.schema)}.${quoted(t.table)}`,
  );
  const { rows } = (await query(counts.join(' union all '))) as { rows: { name: string; n: string }[] };
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}

/** How many tables a PostgreSQL database has outside its own schemas: a restore wants none. */
export async function tableCount(query: Query): Promise<number> {
  const { rows } = (await query(
    "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
  )) as { rows: { n: number }[] };
  return rows[0]?.n ?? 0;
}

// PostgreSQL's own entries of a data folder; the embedded database's folder is DATA_DIR, which
// also holds the file folders. postmaster.* belong to the running process, not the data.
export const isDatabaseEntry = (name: string) =>
  (name === 'base' || name === 'global' || /^(pg_|PG_|postgresql)/.test(name)) &&
  !name.startsWith('postmaster');

/**
 * The database's copy, and the rows of each table in that same moment: the embedded database's
 * data folder (or PGlite's own tar of it when it lives in memory), or pg_dump's archive.
 */
export type DatabaseCopy = {
  kind: 'pglite' | 'postgres';
  rows: TableRows;
  path: string;
  form: 'folder' | 'tar' | 'dump';
};

/**
 * The embedded database, taken while no other statement runs (inside a transaction of its own,
 * which holds PGlite's queue): the rows are counted, then the data folder is copied, which is all
 * the server waits for. The copy is what a power cut would leave, which PostgreSQL opens by
 * replaying its WAL.
 */
export async function copyPglite(client: PGlite, workDir: string): Promise<DatabaseCopy> {
  const dataDir = client.dataDir;
  let rows: TableRows = {};
  if (!dataDir) {
    // In memory (DATA_DIR=memory://): PGlite's own dump of its memory, small by nature.
    const tar = path.join(workDir, 'pgdata.tar');
    let dump: Blob | null = null;
    await client.transaction(async (tx) => {
      rows = await countRows((sql) => tx.query(sql));
      dump = await client.dumpDataDir('none');
    });
    await writeFile(tar, Buffer.from(await (dump as unknown as Blob).arrayBuffer()));
    return { kind: 'pglite', rows, path: tar, form: 'tar' };
  }
  const copy = path.join(workDir, 'pgdata');
  await client.transaction(async (tx) => {
    rows = await countRows((sql) => tx.query(sql));
    await mkdir(copy, { recursive: true });
    // A copy-on-write clone where the file system has them (XFS, Btrfs): near instant.
    for (const name of (await readdir(dataDir)).filter(isDatabaseEntry))
      await cp(path.join(dataDir, name), path.join(copy, name), {
        recursive: true,
        mode: constants.COPYFILE_FICLONE,
      });
  });
  return { kind: 'pglite', rows, path: copy, form: 'folder' };
}

/** The embedded database's copy as the gzipped tar a backup holds, written to `file`. */
export async function packPglite(copy: DatabaseCopy, file: string) {
  if (copy.form === 'tar')
    return pipeline(createReadStream(copy.path), createGzip(), createWriteStream(file));
  return tarFolder(copy.path, file);
}

/** Every file and folder under `dir`, folders first, by name. */
export async function* walk(
  dir: string,
  under = '',
): AsyncGenerator<{ relative: string; directory: boolean }> {
  const entries = await readdir(path.join(dir, under), { withFileTypes: true }).catch(
    (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    },
  );
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const relative = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      yield { relative, directory: true };
      yield* walk(dir, relative);
    } else if (entry.isFile()) yield { relative, directory: false };
  }
}

async function tarFolder(dir: string, file: string) {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file));
  const tar = tarWriter(gzip);
  for await (const { relative, directory } of walk(dir)) {
    if (directory) await tar.directory(relative);
    else {
      const handle = await open(path.join(dir, relative));
      try {
        const { size, mtimeMs } = await handle.stat();
        await tar.file(relative, size, handle.createReadStream({ autoClose: false }), mtimeMs);
      } finally {
        await handle.close();
      }
    }
  }
  await tar.end();
  await written;
}

/** Unpacks the embedded database's copy into `dataDir` (its PostgreSQL entries only). */
export async function unpackPglite(file: string, dataDir: string) {
  const gunzip = createGunzip();
  const reading = pipeline(createReadStream(file), gunzip);
  for await (const entry of readTar(gunzip)) {
    // PGlite's own dumps name entries from the root ("/base/1").
    const relative = entry.name.replace(/^\/+/, '').replace(/\/$/, '');
    const parts = relative.split('/');
    // The process's own files, in a dump of a database in memory.
    if (parts[0]?.startsWith('postmaster')) continue;
    if (!relative || parts.some((p) => p === '..') || !isDatabaseEntry(parts[0] ?? ''))
      throw new BackupError(`The database copy holds ${entry.name}, which is not part of a database`);
    const target = path.join(dataDir, relative);
    if (entry.type === 'directory') await mkdir(target, { recursive: true });
    else {
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(entry.body, createWriteStream(target, { mode: 0o600 }));
    }
  }
  await reading;
}

/** A pg connection string without its password, which goes in PGPASSWORD (not on a command line). */
function libpqArgs(url: string) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs one of PostgreSQL's client programs; its complaint, if it fails, is the error's message. */
function runTool(program: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const { dbname, env } = libpqArgs(url);
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, `--dbname=${dbname}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...env },
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (s: string) => {
      stderr = (stderr + s).slice(-4000);
    });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupError(
              `${program} was not found: install PostgreSQL's client programs of the server's version (Debian: postgresql-client) and put them on PATH`,
            )
          : err,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${program} failed (exit ${code}): ${stderr.trim() || 'no message'}`));
    });
  });
}

/**
 * PostgreSQL through pg_dump's custom format. The rows are counted in a transaction whose
 * snapshot pg_dump then uses: the counts and the dump are one moment of the database.
 */
export async function dumpPostgres(pool: pg.Pool, workDir: string): Promise<DatabaseCopy> {
  const file = path.join(workDir, 'postgres.dump');
  const url = pool.options.connectionString;
  if (!url) throw new BackupError('The database pool has no connection string to give pg_dump');
  const conn = await pool.connect();
  try {
    await conn.query('begin isolation level repeatable read read only');
    const { rows } = await conn.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const counts = await countRows((sql) => conn.query(sql));
    await runTool('pg_dump', ['--format=custom', `--snapshot=${rows[0]?.snapshot}`, `--file=${file}`], url);
    await conn.query('commit');
    return { kind: 'postgres', rows: counts, path: file, form: 'dump' };
  } catch (err) {
    await conn.query('rollback').catch(() => {});
    throw err;
  } finally {
    conn.release();
  }
}

/** A pg_dump archive into the (empty) database at `url`, all of it or nothing. */
export const restorePostgres = (file: string, url: string) =>
  runTool(
    'pg_restore',
    ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', file],
    url,
  );

/** A query on the PostgreSQL database at `url`, on a connection of its own. */
export async function onPostgres<T>(url: string, use: (query: Query) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}
