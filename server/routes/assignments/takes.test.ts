import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { ASSIGNMENT_TEXT, TAKE_TEXT, takeLimitText } from '../../../common/schemas/assignments.ts';
import { assignments, practiceTakes } from '../../db/schema.ts';
import { blobStoreBesideRecordings } from '../../storage/beside-recordings.ts';
import { call, createLesson, DAYS, mailsTo, person, useLessonsApp } from '../lessons/lesson-fixtures.ts';
import { lessonWithAssignment } from './assignment-fixtures.ts';
import { sweepTakes } from './takes.service.ts';

// A WebM file's first bytes (its EBML header) and some data: what a browser's recorder writes.
const WEBM_HEAD = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const WEBM = Buffer.concat([WEBM_HEAD, Buffer.alloc(2000, 7)]);
const MB = 1024 * 1024;
/** A WebM take of `bytes` bytes. */
const webm = (bytes: number) => Buffer.concat([WEBM_HEAD, Buffer.alloc(bytes - WEBM_HEAD.length, 7)]);

/**
 * A WebM take of `bytes` sent as a stream, in 64 KB pieces made only as the server reads them;
 * `pulled()` says how many it read.
 */
function streamedTake(bytes: number) {
  let pulled = 0;
  const piece = webm(64 * 1024);
  const stream = Readable.from(
    (function* () {
      while (pulled < bytes) {
        const n = Math.min(piece.length, bytes - pulled);
        pulled += n;
        yield piece.subarray(0, n);
      }
    })(),
    { objectMode: false },
  );
  return { stream, pulled: () => pulled };
}

