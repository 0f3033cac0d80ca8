import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECORDING_MESSAGES } from '../../../common/schemas/recordings.ts';
import { classRecordings } from '../../db/schema.ts';
import { createTestClass } from '../../test/builders.ts';
import { useLiveTestApp } from '../live-class/live-class-fixtures.ts';
import { joinsSettled, MAX_JOIN_ATTEMPTS, stopRecording, sweepRecordings } from './recordings.service.ts';
import { diskDeps, putPart, recordingRow, send, start, stopAndJoin, upload } from './recordings-fixtures.ts';
import { craftedParts, cut, recordedWebm } from './webm-fixtures.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'join-bounds-test-'));
const couldNot = 'The recording could not be made into a video file';

describe('recorded bytes that break the bounds, and joins that cannot end', () => {
  const t = useLiveTestApp({ DATA_DIR: dataDir });

  it.each(craftedParts)(
    'refuses $name at upload with a 400 naming the problem',
    async ({ part, problem }) => {
      const c = await createTestClass(t);
      const rec = await start(t, c);
      const res = await upload(
        t,
        c.teacher,
        { class_id: c.id, recording_id: rec.recording_id, segment: 0, seq: 0 },
        part,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(`${RECORDING_MESSAGES.badPart}: ${problem}`);
    },
  );

  it("marks a join fed them directly 'failed' with the reason, the server answering meanwhile", async () => {
    const deps = diskDeps(t, dataDir);
    const ids: number[] = [];
    for (const { part } of craftedParts) {
      const c = await createTestClass(t);
      const rec = await start(t, c);
      await putPart(deps, rec.recording_id, 0, part);
      await stopRecording(deps, { classId: c.id });
      ids.push(rec.recording_id);
    }
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await joinsSettled();
    for (const [i, id] of ids.entries()) {
      const row = await recordingRow(t, id);
      expect(row?.status).toBe('failed');
      expect(row?.failure).toContain(`${couldNot}: ${craftedParts[i]?.problem}`);
    }
  });

  it("stops a join at its time limit and marks the recording 'failed'", async () => {
    const c = await createTestClass(t);
    const rec = await start(t, c);
    await send(t, c, rec.recording_id, 0, cut(recordedWebm(2), 2));
    // No join starts a worker thread within a millisecond.
    await stopRecording(diskDeps(t, dataDir, { joinTimeLimitMs: 1 }), { classId: c.id });
    await joinsSettled();
    expect(await recordingRow(t, rec.recording_id)).toMatchObject({
      status: 'failed',
      failure: `${couldNot}: it took longer than 0.001 s`,
    });
  });

  it(`runs the join of a recording at most ${MAX_JOIN_ATTEMPTS} times when it dies with its server`, async () => {
    const deps = diskDeps(t, dataDir);
    const left = async (attempts: number) => {
      const c = await createTestClass(t);
      const rec = await start(t, c);
      await send(t, c, rec.recording_id, 0, [recordedWebm(1)]);
      // Its join started this many times and died with the server (still 'processing' 20 minutes on).
      await t.database.db
        .update(classRecordings)
        .set({ status: 'processing', joinAttempts: attempts, updatedAt: new Date(Date.now() - 20 * 60_000) })
        .where(eq(classRecordings.id, rec.recording_id));
      return rec.recording_id;
    };
    const retried = await left(MAX_JOIN_ATTEMPTS - 1);
    const givenUp = await left(MAX_JOIN_ATTEMPTS);
    expect((await sweepRecordings(deps)).rejoined).toBe(2);
    await joinsSettled();
    expect(await recordingRow(t, retried)).toMatchObject({
      status: 'ready',
      joinAttempts: MAX_JOIN_ATTEMPTS,
    });
    expect(await recordingRow(t, givenUp)).toMatchObject({
      status: 'failed',
      failure: `${couldNot}: it was tried ${MAX_JOIN_ATTEMPTS} times`,
    });
    // Recording again starts the count again.
    const c = await createTestClass(t);
    const rec = await start(t, c);
    await t.database.db
      .update(classRecordings)
      .set({ joinAttempts: MAX_JOIN_ATTEMPTS })
      .where(eq(classRecordings.id, rec.recording_id));
    expect((await start(t, c)).segment).toBe(1);
    await send(t, c, rec.recording_id, 1, [recordedWebm(1)]);
    await stopAndJoin(t, c);
    expect(await recordingRow(t, rec.recording_id)).toMatchObject({ status: 'ready', joinAttempts: 1 });
  });
});
