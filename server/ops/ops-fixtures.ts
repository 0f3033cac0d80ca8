import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type AppConfig, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/database.ts';
import type { TestContext } from '../test/test-app.ts';
import { emptyTestDatabase } from '../test/test-database.ts';
import { writeBackup } from './backup.ts';
import type { RestoreTarget } from './restore.ts';

// The backup tests' installs: the test app's is the one backed up; each restore goes onto an
// empty one of its own (a new DATA_DIR, and on PostgreSQL a new database without a table).

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
export const fileSha = async (file: string) => sha256(await readFile(file));

export const tempDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `${name}-`));

/** A backup of the test app's install into `file`; answers the manifest and the lines it said. */
export async function backupInto(t: TestContext, file: string) {
  const lines: string[] = [];
  const manifest = await writeBackup({ database: t.database, recordings: t.config.recordings }, file, {
    workDir: path.dirname(file),
    say: (line) => lines.push(line),
  });
  return { manifest, lines };
}

export type EmptyInstall = {
  config: AppConfig;
  target: RestoreTarget;
  /** The restored install's database, opened (and migrated) as the server would. */
  open(): Promise<Database>;
  remove(): Promise<void>;
};

/** A new install with nothing in it, of the suite's database (PGlite in its DATA_DIR, or PostgreSQL). */
export async function emptyInstall(env: Record<string, string> = {}): Promise<EmptyInstall> {
  const dataDir = tempDir('restored');
  const postgres = process.env.TEST_DATABASE_URL ? await emptyTestDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...env,
  });
  const opened: Database[] = [];
  return {
    config,
    target: { database: config.database, recordings: config.recordings },
    async open() {
      const database = await openDatabase(config.database);
      opened.push(database);
      return database;
    },
    async remove() {
      for (const database of opened) await database.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
