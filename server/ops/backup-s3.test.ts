import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classRecordingParts } from '../db/schema.ts';
import { pngBytes, sendChatFile } from '../routes/live-class/chat/chat-file-fixtures.ts';
import { sendChat } from '../routes/live-class/live-class-fixtures.ts';
import { send, start } from '../routes/recordings/recordings-fixtures.ts';
import { lessonParts } from '../routes/recordings/webm-fixtures.ts';
import { useS3TestServer } from '../storage/s3-test-server.ts';
import { createTestClass } from '../test/builders.ts';
import { useTestApp } from '../test/test-app.ts';
import { countRows } from './database-copy.ts';
import { backupInto, type EmptyInstall, emptyInstall, tempDir } from './ops-fixtures.ts';
import { restoreBackup } from './restore.ts';

// With S3_BUCKET the bucket is the files' copy: the backup lists its objects (key, size, ETag)
// and a restore checks the bucket still holds each of them as it was.
const bucket = 'backup-test';

describe('backup and restore with the files in S3', () => {
  const s3 = useS3TestServer(4343, bucket);
  const dataDir = tempDir('backed-up-s3');
  const work = tempDir('backups-s3');
  const t = useTestApp(
    { ...s3.env, DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '10000' },
    { embeddedInDataDir: true },
  );
  const archive = path.join(work, 'school.tar');
  const installs: EmptyInstall[] = [];
  const newInstall = async (env: Record<string, string> = s3.env) => {
    const install = await emptyInstall(env);
    installs.push(install);
    return install;
  };
  const bucketListing = async () =>
    ((await s3.client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? [])
      .map((o) => ({ key: o.Key, bytes: o.Size, etag: o.ETag }))
      .sort((a, b) => ((a.key ?? '') < (b.key ?? '') ? -1 : 1));

  beforeAll(async () => {
    const c = await createTestClass(t);
    await sendChat(t, c.teacher, c.id, 'Hello');
    await sendChatFile(t, c, c.student, 'scale.png', pngBytes(600));
    const rec = await start(t, c);
    expect(await send(t, c, rec.recording_id, rec.segment, lessonParts(2))).toEqual([200, 200]);
  });
  afterAll(async () => {
    for (const install of installs) await install.remove();
    await rm(work, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lists the bucket in the manifest and puts no file in the archive', async () => {
    const { manifest, lines } = await backupInto(t, archive);
    expect(lines[2]).toBe(
      `Files: 3 objects in the bucket ${bucket}, listed with their sizes and ETags (the bucket is their copy)`,
    );
    const objects = manifest.files.store === 's3' ? manifest.files.objects : [];
    expect({ ...manifest.files, objects: [...objects].sort((a, b) => (a.key < b.key ? -1 : 1)) }).toEqual({
      store: 's3',
      bucket,
      objects: await bucketListing(),
    });
    expect(manifest.database.rows['public.class_recording_parts']).toBe(2);
    expect(execFileSync('tar', ['-tf', archive], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      expect.stringMatching(/^database\/(pglite-data\.tar\.gz|postgres\.dump)$/),
      'manifest.json',
    ]);
  });

  it('restores the database onto an empty install of the same bucket, having checked every object', async () => {
    const install = await newInstall();
    const lines: string[] = [];
    const manifest = await restoreBackup(archive, install.target, (line) => lines.push(line));
    expect(lines).toContain(
      `Files: the bucket ${bucket} holds all 3 objects of the backup, of the sizes and ETags listed`,
    );
    const restored = await install.open();
    expect(await countRows((sql) => restored.db.execute(sql) as never)).toEqual(manifest.database.rows);
    expect(await restored.db.select().from(classRecordingParts)).toEqual(
      await t.database.db.select().from(classRecordingParts),
    );
  });

  it('refuses, naming each object, when the bucket no longer holds the files as they were', async () => {
    const [first, second] = (await bucketListing()).filter((o) => o.key?.startsWith('recordings/'));
    await s3.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: first?.key }));
    await s3.client.send(new PutObjectCommand({ Bucket: bucket, Key: second?.key, Body: 'other bytes' }));
    const install = await newInstall();
    const restoring = restoreBackup(archive, install.target, () => {});
    await expect(restoring).rejects.toThrow(
      `The bucket ${bucket} does not hold the backup's files as they were (2 in all):`,
    );
    await expect(restoring).rejects.toThrow(`${first?.key}: not in the bucket ${bucket}`);
    await expect(restoring).rejects.toThrow(
      new RegExp(`${second?.key}: 11 bytes \\(ETag .*\\) in the bucket`),
    );
    const { database } = install.config;
    if (database.kind === 'pglite')
      expect(existsSync(path.join(database.dataDir as string, 'PG_VERSION'))).toBe(false);
  });

  it('refuses to restore a backup of files in S3 onto an install that keeps them on disk', async () => {
    const install = await newInstall({});
    await expect(restoreBackup(archive, install.target, () => {})).rejects.toThrow(
      `The backup's files are in the S3 bucket ${bucket}: set S3_BUCKET and its settings as the backed-up install had them`,
    );
  });
});
