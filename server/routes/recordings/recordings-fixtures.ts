import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { classRecordingParts, classRecordings } from '../../db/schema.ts';
import type { Party, TestClass } from '../../test/builders.ts';
import type { TestContext } from '../../test/test-app.ts';
import { call } from '../live-class/live-class-fixtures.ts';
import { sha256 } from './join-parts.ts';
import { diskStore } from './recording-store.ts';
import { joinsSettled, type RecordingDeps } from './recordings.service.ts';

export const STATUS = '/api/update_recording_status.php';
export const UPLOAD = '/api/upload_class_recording.php';
export const STATE = '/api/recording_status.php';

export type PartQuery = { class_id: number; recording_id: number; segment: number; seq: number };

/** One part's upload by `who` (or no one). */
export function upload(
  t: TestContext,
  who: Party | null,
  q: PartQuery,
  data: Buffer,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: UPLOAD,
    query: Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])),
    payload: data,
    headers: { 'content-type': 'video/webm', ...(who ? { cookie: who.cookie } : {}), ...headers },
  });
}

/** The class's teacher starts recording; answers the recording's id, segment and start. */
export async function start(t: TestContext, c: TestClass) {
  const res = await call(t, c.teacher, 'POST', STATUS, { class_id: c.id, status: 'start' });
  expect(res.statusCode).toBe(200);
  return res.json().data as { recording_id: number; segment: number; recording_since: string };
}

/** Uploads the parts in the given order; answers each reply's status. */
export async function send(
  t: TestContext,
  c: TestClass,
  rec: number,
  segment: number,
  parts: Buffer[],
  order?: number[],
) {
  const codes: number[] = [];
  for (const seq of order ?? parts.map((_, i) => i)) {
    const res = await upload(
      t,
      c.teacher,
      { class_id: c.id, recording_id: rec, segment, seq },
      parts[seq] as Buffer,
    );
    codes.push(res.statusCode);
  }
  return codes;
}

export async function stopAndJoin(t: TestContext, c: TestClass) {
  const res = await call(t, c.teacher, 'POST', STATUS, { class_id: c.id, status: 'stop' });
  expect(res.statusCode).toBe(200);
  await joinsSettled();
}

/** The service's dependencies as the app has them, on the files under DATA_DIR. */
export const diskDeps = (
  t: TestContext,
  dataDir: string,
  settings: Partial<RecordingDeps['settings']> = {},
) => ({
  db: t.database.db,
  store: diskStore(path.join(dataDir, 'recordings')),
  settings: { enabled: true, maxBytes: 1e9, retentionDays: 90, ...settings },
});

/** Puts a part in the store and its row in the database, as an upload would without its checks. */
export async function putPart(deps: RecordingDeps, recordingId: number, seq: number, data: Buffer) {
  const name = `0-${seq}-put.part`;
  await deps.store.writePart(recordingId, name, data);
  await deps.db
    .insert(classRecordingParts)
    .values({ recordingId, segment: 0, seq, name, sizeBytes: data.length, sha256: sha256(data) });
}

export const recordingRow = async (t: TestContext, id: number) =>
  (await t.database.db.select().from(classRecordings).where(eq(classRecordings.id, id)))[0];

/**
 * Uploads `variants` of part 0 at once (a retry racing the first try, a proxy's retry) and checks
 * the outcome: one upload keeps its bytes; the same bytes are acknowledged again, other bytes
 * answered 409; the part's row names exactly the acknowledged bytes in the store, `stored` lists
 * only them, and the lesson's size counts them once.
 */
export async function uploadAtOnce(
  t: TestContext,
  deps: RecordingDeps,
  c: TestClass,
  variants: Buffer[],
  stored: (recordingId: number) => Promise<string[]>,
) {
  const rec = await start(t, c);
  const q = { class_id: c.id, recording_id: rec.recording_id, segment: 0, seq: 0 };
  const replies = await Promise.all(variants.map((v) => upload(t, c.teacher, q, v)));
  const kept = replies.findIndex((r) => r.statusCode === 200 && r.json().data.duplicate === false);
  expect(kept).toBeGreaterThanOrEqual(0);
  const keptBytes = variants[kept] as Buffer;
  for (const [i, r] of replies.entries()) {
    if (i === kept) continue;
    if (variants[i]?.equals(keptBytes))
      expect(r.json()).toMatchObject({ success: true, data: { duplicate: true } });
    else expect(r.statusCode).toBe(409);
  }
  const [part] = await t.database.db
    .select()
    .from(classRecordingParts)
    .where(eq(classRecordingParts.recordingId, rec.recording_id));
  expect(part?.sha256).toBe(sha256(keptBytes));
  expect(await deps.store.readPart(rec.recording_id, part?.name ?? '')).toEqual(keptBytes);
  expect(await stored(rec.recording_id)).toEqual([part?.name]);
  expect((await recordingRow(t, rec.recording_id))?.sizeBytes).toBe(keptBytes.length);
}
