import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { TAKE_TEXT } from '../../../common/schemas/assignments.ts';
import { assignments, practiceTakes } from '../../db/schema.ts';
import { blobStoreBesideRecordings } from '../../storage/beside-recordings.ts';
import { call, mailsTo, person, useLessonsApp } from '../lessons/lesson-fixtures.ts';
import { lessonWithAssignment } from './assignment-fixtures.ts';
import { sweepTakes } from './takes.service.ts';

// A WebM file's first bytes (its EBML header) and some data: what a browser's recorder writes.
const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(2000, 7)]);

describe('takes', () => {
  const t = useLessonsApp();

  const send = (
    assignmentId: number,
    cookie: string,
    body: Buffer,
    query = 'duration_ms=10000&note=First%20try',
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api${API.courseAssignments}/${assignmentId}/takes?${query}`,
      headers: { cookie, 'content-type': 'audio/webm' },
      payload: body,
    });

  it('the student sends a take; the teacher plays it, comments at 0:05 and asks for it again; the student is told', async () => {
    const { teacher, student, assignmentId } = await lessonWithAssignment(t);
    const sent = await send(assignmentId, student.cookie, WEBM);
    expect(sent.statusCode).toBe(201);
    const take = sent.json().Take;
    expect(take).toMatchObject({
      assignment_id: assignmentId,
      mime_type: 'audio/webm',
      size_bytes: WEBM.length,
      duration_ms: 10_000,
      note: 'First try',
      answer: null,
      comments: [],
    });

    // The teacher plays it, from the start and from a moment in it.
    const file = await t.app.inject({ method: 'GET', url: take.url, headers: { cookie: teacher.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('audio/webm');
    expect(file.rawPayload.equals(WEBM)).toBe(true);
    const part = await t.app.inject({
      method: 'GET',
      url: take.url,
      headers: { cookie: student.cookie, range: 'bytes=4-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(WEBM.subarray(4, 10))).toBe(true);

    const commented = await call(t, 'POST', `${API.practiceTakes}/${take.id}/comments`, teacher.cookie, {
      at_ms: 5000,
      text: 'Rushing into sam here',
    });
    expect(commented.statusCode).toBe(200);
    expect(commented.json().Take.comments).toMatchObject([{ at_ms: 5000, text: 'Rushing into sam here' }]);
    const answered = await call(t, 'POST', `${API.practiceTakes}/${take.id}/answer`, teacher.cookie, {
      text: 'Good tone. Once more, with the metronome.',
      verdict: 'again',
    });
    expect(answered.json().Take).toMatchObject({ answer: 'Good tone. Once more, with the metronome.' });

    // The student sees the answer, the comment at 0:05 and the verdict; a mail tells them.
    const [seen] = (
      await call(t, 'GET', `${API.courseAssignments}/${assignmentId}/takes`, student.cookie)
    ).json().Takes;
    expect(seen).toMatchObject({
      answer: 'Good tone. Once more, with the metronome.',
      comments: [{ at_ms: 5000, text: 'Rushing into sam here' }],
    });
    const [assignment] = (await call(t, 'GET', API.courseAssignments, student.cookie)).json().Assignments;
    expect(assignment.state).toBe('again');
    const [mail] = await mailsTo(t, student.user.email);
    expect(mail?.subject).toBe('Teentaal at 80: play it again');
    expect(mail?.body).toContain('Good tone. Once more, with the metronome.');
    expect(mail?.body).toContain('0:05  Rushing into sam here');
  });

  it('keeps takes to the student, their teachers and admins', async () => {
    const { teacher, student, assignmentId } = await lessonWithAssignment(t);
    const take = (await send(assignmentId, student.cookie, WEBM)).json().Take;
    const stranger = await person(t, 'teacher');
    const otherStudent = await person(t, 'student');
    const admin = await person(t, 'admin');
    for (const who of [stranger, otherStudent]) {
      const res = await t.app.inject({ method: 'GET', url: take.url, headers: { cookie: who.cookie } });
      expect(res.statusCode).toBe(404);
      expect((await send(assignmentId, who.cookie, WEBM)).statusCode).toBe(404);
      const comment = await call(t, 'POST', `${API.practiceTakes}/${take.id}/comments`, who.cookie, {
        at_ms: 0,
        text: 'Hi',
      });
      expect(comment.statusCode).toBe(404);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: take.url, headers: { cookie: admin.cookie } })).statusCode,
    ).toBe(200);
    // The teacher does not send takes; the student does not answer them.
    expect((await send(assignmentId, teacher.cookie, WEBM)).statusCode).toBe(403);
    const byStudent = await call(t, 'POST', `${API.practiceTakes}/${take.id}/answer`, student.cookie, {
      verdict: 'done',
    });
    expect(byStudent.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: take.url })).statusCode).toBe(401);
  });

  it('refuses what is not a recording, comments outside the take and empty ones', async () => {
    const { teacher, student, assignmentId } = await lessonWithAssignment(t);
    const html = await send(
      assignmentId,
      student.cookie,
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect(html.statusCode).toBe(400);
    expect(html.json().message).toBe(TAKE_TEXT.notAudio);
    expect((await send(assignmentId, student.cookie, WEBM, 'duration_ms=0')).statusCode).toBe(400);
    const take = (await send(assignmentId, student.cookie, WEBM)).json().Take;
    for (const [body, message] of [
      [{ at_ms: 10_001, text: 'After the end' }, TAKE_TEXT.commentAt],
      [{ at_ms: -1, text: 'Before the start' }, TAKE_TEXT.commentAt],
      [{ at_ms: 100, text: '   ' }, TAKE_TEXT.commentRequired],
    ] as const) {
      const res = await call(t, 'POST', `${API.practiceTakes}/${take.id}/comments`, teacher.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const takes = (
      await call(t, 'GET', `${API.courseAssignments}/${assignmentId}/takes`, student.cookie)
    ).json().Takes;
    expect(takes).toHaveLength(1);
    expect(takes[0].comments).toEqual([]);
  });

  it("go with the recordings' retention, bytes and all", async () => {
    const { teacher, student, assignmentId } = await lessonWithAssignment(t);
    const take = (await send(assignmentId, student.cookie, WEBM)).json().Take;
    const store = blobStoreBesideRecordings(t.config.recordings, 'practice-files');
    const days = t.config.recordings.retentionDays;
    const [stored] = await t.database.db.select().from(practiceTakes).where(eq(practiceTakes.id, take.id));
    const key = stored?.storageKey as string;
    const before = await store.read(key, 0, 0);
    expect(before).not.toBeNull();
    before?.destroy();
    expect(await sweepTakes(t.database.db, store, days, new Date(Date.now() + (days - 1) * 86_400_000))).toBe(
      0,
    );
    // Every take of this file is as old by then: this one among them.
    expect(
      await sweepTakes(t.database.db, store, days, new Date(Date.now() + (days + 1) * 86_400_000)),
    ).toBeGreaterThan(0);
    expect(
      (await t.app.inject({ method: 'GET', url: take.url, headers: { cookie: teacher.cookie } })).statusCode,
    ).toBe(404);
    expect(await t.database.db.select().from(practiceTakes).where(eq(practiceTakes.id, take.id))).toEqual([]);
    expect(await store.read(key, 0, 0)).toBeNull();
  });

  it('go with their assignment, bytes and all, as its attachment does', async () => {
    const { teacher, student, assignmentId } = await lessonWithAssignment(t);
    const take = (await send(assignmentId, student.cookie, WEBM)).json().Take;
    const attached = await t.app.inject({
      method: 'POST',
      url: `/api${API.courseAssignments}/${assignmentId}/attachment?name=take.webm`,
      headers: { cookie: teacher.cookie, 'content-type': 'audio/webm' },
      payload: WEBM,
    });
    expect(attached.statusCode).toBe(200);
    const store = blobStoreBesideRecordings(t.config.recordings, 'practice-files');
    const [stored] = await t.database.db.select().from(practiceTakes).where(eq(practiceTakes.id, take.id));
    const [row] = await t.database.db.select().from(assignments).where(eq(assignments.id, assignmentId));
    const keys = [stored?.storageKey as string, row?.attachmentKey as string];
    for (const key of keys) {
      const file = await store.read(key, 0, 0);
      expect(file).not.toBeNull();
      file?.destroy();
    }

    const removed = await call(t, 'DELETE', `${API.courseAssignments}/${assignmentId}`, teacher.cookie);
    expect(removed.json()).toEqual({ result: true });
    expect(await t.database.db.select().from(practiceTakes).where(eq(practiceTakes.id, take.id))).toEqual([]);
    for (const key of keys) expect(await store.read(key, 0, 0)).toBeNull();
  });
});
