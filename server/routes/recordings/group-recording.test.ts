import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { CONSENT_TEXT } from '../../../common/schemas/consents.ts';
import { classes, classRecordings } from '../../db/schema.ts';
import { bornYearsAgo, linkGuardian, setBirthDate } from '../../families/family-fixtures.ts';
import {
  createOutsider,
  createTestGroupLesson,
  type Party,
  type TestGroupLesson,
} from '../../test/builders.ts';
import { call, useLiveTestApp } from '../live-class/live-class-fixtures.ts';
import { joinsSettled } from './recordings.service.ts';
import { STATE, STATUS, upload } from './recordings-fixtures.ts';
import { cut, recordedWebm } from './webm-fixtures.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'group-recording-test-'));

type Listed = { id: number; class_id: number; student_name: string; status: string; file_url: string | null };

describe("a group lesson's recording", () => {
  const t = useLiveTestApp({ DATA_DIR: dataDir, LOGIN_RATE_LIMIT: '10000' });
  const db = () => t.database.db;
  const listOf = async (who: Party) =>
    (await t.app.inject({ url: '/api/my_recordings', headers: { cookie: who.cookie } })).json()
      .recordings as Listed[];
  const chooseRecording = (guardian: Party, studentId: number, granted: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/api${API.consents}`,
      headers: { cookie: guardian.cookie },
      payload: { student_id: studentId, kind: 'recording', granted },
    });
  const cancelPlace = (id: number) =>
    db().update(classes).set({ isCancelled: true, cancelledBy: 'student' }).where(eq(classes.id, id));
  const place = (g: TestGroupLesson, i: number) => {
    const p = g.places[i];
    if (!p) throw new Error(`no place ${i}`);
    return p;
  };

  it('is one recording for the lesson, whichever place the teacher records from, seen by every student still in it', async () => {
    const g = await createTestGroupLesson(t, 3);
    const [first, second, third] = [place(g, 0), place(g, 1), place(g, 2)];
    await cancelPlace(third.id);
    // The teacher's room is the second student's place.
    const started = await call(t, g.teacher, 'POST', STATUS, { class_id: second.id, status: 'start' });
    expect(started.statusCode).toBe(200);
    const rec = started.json().data as { recording_id: number; segment: number };
    const [row] = await db().select().from(classRecordings).where(eq(classRecordings.id, rec.recording_id));
    expect(row?.classId).toBe(first.id);
    // Every student reads the same recording as running, from their own place.
    const fromFirst = await call(t, first.student, 'GET', STATE, { class_id: first.id });
    expect(fromFirst.json().data).toMatchObject({ recording_id: rec.recording_id, status: 'recording' });

    const parts = cut(recordedWebm(2), 2);
    for (const [seq, data] of parts.entries()) {
      const res = await upload(
        t,
        g.teacher,
        { class_id: second.id, recording_id: rec.recording_id, segment: rec.segment, seq },
        data,
      );
      expect(res.statusCode).toBe(200);
    }
    expect(
      (await call(t, g.teacher, 'POST', STATUS, { class_id: second.id, status: 'stop' })).statusCode,
    ).toBe(200);
    await joinsSettled();

    for (const student of [first.student, second.student]) {
      const [item] = await listOf(student);
      expect(item).toMatchObject({ id: rec.recording_id, student_name: 'the group', status: 'ready' });
      const file = await t.app.inject({ url: item?.file_url ?? '', headers: { cookie: student.cookie } });
      expect(file.statusCode).toBe(200);
    }
    expect((await listOf(g.teacher)).map((r) => r.id)).toEqual([rec.recording_id]);
    // Not the student who cancelled their place, nor anyone else.
    expect(await listOf(third.student)).toEqual([]);
    expect(await listOf(await createOutsider(t, 'student'))).toEqual([]);
    const fileUrl = `/api/recordings/${rec.recording_id}/file`;
    const [own] = await listOf(first.student);
    expect(own?.file_url).toBe(fileUrl);
    const refused = await t.app.inject({ url: fileUrl, headers: { cookie: third.student.cookie } });
    expect(refused.statusCode).toBe(404);
  });

  it("needs every student's consent: a child's withheld consent names them, and withdrawing it stops the recording", async () => {
    const g = await createTestGroupLesson(t, 2);
    const child = place(g, 1);
    await setBirthDate(t, child.student.user.id, bornYearsAgo(t, 9));
    const guardian = await linkGuardian(t, child.student.user.id);
    const name = `${child.student.user.firstName} ${child.student.user.lastName}`;
    const reason = CONSENT_TEXT.groupRecordingUnavailable(name, 'guardian');
    expect(reason).toBe(
      `Recording is not available: ${name}’s parent or guardian has not agreed to lessons being recorded.`,
    );

    const state = await call(t, g.teacher, 'GET', STATE, { class_id: place(g, 0).id });
    expect(state.json().data).toMatchObject({ enabled: true, unavailable_reason: reason });
    const refused = await call(t, g.teacher, 'POST', STATUS, { class_id: place(g, 0).id, status: 'start' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: reason });

    expect((await chooseRecording(guardian, child.student.user.id, true)).statusCode).toBe(200);
    const started = await call(t, g.teacher, 'POST', STATUS, { class_id: place(g, 0).id, status: 'start' });
    expect(started.statusCode).toBe(200);
    const id = started.json().data.recording_id as number;

    expect((await chooseRecording(guardian, child.student.user.id, false)).statusCode).toBe(200);
    const [row] = await db().select().from(classRecordings).where(eq(classRecordings.id, id));
    expect(row?.status).not.toBe('recording');
    const part = await upload(
      t,
      g.teacher,
      { class_id: place(g, 0).id, recording_id: id, segment: 0, seq: 0 },
      recordedWebm(1),
    );
    expect(part.statusCode).toBe(403);
    expect(part.json().message).toBe(reason);
    await joinsSettled();
  });

  it('starts and ends every place still held when the teacher starts and leaves, from any one of them', async () => {
    const g = await createTestGroupLesson(t, 3);
    await cancelPlace(place(g, 2).id);
    const via = { class_id: place(g, 1).id };
    await call(t, g.teacher, 'POST', `/api${API.updateClassAttendance}`, { ...via, action: 'join' });
    expect((await call(t, g.teacher, 'POST', `/api${API.startClass}`, via)).statusCode).toBe(200);
    const marks = async () =>
      (
        await db()
          .select({ id: classes.id, started: classes.isStarted, completed: classes.isCompleted })
          .from(classes)
          .where(
            eq(
              classes.groupClassId,
              (await db().select().from(classes).where(eq(classes.id, via.class_id)))[0]?.groupClassId ?? 0,
            ),
          )
      ).sort((a, b) => a.id - b.id);
    expect((await marks()).map((m) => m.started)).toEqual([true, true, false]);
    expect((await call(t, g.teacher, 'POST', `/api${API.completeClass}`, via)).statusCode).toBe(200);
    expect((await marks()).map((m) => m.completed)).toEqual([true, true, false]);
  });
});
