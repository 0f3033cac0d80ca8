import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { CONSENT_TEXT } from '../../../common/schemas/consents.ts';
import { RECITAL_NOT_FOUND } from '../../../common/schemas/recitals.ts';
import { classRecordings, recitalPerformers, recitals } from '../../db/schema.ts';
import { bornYearsAgo, linkGuardian, setBirthDate } from '../../families/family-fixtures.ts';
import { createGuardianOf, createOutsider, type Party } from '../../test/builders.ts';
import { useLiveTestApp } from '../live-class/live-class-fixtures.ts';
import { ONLY_ORGANISER_RECORDS, RECITAL_OVER } from './recital-routes.ts';
import { deleteStudentRecordings, joinsSettled, sweepRecordings } from './recordings.service.ts';
import { diskDeps } from './recordings-fixtures.ts';
import { cut, recordedWebm } from './webm-fixtures.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'recital-recording-test-'));

type Listed = {
  id: number;
  class_id: number | null;
  batch_name: string;
  student_name: string;
  status: string;
};

describe("a recital's recording", () => {
  const t = useLiveTestApp({ DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '10000' });
  const db = () => t.database.db;
  const send = (who: Party | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? { cookie: who.cookie } : {} });
  const listOf = async (who: Party) =>
    (await send(who, 'GET', '/api/my_recordings')).json().recordings as Listed[];

  /** A recital on now (started 10 minutes ago, an hour long) by a teacher, with its performers. */
  async function recitalNow(performerCount: number, minutesAgo = 10) {
    const organiser = await createOutsider(t, 'teacher');
    const performers: Party[] = [];
    for (let i = 0; i < performerCount; i++) performers.push(await createOutsider(t, 'student'));
    const [row] = await db()
      .insert(recitals)
      .values({
        title: 'Winter recital',
        startsAt: new Date(Date.now() - minutesAgo * 60_000),
        durationMinutes: 60,
        organiserId: organiser.user.id,
        viewerCap: 50,
      })
      .returning({ id: recitals.id });
    if (!row) throw new Error('recital not made');
    await db()
      .insert(recitalPerformers)
      .values(performers.map((p, i) => ({ recitalId: row.id, studentId: p.user.id, position: i + 1 })));
    const url = `/api${API.recitals}/${row.id}/recording`;
    return { id: row.id, organiser, performers, url };
  }
  const upload = (
    who: Party,
    url: string,
    q: { recording_id: number; segment: number; seq: number },
    data: Buffer,
  ) =>
    t.app.inject({
      method: 'POST',
      url: `${url}/parts`,
      query: Object.fromEntries(Object.entries(q).map(([k, v]) => [k, String(v)])),
      payload: data,
      headers: { cookie: who.cookie, 'content-type': 'video/webm' },
    });

  it('is recorded by its organiser alone and appears for each performer and their family', async () => {
    const r = await recitalNow(2);
    const [first, second] = r.performers as [Party, Party];
    const byPerformer = await send(first, 'POST', r.url, { status: 'start' });
    expect(byPerformer.statusCode).toBe(403);
    expect(byPerformer.json().message).toBe(ONLY_ORGANISER_RECORDS);
    expect((await send(await createOutsider(t, 'student'), 'GET', r.url)).json()).toMatchObject({
      message: RECITAL_NOT_FOUND,
    });

    const started = await send(r.organiser, 'POST', r.url, { status: 'start' });
    expect(started.statusCode).toBe(200);
    const rec = started.json() as { recording_id: number; segment: number };
    expect((await send(second, 'GET', r.url)).json()).toMatchObject({
      status: 'recording',
      recording_id: rec.recording_id,
    });
    const parts = cut(recordedWebm(2), 2);
    for (const [seq, data] of parts.entries())
      expect(
        (await upload(r.organiser, r.url, { ...rec, recording_id: rec.recording_id, seq }, data)).statusCode,
      ).toBe(200);
    expect(
      (await upload(first, r.url, { recording_id: rec.recording_id, segment: 0, seq: 9 }, parts[0] as Buffer))
        .statusCode,
    ).toBe(403);
    expect((await send(r.organiser, 'POST', r.url, { status: 'stop' })).statusCode).toBe(200);
    await joinsSettled();

    const guardian = await createGuardianOf(t, second.user.id);
    for (const who of [first, second, guardian, r.organiser]) {
      const [item] = await listOf(who);
      expect(item).toMatchObject({
        id: rec.recording_id,
        class_id: null,
        batch_name: 'Winter recital',
        student_name: 'the performers',
        status: 'ready',
      });
    }
    const file = `/api/recordings/${rec.recording_id}/file`;
    expect((await send(guardian, 'GET', file)).statusCode).toBe(200);
    const stranger = await createOutsider(t, 'student');
    expect(await listOf(stranger)).toEqual([]);
    expect((await send(stranger, 'GET', file)).statusCode).toBe(404);

    // A performer's recordings going (consent withheld past the grace days) takes the recital's too.
    const deps = diskDeps(t, dataDir);
    expect(await deleteStudentRecordings(deps, first.user.id)).toBe(1);
    expect(await listOf(second)).toEqual([]);
  });

  it("needs every performer's consent, naming the child, and stops when it is withdrawn", async () => {
    const r = await recitalNow(2);
    const child = r.performers[1] as Party;
    await setBirthDate(t, child.user.id, bornYearsAgo(t, 8));
    const guardian = await linkGuardian(t, child.user.id);
    const reason = CONSENT_TEXT.groupRecordingUnavailable(
      `${child.user.firstName} ${child.user.lastName}`,
      'guardian',
    );
    expect((await send(r.organiser, 'GET', r.url)).json().unavailable_reason).toBe(reason);
    const refused = await send(r.organiser, 'POST', r.url, { status: 'start' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(reason);

    const choose = (granted: boolean) =>
      send(guardian, 'POST', `/api${API.consents}`, {
        student_id: child.user.id,
        kind: 'recording',
        granted,
      });
    expect((await choose(true)).statusCode).toBe(200);
    const started = await send(r.organiser, 'POST', r.url, { status: 'start' });
    expect(started.statusCode).toBe(200);
    expect((await choose(false)).statusCode).toBe(200);
    const [row] = await db().select().from(classRecordings).where(eq(classRecordings.recitalId, r.id));
    expect(row?.status).not.toBe('recording');
    await joinsSettled();
  });

  it('cannot start once the recital is over, and one left open is closed by the sweep', async () => {
    const over = await recitalNow(1, 90);
    const late = await send(over.organiser, 'POST', over.url, { status: 'start' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RECITAL_OVER);

    const r = await recitalNow(1);
    expect((await send(r.organiser, 'POST', r.url, { status: 'start' })).statusCode).toBe(200);
    // Two hours on: the recital is over and its recording is stopped and joined.
    const result = await sweepRecordings(diskDeps(t, dataDir), new Date(Date.now() + 2 * 3_600_000));
    expect(result.stopped).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(classRecordings).where(eq(classRecordings.recitalId, r.id));
    expect(row?.status).not.toBe('recording');
    await joinsSettled();
  });
});
