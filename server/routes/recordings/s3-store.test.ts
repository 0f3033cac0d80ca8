import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { useS3TestServer } from '../../storage/s3-test-server.ts';
import { createTestClass } from '../../test/builders.ts';
import { call, useLiveTestApp } from '../live-class/live-class-fixtures.ts';
import { joinsSettled } from './recordings.service.ts';
import { uploadAtOnce } from './recordings-fixtures.ts';
import { s3Store } from './s3-store.ts';
import { cut, recordedWebm } from './webm-fixtures.ts';

// Recordings in an S3-compatible bucket (S3_BUCKET, S3_ENDPOINT, ...): the same journey as on
// disk, through the AWS SDK against s3rver on this machine.
const bucket = 'recordings-test';

describe('lesson recordings in an S3-compatible bucket', () => {
  const s3 = useS3TestServer(4340, bucket);
  const t = useLiveTestApp(s3.env);
  const deps = () => ({
    db: t.database.db,
    store: s3Store(s3.settings),
    settings: { enabled: true, maxBytes: 1e9, retentionDays: 90 },
  });
  const client = s3.client;
  const objects = async (prefix: string) =>
    ((await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map(
      (o) => o.Key,
    );

  it('keeps parts and the joined file as objects, serves ranges from them and deletes them', async () => {
    const c = await createTestClass(t);
    const started = (
      await call(t, c.teacher, 'POST', '/api/update_recording_status.php', {
        class_id: c.id,
        status: 'start',
      })
    ).json().data;
    const id = started.recording_id as number;
    // Over 8 MB, so the joined file goes up as a multipart upload (two parts).
    const parts = cut(recordedWebm(3, 330_000), 3);
    for (const [seq, data] of parts.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload_class_recording.php',
        query: { class_id: String(c.id), recording_id: String(id), segment: '0', seq: String(seq) },
        payload: data,
        headers: { cookie: c.teacher.cookie, 'content-type': 'video/webm' },
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await objects(`recordings/${id}/parts/`)).toHaveLength(3);
    await call(t, c.teacher, 'POST', '/api/update_recording_status.php', { class_id: c.id, status: 'stop' });
    await joinsSettled();
    const list = (
      await t.app.inject({ url: '/api/my_recordings', headers: { cookie: c.student.cookie } })
    ).json();
    expect(list.recordings[0]).toMatchObject({ status: 'ready', duration_ms: 3000 });
    expect(await objects(`recordings/${id}/`)).toContain(`recordings/${id}/recording.webm`);
    const url = list.recordings[0].file_url as string;
    const whole = await t.app.inject({ url, headers: { cookie: c.student.cookie } });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(list.recordings[0].size_bytes);
    expect(whole.rawPayload.length).toBeGreaterThan(8 * 1024 * 1024);
    const range = await t.app.inject({ url, headers: { cookie: c.student.cookie, range: 'bytes=4-11' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload).toEqual(whole.rawPayload.subarray(4, 12));

    const admin = await (await import('../../test/admin-fixtures.ts')).signInAdmin(t.app, t.database.db);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/recordings/${id}`,
      headers: { cookie: admin },
    });
    expect(del.statusCode).toBe(200);
    expect(await objects(`recordings/${id}/`)).toEqual([]);
  });

  const partObjects = async (id: number) =>
    (await objects(`recordings/${id}/parts/`)).map((key) =>
      String(key).slice(`recordings/${id}/parts/`.length),
    );

  it('keeps one object for the same part sent 4 times at once, counted once', async () => {
    const part = recordedWebm(1);
    await uploadAtOnce(t, deps(), await createTestClass(t), [part, part, part, part], partObjects);
  });

  it('keeps exactly the acknowledged bytes of 4 different uploads of one part at once', async () => {
    const variants = [1, 2, 3, 4].map((n) => Buffer.concat([recordedWebm(1), Buffer.alloc(n, n)]));
    await uploadAtOnce(t, deps(), await createTestClass(t), variants, partObjects);
  });
});
