import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admissionFiles, classChatMessages, classRecordingParts, users } from '../db/schema.ts';
import { sendChat } from '../routes/live-class/live-class-fixtures.ts';
import { recordingDeps } from '../routes/recordings/recording-deps.ts';
import { send, start } from '../routes/recordings/recordings-fixtures.ts';
import { lessonParts } from '../routes/recordings/webm-fixtures.ts';
import { fileFolderDir } from '../storage/beside-recordings.ts';
import { insertApplication } from '../test/admin-fixtures.ts';
import { createTestClass } from '../test/builders.ts';
import { useTestApp } from '../test/test-app.ts';
import { checkArchive } from './backup.ts';
import { BackupError } from './backup-error.ts';
import { countRows } from './database-copy.ts';
import { backupInto, type EmptyInstall, emptyInstall, fileSha, sha256, tempDir } from './ops-fixtures.ts';
import { restoreBackup } from './restore.ts';

const onPostgres = !!process.env.TEST_DATABASE_URL;

// Backup and restore on the suite's database (PGlite in DATA_DIR, or PostgreSQL with
// TEST_DATABASE_URL) and files on disk; S3 in backup-s3.test.ts, writes during a backup in
// backup-under-writes.test.ts.
describe('backup and restore', () => {
  const dataDir = tempDir('backed-up');
  const work = tempDir('backups');
  const t = useTestApp({ DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '10000' }, { embeddedInDataDir: true });
  const archive = path.join(work, 'school.tar');
  const installs: EmptyInstall[] = [];
  const newInstall = async () => {
    const install = await emptyInstall();
    installs.push(install);
    return install;
  };
  const files = {
    chat: { folder: 'chat-files' as const, key: '1/7a0c-chat', bytes: Buffer.from('a chat file') },
    take: { folder: 'practice-files' as const, key: 'takes/9/b1-take', bytes: Buffer.alloc(70_000, 3) },
  };
  let parts: Buffer[];

  beforeAll(async () => {
    const c = await createTestClass(t);
    for (const text of ['Hello', 'Scales first, please'])
      expect((await sendChat(t, c.teacher, c.id, text)).statusCode).toBe(200);
    const rec = await start(t, c);
    parts = lessonParts(3);
    expect(await send(t, c, rec.recording_id, rec.segment, parts)).toEqual([200, 200, 200]);
    await insertApplication(t.database.db);
    for (const f of Object.values(files)) {
      const file = path.join(fileFolderDir(t.config.recordings, f.folder), f.key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, f.bytes);
    }
    // A joined recording still being written is not a file of the school yet.
    await writeFile(
      path.join(t.config.recordings.dir, `${rec.recording_id}`, 'recording.webm.1.tmp'),
      'half',
    );
  });
  afterAll(async () => {
    for (const install of installs) await install.remove();
    await rm(work, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes one archive of the database and the files with a manifest of rows and checksums, saying what it does', async () => {
    const { manifest, lines } = await backupInto(t, archive);
    expect(lines).toEqual([
      onPostgres
        ? 'Dumping the PostgreSQL database with pg_dump (custom format, one snapshot)'
        : 'Copying the embedded database (statements wait only while its files are copied)',
      expect.stringMatching(/^Database: \d+ tables, \d+ rows, [\d.]+ (KB|MB)$/),
      expect.stringMatching(
        /^Files: recordings 3 files, chat-files 1 file, practice-files 1 file; \d+ KB in all$/,
      ),
      expect.stringMatching(
        /^Wrote .*school\.tar \([\d.]+ (KB|MB)\) and read it back: every checksum matches its manifest$/,
      ),
    ]);
    expect(manifest.database.kind).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(manifest.database.rows).toEqual(await countRows((sql) => t.database.db.execute(sql) as never));
    expect(manifest.database.rows).toMatchObject({
      'public.class_chat_messages': 2,
      'public.class_recording_parts': 3,
    });
    const [partRows, stored] = [
      await t.database.db.select().from(classRecordingParts).orderBy(asc(classRecordingParts.seq)),
      manifest.files.store === 'disk' ? manifest.files.entries : [],
    ];
    expect(stored).toEqual(
      expect.arrayContaining([
        ...partRows.map((p) => ({
          path: `recordings/${p.recordingId}/parts/${p.name}`,
          bytes: p.sizeBytes,
          sha256: p.sha256,
        })),
        {
          path: `chat-files/${files.chat.key}`,
          bytes: files.chat.bytes.length,
          sha256: sha256(files.chat.bytes),
        },
        { path: `practice-files/${files.take.key}`, bytes: 70_000, sha256: sha256(files.take.bytes) },
      ]),
    );
    expect(stored).toHaveLength(5);
    expect((await checkArchive(archive)).createdAt).toBe(manifest.createdAt);
  });

  it('restores onto an empty install what was backed up, row for row and byte for byte', async () => {
    const install = await newInstall();
    const lines: string[] = [];
    const manifest = await restoreBackup(archive, install.target, (line) => lines.push(line));
    expect(lines).toEqual([
      expect.stringMatching(
        /^Restoring .*school\.tar onto the (embedded database in .*|PostgreSQL database of DATABASE_URL) and the files under /,
      ),
      'The install is empty: reading the archive and checking it against its manifest',
      "Files: recordings 3 files, chat-files 1 file, practice-files 1 file in place, each of its manifest's size and sha256",
      expect.stringMatching(/^Loading the database \(\d+ tables, \d+ rows in the manifest\)$/),
      expect.stringMatching(/^Database: \d+ tables, \d+ rows, as the manifest counts$/),
    ]);
    const restored = await install.open();
    expect(await countRows((sql) => restored.db.execute(sql) as never)).toEqual(manifest.database.rows);
    for (const table of [users, classChatMessages, admissionFiles])
      expect(await restored.db.select().from(table)).toEqual(await t.database.db.select().from(table));
    // The parts read back through the recordings' own store, as the restored server would.
    const store = recordingDeps(restored.db, install.config.recordings, t.app.log, undefined).store;
    for (const p of await restored.db
      .select()
      .from(classRecordingParts)
      .orderBy(asc(classRecordingParts.seq)))
      expect(sha256(await store.readPart(p.recordingId, p.name))).toBe(sha256(parts[p.seq] as Buffer));
    for (const f of Object.values(files))
      expect(await fileSha(path.join(fileFolderDir(install.config.recordings, f.folder), f.key))).toBe(
        sha256(f.bytes),
      );
  });

  it('refuses a damaged archive, naming what is wrong, and leaves the install as empty as it was', async () => {
    const bytes = await readFile(archive);
    const flipped = Buffer.from(bytes);
    // A byte of the last recording part's body: its sha256 no longer matches.
    const at = bytes.indexOf(parts[2] as Buffer);
    flipped[at] = (flipped[at] as number) ^ 0xff;
    const cases: [string, Buffer, RegExp][] = [
      [
        'flipped.tar',
        flipped,
        /The archive does not match its manifest \(1 in all\):\n {2}files\/recordings\/\d+\/parts\/\S+: its size or sha256 is not the manifest's/,
      ],
      [
        'cut.tar',
        bytes.subarray(0, Math.floor(bytes.length / 2)),
        /The archive is damaged: it (ends inside|ends before)/,
      ],
      [
        'no-manifest.tar',
        Buffer.concat([bytes.subarray(0, bytes.lastIndexOf('manifest.json')), Buffer.alloc(1024)]),
        /The archive has no manifest: it was cut off/,
      ],
      [
        'not-a-tar.tar',
        Buffer.from('PK\u0003\u0004 a zip file'.padEnd(2000, '.')),
        /The archive is damaged: the header at byte 0 is not a valid tar header/,
      ],
    ];
    for (const [name, damaged, message] of cases) {
      const file = path.join(work, name);
      await writeFile(file, damaged);
      await expect(checkArchive(file)).rejects.toThrow(message);
      const install = await newInstall();
      await expect(restoreBackup(file, install.target, () => {})).rejects.toThrow(message);
      expect(existsSync(install.config.recordings.dir), name).toBe(false);
      if (!onPostgres)
        expect(
          existsSync(
            path.join(
              install.config.database.kind === 'pglite' ? (install.config.database.dataDir as string) : '',
              'PG_VERSION',
            ),
          ),
        ).toBe(false);
    }
  });

  it('refuses an install that is not empty, saying what is there', async () => {
    const served = { database: t.config.database, recordings: t.config.recordings };
    if (onPostgres) {
      const install = await newInstall();
      // Migrated by the server's first start: no longer empty.
      await install.open();
      await expect(restoreBackup(archive, install.target, () => {})).rejects.toThrow(
        /^Refusing to restore: the database of DATABASE_URL already has \d+ tables\. A backup is restored onto an empty install only/,
      );
    } else
      await expect(restoreBackup(archive, served, () => {})).rejects.toThrow(
        `Refusing to restore: ${dataDir} already holds a database.`,
      );
    const install = await newInstall();
    const left = path.join(fileFolderDir(install.config.recordings, 'chat-files'), '3', 'left-over');
    await mkdir(path.dirname(left), { recursive: true });
    await writeFile(left, 'x');
    const refused = restoreBackup(archive, install.target, () => {});
    await expect(refused).rejects.toThrow(BackupError);
    await expect(refused).rejects.toThrow(`Refusing to restore: ${left} is already there.`);
    expect(await readFile(left, 'utf8')).toBe('x');
  });
});
