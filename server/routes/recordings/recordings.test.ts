import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from '../../../common/schemas/live-class/shared.ts';
import { RECORDING_MESSAGES, RECORDING_PART_MAX_BYTES } from '../../../common/schemas/recordings.ts';
import { classes, classRecordings } from '../../db/schema.ts';
import { signInAdmin } from '../../test/admin-fixtures.ts';
import { createOutsider, createTestClass, type Party } from '../../test/builders.ts';
import { call, useLiveTestApp } from '../live-class/live-class-fixtures.ts';
import { joinsSettled, sweepRecordings } from './recordings.service.ts';
import { diskDeps, STATE, STATUS, send, start, stopAndJoin, upload } from './recordings-fixtures.ts';
import { cut, recordedWebm } from './webm-fixtures.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recordings-test-'));
const recordingsDir = path.join(dataDir, 'recordings');

type TestApp = ReturnType<typeof useLiveTestApp>;

const myRecordings = async (t: TestApp, who: Party) =>
  (await t.app.inject({ url: '/api/my_recordings', headers: { cookie: who.cookie } })).json().recordings as {
    id: number;
    status: string;
    duration_ms: number | null;
    file_url: string | null;
    size_bytes: number;
  }[];

describe('lesson recordings', () => {
  const t = useLiveTestApp({ DATA_DIR: dataDir });

  it('records only for the class teacher during the class; others get 401/403', async () => {
    const c = await createTestClass(t);
    const body = { class_id: c.id, status: 'start' };
    expect((await call(t, null, 'POST', STATUS, body)).statusCode).toBe(401);
    const byStudent = await call(t, c.student, 'POST', STATUS, body);
    expect(byStudent.statusCode).toBe(403);
    expect(byStudent.json()).toMatchObject({
      success: false,
      data: null,
      message: LIVE_MESSAGES.teacherOnly,
    });
    expect((await call(t, await createOutsider(t, 'teacher'), 'POST', STATUS, body)).statusCode).toBe(403);
    // Cross-site and wrong claims.
    const crossSite = await t.app.inject({
      method: 'POST',
      url: STATUS,
      payload: body,
      headers: { cookie: c.teacher.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(
      (await call(t, c.teacher, 'POST', STATUS, { ...body, user_id: c.student.user.id })).statusCode,
    ).toBe(403);
    // Another day's class, and a completed one.
    const tomorrow = await createTestClass(t, { startsAt: new Date('2099-01-01T04:30:00.000Z') });
    expect(
      (await call(t, tomorrow.teacher, 'POST', STATUS, { ...body, class_id: tomorrow.id })).statusCode,
    ).toBe(403);
    const rec = await start(t, c);
    expect(rec.segment).toBe(0);
    const part = recordedWebm(1);
    const q = { class_id: c.id, recording_id: rec.recording_id, segment: 0, seq: 0 };
    expect((await upload(t, null, q, part)).statusCode).toBe(401);
    expect((await upload(t, c.student, q, part)).statusCode).toBe(403);
    expect((await upload(t, c.teacher, q, part, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    // Both members see the state: recording since when.
    const seen = await call(t, c.student, 'GET', STATE, { class_id: c.id });
    expect(seen.json().data).toMatchObject({ enabled: true, status: 'recording', segment: 0 });
    expect(seen.json().data.recording_since).toEqual(expect.any(String));
    await t.database.db.update(classes).set({ isCompleted: true }).where(eq(classes.id, c.id));
    await t.app.events.publish(c.id, 'status');
    expect((await upload(t, c.teacher, q, part)).statusCode).toBe(403);
    expect((await call(t, c.teacher, 'POST', STATUS, { ...body, status: 'stop' })).statusCode).toBe(403);
  });

  it('takes parts out of order and twice, refuses another part under a received number and non-WebM content', async () => {
    const c = await createTestClass(t);
    const rec = await start(t, c);
    const parts = cut(recordedWebm(4), 4);
    const q = (seq: number) => ({ class_id: c.id, recording_id: rec.recording_id, segment: 0, seq });
    expect((await upload(t, c.teacher, q(0), Buffer.from('<html>not a video</html>'))).statusCode).toBe(400);
    expect((await upload(t, c.teacher, q(0), Buffer.alloc(0))).statusCode).toBe(400);
    // A later part may not start another file.
    expect((await upload(t, c.teacher, q(1), recordedWebm(1))).statusCode).toBe(400);
    expect(await send(t, c, rec.recording_id, 0, parts, [2, 0, 3, 1])).toEqual([200, 200, 200, 200]);
    const again = await upload(t, c.teacher, q(1), parts[1] as Buffer);
    expect(again.json()).toMatchObject({
      success: true,
      data: { duplicate: true },
      message: RECORDING_MESSAGES.partDuplicate,
    });
    const other = await upload(t, c.teacher, q(1), Buffer.from(parts[1] as Buffer).fill(7, 0, 10));
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(RECORDING_MESSAGES.partConflict);
    // A segment that was never opened, another recording's id.
    expect((await upload(t, c.teacher, { ...q(0), segment: 1 }, parts[0] as Buffer)).statusCode).toBe(403);
    expect(
      (await upload(t, c.teacher, { ...q(0), recording_id: rec.recording_id + 1000 }, parts[0] as Buffer))
        .statusCode,
    ).toBe(403);
    await stopAndJoin(t, c);
    const [item] = await myRecordings(t, c.student);
    expect(item).toMatchObject({ status: 'ready', duration_ms: 4000 });
    // After stopping, parts are refused until recording starts again.
    expect((await upload(t, c.teacher, q(4), parts[1] as Buffer)).statusCode).toBe(403);
  });

  it('joins a recording restarted after a reload into one file on one time line', async () => {
    const c = await createTestClass(t);
    const first = await start(t, c);
    // The page closed after three of five parts: the rest never came.
    const cutParts = cut(recordedWebm(5), 5).slice(0, 3);
    await send(t, c, first.recording_id, 0, cutParts);
    const second = await start(t, c);
    expect(second).toMatchObject({ recording_id: first.recording_id, segment: 1 });
    await send(t, c, second.recording_id, 1, cut(recordedWebm(3), 2));
    await stopAndJoin(t, c);
    const [item] = await myRecordings(t, c.teacher);
    expect(item?.status).toBe('ready');
    // About 2.8 s kept of the first segment, then 3 s.
    expect(item?.duration_ms).toBeGreaterThan(5000);
    expect(item?.duration_ms).toBeLessThan(6000);
  });

  it('serves the file to the teacher, the student and admins only, with ranges, download and private caching', async () => {
    const c = await createTestClass(t);
    const rec = await start(t, c);
    await send(t, c, rec.recording_id, 0, cut(recordedWebm(2), 3));
    const before = await myRecordings(t, c.student);
    expect(before[0]).toMatchObject({ status: 'recording', file_url: null });
    await stopAndJoin(t, c);
    const [item] = await myRecordings(t, c.student);
    const url = item?.file_url as string;
    expect(url).toBe(`/api/recordings/${rec.recording_id}/file`);
    const admin = await signInAdmin(t.app, t.database.db);
    for (const cookie of [c.teacher.cookie, c.student.cookie, admin]) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/webm');
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(res.headers['content-disposition']).toMatch(
        /^inline; filename="Piano Basics \d{4}-\d\d-\d\d\.webm"/,
      );
      expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
      expect(res.rawPayload.length).toBe(item?.size_bytes);
    }
    const range = await t.app.inject({ url, headers: { cookie: c.student.cookie, range: 'bytes=10-19' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 10-19/${item?.size_bytes}`);
    expect(range.rawPayload.length).toBe(10);
    const tail = await t.app.inject({ url, headers: { cookie: c.student.cookie, range: 'bytes=-5' } });
    expect(tail.rawPayload.length).toBe(5);
    const outside = await t.app.inject({
      url,
      headers: { cookie: c.student.cookie, range: 'bytes=99999999-' },
    });
    expect(outside.statusCode).toBe(416);
    const download = await t.app.inject({ url: `${url}?download=1`, headers: { cookie: c.teacher.cookie } });
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    for (const role of ['teacher', 'student'] as const) {
      const outsider = await createOutsider(t, role);
      expect((await t.app.inject({ url, headers: { cookie: outsider.cookie } })).statusCode).toBe(404);
      expect(await myRecordings(t, outsider)).toEqual([]);
    }
  });

  it('limits a part and the lesson (413 with a clear message; recording stops, the file keeps what came)', async () => {
    const c = await createTestClass(t);
    const rec = await start(t, c);
    const q = { class_id: c.id, recording_id: rec.recording_id, segment: 0, seq: 0 };
    const huge = await upload(t, c.teacher, q, Buffer.alloc(RECORDING_PART_MAX_BYTES + 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, message: RECORDING_MESSAGES.partTooLarge });
    // The lesson's limit, made small for this class: the second part passes it.
    const parts = cut(recordedWebm(3), 3);
    expect((await upload(t, c.teacher, q, parts[0] as Buffer)).statusCode).toBe(200);
    await t.database.db
      .update(classRecordings)
      .set({ sizeBytes: 2048 * 1024 * 1024 - 10 })
      .where(eq(classRecordings.id, rec.recording_id));
    const over = await upload(t, c.teacher, { ...q, seq: 1 }, parts[1] as Buffer);
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe(RECORDING_MESSAGES.lessonTooLarge);
    await joinsSettled();
    const state = await call(t, c.teacher, 'GET', STATE, { class_id: c.id });
    expect(state.json().data).toMatchObject({ segment: null, recording_since: null });
    expect(['ready', 'failed']).toContain(state.json().data.status);
    const again = await call(t, c.teacher, 'POST', STATUS, { class_id: c.id, status: 'start' });
    expect(again.statusCode).toBe(413);
  });

  it('lets admins list every recording with its size and delete one; the job deletes old ones', async () => {
    const a = await createTestClass(t, { batchName: 'Violin' });
    const recA = await start(t, a);
    await send(t, a, recA.recording_id, 0, cut(recordedWebm(1), 2));
    await stopAndJoin(t, a);
    const admin = await signInAdmin(t.app, t.database.db);
    const list = await t.app.inject({ url: '/api/admin/recordings', headers: { cookie: admin } });
    const mine = list.json().recordings.find((r: { id: number }) => r.id === recA.recording_id);
    expect(mine).toMatchObject({ batch_name: 'Violin', status: 'ready' });
    expect(mine.size_bytes).toBeGreaterThan(0);
    expect(
      (await t.app.inject({ url: '/api/admin/recordings', headers: { cookie: a.teacher.cookie } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/recordings/${recA.recording_id}`,
          headers: { cookie: a.teacher.cookie },
        })
      ).statusCode,
    ).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/recordings/${recA.recording_id}`,
      headers: { cookie: admin },
    });
    expect(del.json()).toEqual({ message: RECORDING_MESSAGES.deleted });
    expect(await myRecordings(t, a.teacher)).toEqual([]);
    expect(await readdir(recordingsDir)).not.toContain(String(recA.recording_id));

    // Retention: recordings older than RECORDING_RETENTION_DAYS (90) go, newer ones stay.
    const b = await createTestClass(t);
    const recB = await start(t, b);
    await send(t, b, recB.recording_id, 0, [recordedWebm(1)]);
    await stopAndJoin(t, b);
    const deps = diskDeps(t, dataDir);
    expect((await sweepRecordings(deps, new Date(Date.now() + 89 * 86_400_000))).deleted).toBe(0);
    expect(await myRecordings(t, b.student)).toHaveLength(1);
    const swept = await sweepRecordings(deps, new Date(Date.now() + 91 * 86_400_000));
    expect(swept.deleted).toBeGreaterThanOrEqual(1);
    expect(await myRecordings(t, b.student)).toEqual([]);
    expect(await readdir(recordingsDir)).not.toContain(String(recB.recording_id));
  });

  it('stops and joins the recording when the teacher completes the class', async () => {
    const c = await createTestClass(t);
    const rec = await start(t, c);
    await send(t, c, rec.recording_id, 0, cut(recordedWebm(2), 2));
    expect((await call(t, c.teacher, 'POST', '/api/complete_class.php', { class_id: c.id })).statusCode).toBe(
      200,
    );
    await expect
      .poll(async () => (await myRecordings(t, c.student))[0]?.status, { timeout: 60_000 })
      .toBe('ready');
  });

  it('marks a recording stopped before any part came as failed, and says why', async () => {
    const c = await createTestClass(t);
    await start(t, c);
    await stopAndJoin(t, c);
    const [row] = await t.database.db.select().from(classRecordings).where(eq(classRecordings.classId, c.id));
    expect(row).toMatchObject({ status: 'failed', failure: 'Nothing was recorded' });
    expect((await myRecordings(t, c.student))[0]).toMatchObject({ status: 'failed', file_url: null });
  });

  it('the job joins a recording left open when the class completed', async () => {
    const c = await createTestClass(t);
    const rec = await start(t, c);
    await send(t, c, rec.recording_id, 0, cut(recordedWebm(2), 2));
    await t.database.db.update(classes).set({ isCompleted: true }).where(eq(classes.id, c.id));
    const deps = diskDeps(t, dataDir);
    expect((await sweepRecordings(deps)).stopped).toBeGreaterThanOrEqual(1);
    await joinsSettled();
    const [item] = await myRecordings(t, c.student);
    expect(item).toMatchObject({ status: 'ready', duration_ms: 2000 });
    // The next run drops the parts of the completed class's ready recording.
    await sweepRecordings(deps);
    expect(await readdir(path.join(recordingsDir, String(rec.recording_id)))).toEqual(['recording.webm']);
  });
});

describe('lesson recordings turned off (RECORDINGS=off)', () => {
  const t = useLiveTestApp({ DATA_DIR: dataDir, RECORDINGS: 'off' });

  it('refuses to start and says so in the state', async () => {
    const c = await createTestClass(t);
    const res = await call(t, c.teacher, 'POST', STATUS, { class_id: c.id, status: 'start' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(RECORDING_MESSAGES.disabled);
    expect((await call(t, c.student, 'GET', STATE, { class_id: c.id })).json().data.enabled).toBe(false);
  });
});
