import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAdminOnly, signInAdmin } from '../test/admin-fixtures.ts';
import { createTestUser } from '../test/fixtures.ts';
import { useTestApp } from '../test/test-app.ts';
import { checkArchive } from './backup.ts';
import { backupDue, runScheduledBackup } from './backup-job.ts';
import { emptyInstall, tempDir } from './ops-fixtures.ts';
import { restoreBackup } from './restore.ts';

const HOUR = 3_600_000;
const quiet = { info: () => {} };

// The scheduled backup in the jobs runner: BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP, its
// outcome kept for the admins (GET /api/admin/backups). Here the database is in memory
// (DATA_DIR=memory:// for the database's part), the files under a DATA_DIR of the test's.
describe('the scheduled backup', () => {
  const dataDir = tempDir('scheduled');
  const backups = path.join(dataDir, 'backups');
  const t = useTestApp({
    DATA_DIR: dataDir,
    BACKUP_DIR: backups,
    BACKUP_EVERY_HOURS: '24',
    BACKUP_KEEP: '2',
    LOGIN_RATE_LIMIT: '1000',
  });
  let admin: string;
  const status = async () =>
    (await t.app.inject({ url: '/api/admin/backups', headers: { cookie: admin } })).json();
  const archives = async () => (await readdir(backups)).filter((n) => n.endsWith('.tar')).sort();
  const settings = () => ({ ...t.config.backup, dir: backups });
  const source = () => ({ database: t.database, recordings: t.config.recordings });

  beforeAll(async () => {
    admin = await signInAdmin(t.app, t.database.db);
    await createTestUser(t.database.db, 'student', { firstName: 'Meera' });
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('is for admins only', async () => {
    await expectAdminOnly(t.app, t.database.db, [{ method: 'GET', url: '/api/admin/backups' }]);
  });

  it('makes a backup when one is due, and shows the admins its last success', async () => {
    expect(await status()).toEqual({
      scheduled: true,
      everyHours: 24,
      keep: 2,
      lastSuccess: null,
      lastFailure: null,
    });
    expect(await t.app.jobs.tick('backup')).toBe(true);
    const [made] = await archives();
    expect(made).toMatch(/^music-school-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar$/);
    const manifest = await checkArchive(path.join(backups, made as string));
    expect(manifest.database.rows['public.users']).toBeGreaterThanOrEqual(2);
    expect(await status()).toMatchObject({
      lastSuccess: {
        at: expect.any(String),
        file: made,
        bytes: expect.any(Number),
        seconds: expect.any(Number),
      },
      lastFailure: null,
    });
    // Not due again for BACKUP_EVERY_HOURS: the next ticks make none.
    await t.app.jobs.tick('backup');
    expect(await archives()).toEqual([made]);

    // A database that lived in memory restores onto an install that keeps it on disk.
    const install = await emptyInstall();
    try {
      await restoreBackup(path.join(backups, made as string), install.target, () => {});
      const restored = await install.open();
      expect((await restored.db.query.users.findMany()).map((u) => u.firstName)).toContain('Meera');
    } finally {
      await install.remove();
    }
  });

  it('keeps the newest BACKUP_KEEP archives', async () => {
    const first = Date.now() + 25 * HOUR;
    for (const hours of [0, 25, 50])
      expect(await runScheduledBackup(settings(), source(), quiet, new Date(first + hours * HOUR))).toBe(
        true,
      );
    const kept = await archives();
    expect(kept).toHaveLength(2);
    expect(kept.map((n) => n.slice(20, 33))).toEqual(
      [first + 25 * HOUR, first + 50 * HOUR].map((ms) => new Date(ms).toISOString().slice(0, 13)),
    );
  });

  it('keeps a failure for the admins, and tries again an hour later', async () => {
    const blocked = path.join(dataDir, 'not-a-folder');
    await writeFile(blocked, 'a file where the folder should be');
    const now = new Date(Date.now() + 200 * HOUR);
    await expect(
      runScheduledBackup({ ...settings(), dir: path.join(blocked, 'backups') }, source(), quiet, now),
    ).rejects.toThrow(/ENOTDIR/);
    const seen = await status();
    expect(seen.lastFailure).toEqual({ at: now.toISOString(), message: expect.stringContaining('ENOTDIR') });
    expect(seen.lastSuccess).not.toBeNull();
    expect(backupDue(seen, 24, new Date(now.getTime() + HOUR / 2))).toBe(false);
    expect(backupDue(seen, 24, new Date(now.getTime() + HOUR))).toBe(true);
    await mkdir(backups, { recursive: true });
  });
});