describe('takes', () => {
  // Small limits, so the refusals need no large bodies: a take of at most 1 MB, 2 MB a student.
  const t = useLessonsApp({ TAKE_MAX_MB: '1', TAKE_QUOTA_MB: '2' });

  const send = (
    assignmentId: number,
    cookie: string,
    body: Buffer | Readable,
    query = 'duration_ms=10000&note=First%20try',
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api${API.courseAssignments}/${assignmentId}/takes?${query}`,
      headers: { cookie, 'content-type': 'audio/webm', ...headers },
      payload: body,
    });
  const takeRows = (assignmentId: number) =>
    t.database.db.select().from(practiceTakes).where(eq(practiceTakes.assignmentId, assignmentId));

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

  it('keep their assignment: it is not deleted while it has takes, and goes with its attachment once they are gone', async () => {
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

    const admin = await person(t, 'admin');
    for (const who of [teacher, admin]) {
      const refused = await call(t, 'DELETE', `${API.courseAssignments}/${assignmentId}`, who.cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(ASSIGNMENT_TEXT.hasTakes);
    }
    expect(await takeRows(assignmentId)).toHaveLength(1);
    for (const key of keys) {
      const file = await store.read(key, 0, 0);
      expect(file).not.toBeNull();
      file?.destroy();
    }

    // The student deletes the take: then the assignment goes, its attachment with it.
    const gone = await call(t, 'DELETE', `${API.practiceTakes}/${take.id}`, student.cookie);
    expect(gone.json()).toEqual({ result: true });
    const removed = await call(t, 'DELETE', `${API.courseAssignments}/${assignmentId}`, teacher.cookie);
    expect(removed.json()).toEqual({ result: true });
    for (const key of keys) expect(await store.read(key, 0, 0)).toBeNull();
  });

  it("another teacher of the student hears the takes, but does not comment on or answer another teacher's", async () => {
    const { teacher, student, assignmentId } = await lessonWithAssignment(t);
    const other = (await createLesson(t, 3 * DAYS, { student })).teacher;
    const take = (await send(assignmentId, student.cookie, WEBM)).json().Take;
    const heard = await t.app.inject({ method: 'GET', url: take.url, headers: { cookie: other.cookie } });
    expect(heard.statusCode).toBe(200);
    const listed = await call(t, 'GET', `${API.courseAssignments}/${assignmentId}/takes`, other.cookie);
    expect(listed.json().Takes).toHaveLength(1);
    for (const [path, body] of [
      [`${API.practiceTakes}/${take.id}/comments`, { at_ms: 0, text: 'Mine now' }],
      [`${API.practiceTakes}/${take.id}/answer`, { text: 'Done', verdict: 'done' }],
    ] as const) {
      const res = await call(t, 'POST', path, other.cookie, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ASSIGNMENT_TEXT.notYourAssignment);
    }
    // Nor delete it: that is its student's (or an admin's).
    const deleted = await call(t, 'DELETE', `${API.practiceTakes}/${take.id}`, teacher.cookie);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().message).toBe(TAKE_TEXT.onlyOwnTakes);
    const [kept] = (
      await call(t, 'GET', `${API.courseAssignments}/${assignmentId}/takes`, student.cookie)
    ).json().Takes;
    expect(kept).toMatchObject({ id: take.id, answer: null, comments: [] });
    const [assignment] = (await call(t, 'GET', API.courseAssignments, student.cookie)).json().Assignments;
    expect(assignment.state).toBe('open');
  });

  it('refuses a take over TAKE_MAX_MB as it arrives, reading no further, and keeps nothing of it', async () => {
    const { student, assignmentId } = await lessonWithAssignment(t);
    // Sent in chunks, with no length said: the count of what arrives refuses it.
    const long = streamedTake(16 * MB);
    const res = await send(assignmentId, student.cookie, long.stream);
    long.stream.destroy();
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(takeLimitText.tooLarge(MB));
    // The limit and what was on its way when it was passed, not the 16 MB sent.
    expect(long.pulled()).toBeLessThan(2 * MB);
    // A length said to be over the limit: refused before the body is read.
    const said = streamedTake(2 * MB);
    const declared = await send(assignmentId, student.cookie, said.stream, undefined, {
      'content-length': String(2 * MB),
    });
    said.stream.destroy();
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe(takeLimitText.tooLarge(MB));
    expect(said.pulled()).toBeLessThan(MB);
    expect(await takeRows(assignmentId)).toEqual([]);
    // One at the limit is taken.
    expect((await send(assignmentId, student.cookie, webm(MB))).statusCode).toBe(201);
  });

  it('keeps each student to TAKE_QUOTA_MB of takes, saying how much they use; deleting one makes room', async () => {
    const { teacher, student, assignmentId } = await lessonWithAssignment(t);
    const first = (await send(assignmentId, student.cookie, webm(0.9 * MB))).json().Take;
    expect((await send(assignmentId, student.cookie, webm(0.9 * MB))).statusCode).toBe(201);
    const used = 2 * webm(0.9 * MB).length;
    // Refused by its length, and sent in chunks, by what arrives: 0.2 MB is left.
    const declared = await send(assignmentId, student.cookie, webm(0.5 * MB));
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe(takeLimitText.quota(used, 2 * MB));
    expect(declared.json().message).toContain('1.8 MB of the 2 MB');
    const streamed = streamedTake(0.5 * MB);
    const counted = await send(assignmentId, student.cookie, streamed.stream);
    streamed.stream.destroy();
    expect(counted.statusCode).toBe(413);
    expect(counted.json().message).toBe(takeLimitText.quota(used, 2 * MB));
    expect(await takeRows(assignmentId)).toHaveLength(2);
    // Another student's room is their own.
    const other = await lessonWithAssignment(t);
    expect((await send(other.assignmentId, other.student.cookie, webm(0.5 * MB))).statusCode).toBe(201);

    // Only the take's student deletes it; then there is room again.
    const byOther = await call(t, 'DELETE', `${API.practiceTakes}/${first.id}`, other.student.cookie);
    expect(byOther.statusCode).toBe(404);
    expect((await call(t, 'DELETE', `${API.practiceTakes}/${first.id}`, teacher.cookie)).statusCode).toBe(
      403,
    );
    const deleted = await call(t, 'DELETE', `${API.practiceTakes}/${first.id}`, student.cookie);
    expect(deleted.json()).toEqual({ result: true });
    expect(
      (await t.app.inject({ method: 'GET', url: first.url, headers: { cookie: student.cookie } })).statusCode,
    ).toBe(404);
    expect((await send(assignmentId, student.cookie, webm(0.5 * MB))).statusCode).toBe(201);
  });

  it('counts two takes sent at once against the room left, so they cannot pass the quota together', async () => {
    const { student, assignmentId } = await lessonWithAssignment(t);
    expect((await send(assignmentId, student.cookie, webm(MB))).statusCode).toBe(201);
    // 1 MB left: each fits alone, not both.
    const both = await Promise.all([0, 1].map(() => send(assignmentId, student.cookie, webm(0.6 * MB))));
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 413]);
    const refused = both.find((r) => r.statusCode === 413);
    expect(refused?.json().message).toBe(takeLimitText.quota(MB + webm(0.6 * MB).length, 2 * MB));
    expect(await takeRows(assignmentId)).toHaveLength(2);
  });
});
