import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config.ts';
import type { DatabaseOptions } from '../db/database.ts';
import { FILE_FOLDERS, fileFolderDir } from '../storage/beside-recordings.ts';
import { readBackup, rowsSummary, type Say } from './backup.ts';
import { BackupError } from './backup-error.ts';
import { holdDataDir } from './data-dir-lock.ts';
import {
  countRows,
  isDatabaseEntry,
  onPostgres,
  restorePostgres,
  tableCount,
  unpackPglite,
} from './database-copy.ts';
import {
  describeMismatches,
  filesSummary,
  firstDiskFile,
  restoredFilePath,
  s3Mismatches,
  writeRestoredFile,
} from './file-copy.ts';
import { formatCount, type Manifest, type TableRows } from './manifest.ts';

/** The install a backup is restored onto: its database and where its files go. */
export type RestoreTarget = { database: DatabaseOptions; recordings: AppConfig['recordings'] };

const KIND_NAMES = { pglite: 'the embedded database', postgres: 'PostgreSQL' } as const;

function installName(target: RestoreTarget) {
  const db =
    target.database.kind === 'pglite'
      ? `the embedded database in ${target.database.dataDir}`
      : 'the PostgreSQL database of DATABASE_URL';
  const files = target.recordings.s3
    ? `the S3 bucket ${target.recordings.s3.bucket}`
    : `the files under ${path.dirname(target.recordings.dir)}`;
  return `${db} and ${files}`;
}

const notEmpty = (what: string) =>
  new BackupError(
    `Refusing to restore: ${what}. A backup is restored onto an empty install only: a new DATA_DIR (and, on PostgreSQL, a new database from createdb), before the server first starts there`,
  );

/** Fails, saying what is there, unless the install holds no database and no file yet. */
async function refuseNonEmpty(target: RestoreTarget) {
  const { database } = target;
  if (database.kind === 'pglite') {
    if (existsSync(path.join(database.dataDir as string, 'PG_VERSION')))
      throw notEmpty(`${database.dataDir} already holds a database`);
  } else {
    const tables = await onPostgres(database.url, tableCount);
    if (tables > 0) throw notEmpty(`the database of DATABASE_URL already has ${tables} tables`);
  }
  if (target.recordings.s3) return;
  const file = await firstDiskFile(target.recordings);
  if (file) throw notEmpty(`${file} is already there`);
}

/** Takes back what a failed restore wrote (the install was empty before it). */
async function undo(target: RestoreTarget) {
  if (!target.recordings.s3)
    for (const folder of FILE_FOLDERS)
      await rm(fileFolderDir(target.recordings, folder), { recursive: true, force: true });
  const dataDir = target.database.kind === 'pglite' ? target.database.dataDir : null;
  if (dataDir)
    for (const name of (await readdir(dataDir).catch(() => [])).filter(isDatabaseEntry))
      await rm(path.join(dataDir, name), { recursive: true, force: true });
}

function rowMismatches(expected: TableRows, found: TableRows) {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return names.flatMap((name) =>
    expected[name] === found[name]
      ? []
      : [
          `${name}: ${found[name] ?? 'no such table'} rows restored, ${expected[name] ?? 'no such table'} in the manifest`,
        ],
  );
}

/**
 * Restores the archive at `archive` onto an empty install: reads it through once, putting the
 * files in place and the database's copy aside while every checksum is checked against the
 * manifest, then loads the database and counts its rows against the manifest's. Anything amiss
 * throws a BackupError naming it, and what was written is taken back.
 */
export async function restoreBackup(archive: string, target: RestoreTarget, say: Say): Promise<Manifest> {
  if (target.database.kind === 'pglite' && !target.database.dataDir)
    throw new BackupError('DATA_DIR=memory:// keeps nothing: set DATA_DIR to the folder to restore into');
  if (!existsSync(archive)) throw new BackupError(`${archive}: no such file`);
  say(`Restoring ${archive} onto ${installName(target)}`);
  const dataDir = target.database.kind === 'pglite' ? (target.database.dataDir as string) : null;
  const release = dataDir ? await holdDataDir(dataDir, 'restore') : async () => {};
  const work = await mkdtemp(path.join(os.tmpdir(), 'music-school-restore-'));
  const databaseCopy = path.join(work, 'database');
  try {
    await refuseNonEmpty(target);
    say('The install is empty: reading the archive and checking it against its manifest');
    let manifest: Manifest;
    try {
      manifest = await readBackup(createReadStream(archive), {
        async database(kind, body) {
          if (kind !== target.database.kind)
            throw new BackupError(
              `The backup is of ${KIND_NAMES[kind]}, and this install uses ${KIND_NAMES[target.database.kind]}: restore it onto an install like the one it came from`,
            );
          await pipeline(body, createWriteStream(databaseCopy));
        },
        async file(folder, relative, body) {
          if (target.recordings.s3)
            throw new BackupError(
              'The backup holds its files, and this install keeps them in S3 (S3_BUCKET): restore it onto an install without S3_BUCKET',
            );
          await writeRestoredFile(restoredFilePath(target.recordings, folder, relative), body);
        },
      });
      if (manifest.files.store === 's3') {
        const s3 = target.recordings.s3;
        if (!s3)
          throw new BackupError(
            `The backup's files are in the S3 bucket ${manifest.files.bucket}: set S3_BUCKET and its settings as the backed-up install had them`,
          );
        const mismatches = await s3Mismatches(s3, manifest.files.objects);
        if (mismatches.length)
          throw describeMismatches(
            `The bucket ${s3.bucket} does not hold the backup's files as they were`,
            mismatches,
          );
        say(
          `Files: the bucket ${s3.bucket} holds all ${formatCount(manifest.files.objects.length)} objects of the backup, of the sizes and ETags listed`,
        );
      } else
        say(
          `Files: ${filesSummary(manifest.files.entries.map((e) => e.path))} in place, each of its manifest's size and sha256`,
        );

      say(`Loading the database (${rowsSummary(manifest.database.rows)} in the manifest)`);
      let rows: TableRows;
      if (dataDir) {
        await unpackPglite(databaseCopy, dataDir);
        const client = new PGlite({ dataDir });
        try {
          rows = await countRows((sql) => client.query(sql));
        } finally {
          await client.close();
        }
      } else {
        const url = (target.database as { url: string }).url;
        await restorePostgres(databaseCopy, url);
        rows = await onPostgres(url, countRows);
      }
      const mismatches = rowMismatches(manifest.database.rows, rows);
      if (mismatches.length)
        throw describeMismatches(
          `The restored database does not match the manifest${dataDir ? '' : ' (drop that database and make a new one before trying again)'}`,
          mismatches,
        );
      say(`Database: ${rowsSummary(rows)}, as the manifest counts`);
    } catch (err) {
      await undo(target);
      throw err;
    }
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
    await release();
  }
}
