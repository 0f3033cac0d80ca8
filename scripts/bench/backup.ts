// `npm run bench:backup`: a backup of the seeded demo school and its restore, through the real
// app: the embedded database in a DATA_DIR of its own with `--files` MB of recordings' files
// (default 50) under DATA_DIR/recordings, then (with DATABASE_URL, TEST_DATABASE_URL or
// --pg=<url>) PostgreSQL in a database of its own. Prints the backup's time, how long a statement
// asked every 10 ms while it runs waited at most (what the server's database waits for the copy),
// the archive's size, and the restore's time onto an empty install. --json for the figures only.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { formatSize } from '../../common/format-size.ts';
import { type App, buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { rowsSummary, writeBackup } from '../../server/ops/backup.ts';
import { restoreBackup } from '../../server/ops/restore.ts';
import { numberArg, textArg } from './bench-args.ts';
import { scratchDatabase } from './bench-database.ts';

const fileMb = numberArg('files', 50);
const asJson = process.argv.includes('--json');
const pgUrl = textArg('pg', process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? '');
const PART_BYTES = 2 * 1024 * 1024;

type Figures = {
  database: string;
  rows: string;
  backupSeconds: number;
  slowestStatementMs: number;
  archive: string;
  archiveBytes: number;
  restoreSeconds: number;
};

/** Recordings' parts as the uploads leave them: 2 MB files of bytes that do not compress. */
async function addRecordings(recordingsDir: string) {
  for (let i = 0; i * PART_BYTES < fileMb * 1024 * 1024; i += 1) {
    const dir = path.join(recordingsDir, String(1 + Math.floor(i / 30)), 'parts');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `0-${i % 30}-bench.part`), randomBytes(PART_BYTES));
  }
}

/** The slowest answer of `select 1`, asked every 10 ms until `done` settles. */
async function slowestWhile(app: App, done: Promise<unknown>) {
  let slowest = 0;
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  while (!finished) {
    const t0 = performance.now();
    await app.database.db.execute(sql`select 1`);
    slowest = Math.max(slowest, performance.now() - t0);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return slowest;
}

async function measure(
  name: string,
  env: Record<string, string>,
  restoreEnv: Record<string, string>,
): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
  const restoreDir = mkdtempSync(path.join(os.tmpdir(), 'bench-restore-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '1',
      DATA_DIR: dataDir,
      ...env,
    });
    const app = await buildApp(config, { logger: false, backupCheckMs: 0 });
    await addRecordings(config.recordings.dir);
    const file = path.join(dataDir, '..', `${path.basename(dataDir)}.tar`);
    const t0 = performance.now();
    const backup = writeBackup({ database: app.database, recordings: config.recordings }, file, {
      workDir: os.tmpdir(),
      say: () => {},
    });
    const slowestStatementMs = await slowestWhile(app, backup);
    const manifest = await backup;
    const backupSeconds = (performance.now() - t0) / 1000;
    await app.close();
    const archiveBytes = (await stat(file)).size;
    const target = loadConfig({ NODE_ENV: 'production', DATA_DIR: restoreDir, ...restoreEnv });
    const t1 = performance.now();
    await restoreBackup(file, { database: target.database, recordings: target.recordings }, () => {});
    const restoreSeconds = (performance.now() - t1) / 1000;
    rmSync(file, { force: true });
    return {
      database: name,
      rows: rowsSummary(manifest.database.rows),
      backupSeconds,
      slowestStatementMs,
      archive: formatSize(archiveBytes),
      archiveBytes,
      restoreSeconds,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(restoreDir, { recursive: true, force: true });
  }
}

const results: Figures[] = [await measure('embedded (PGlite in DATA_DIR)', {}, {})];
if (pgUrl) {
  const source = await scratchDatabase(pgUrl, 'bench_backup');
  const target = await scratchDatabase(pgUrl, 'bench_restore');
  try {
    results.push(
      await measure('PostgreSQL (pg_dump)', { DATABASE_URL: source.url }, { DATABASE_URL: target.url }),
    );
  } finally {
    await source.drop();
    await target.drop();
  }
}

if (asJson) console.log(JSON.stringify(results, null, 2));
else
  for (const r of results)
    console.log(
      `${r.database}: ${r.rows} and ${fileMb} MB of recordings' files. Backup ${r.backupSeconds.toFixed(1)} s ` +
        `(the slowest statement meanwhile ${r.slowestStatementMs.toFixed(0)} ms), archive ${r.archive}; ` +
        `restore ${r.restoreSeconds.toFixed(1)} s`,
    );
process.exit(0);
