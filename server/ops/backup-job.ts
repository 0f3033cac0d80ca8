import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type BackupOutcomes, backupOutcomesSchema } from '../../common/schemas/admin-backups.ts';
import type { AppConfig } from '../config.ts';
import type { Database, Db } from '../db/database.ts';
import { schoolSettings } from '../db/schema.ts';
import { type BackupSource, writeBackup } from './backup.ts';

// The scheduled backup (jobs-plugin.ts ticks it): an archive into BACKUP_DIR when the last one is
// BACKUP_EVERY_HOURS old, the newest BACKUP_KEEP kept. Its last success and failure are kept in
// the database, so every instance shows the admins the same, and a restart does not reset the
// schedule.

const STATUS_KEY = 'backup_status';
const ARCHIVE = /^music-school-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar$/;
/** A failed backup is tried again after this long (or at its schedule, when that is sooner). */
const RETRY_MS = 3_600_000;
/** A half-written archive this old was left by a process that died writing it. */
const ABANDONED_MS = 24 * 3_600_000;

/** The archive's name: its moment, so names sort by age. */
export const archiveName = (at: Date) => `music-school-backup-${at.toISOString().replace(/[:.]/g, '-')}.tar`;

export async function readBackupOutcomes(db: Db): Promise<BackupOutcomes> {
  const [row] = await db.select().from(schoolSettings).where(eq(schoolSettings.key, STATUS_KEY));
  const parsed = backupOutcomesSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : { lastSuccess: null, lastFailure: null };
}

async function saveOutcomes(db: Db, value: BackupOutcomes) {
  await db
    .insert(schoolSettings)
    .values({ key: STATUS_KEY, value })
    .onConflictDoUpdate({ target: schoolSettings.key, set: { value, updatedAt: new Date() } });
}

/** Due when no backup succeeded in `everyHours`, and none failed in the last hour. */
export function backupDue(outcomes: BackupOutcomes, everyHours: number, now: Date) {
  const since = (at: string | undefined) => (at ? now.getTime() - Date.parse(at) : Number.POSITIVE_INFINITY);
  const every = everyHours * 3_600_000;
  return (
    since(outcomes.lastSuccess?.at) >= every && since(outcomes.lastFailure?.at) >= Math.min(every, RETRY_MS)
  );
}

/** Deletes all but the newest `keep` archives, and half-written ones long abandoned. */
async function prune(dir: string, keep: number, now: Date) {
  const names = (await readdir(dir)).sort();
  const archives = names.filter((n) => ARCHIVE.test(n));
  for (const old of archives.slice(0, Math.max(0, archives.length - keep)))
    await rm(path.join(dir, old), { force: true });
  for (const name of names.filter((n) => n.endsWith('.partial'))) {
    const { mtimeMs } = await stat(path.join(dir, name));
    if (now.getTime() - mtimeMs > ABANDONED_MS) await rm(path.join(dir, name), { force: true });
  }
}

type Log = { info(msg: string): void };

/**
 * One tick of the scheduled backup: when due, an archive into `dir`, then the oldest beyond
 * `keep` deleted, and the outcome kept. Answers whether it made one; a failure is kept and thrown.
 */
export async function runScheduledBackup(
  { dir, everyHours, keep }: AppConfig['backup'] & { dir: string },
  source: BackupSource & { database: Database },
  log: Log,
  now = new Date(),
): Promise<boolean> {
  const outcomes = await readBackupOutcomes(source.database.db);
  if (!backupDue(outcomes, everyHours, now)) return false;
  const file = path.join(dir, archiveName(now));
  const started = performance.now();
  try {
    await mkdir(dir, { recursive: true });
    await writeBackup(source, file, { workDir: dir, say: (line) => log.info(`backup: ${line}`) });
    const { size } = await stat(file);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    await saveOutcomes(source.database.db, {
      ...outcomes,
      lastSuccess: { at: now.toISOString(), file: path.basename(file), bytes: size, seconds },
    });
    await prune(dir, keep, now);
    return true;
  } catch (err) {
    await saveOutcomes(source.database.db, {
      ...outcomes,
      lastFailure: { at: now.toISOString(), message: (err as Error).message },
    });
    throw err;
  }
}
