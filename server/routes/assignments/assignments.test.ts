import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { ASSIGNMENT_TEXT } from '../../../common/schemas/assignments.ts';
import { call, createLesson, DAYS, person, useLessonsApp } from '../lessons/lesson-fixtures.ts';

const LIST = API.courseAssignments;
const one = (id: number) => `${API.courseAssignments}/${id}`;

describe('assignments', () => {
  const t = useLessonsApp();

  it('the teacher sets practice for their student, who sees it with its due lesson on their own clock', async () => {
    const lesson = await createLesson(t, 2 * DAYS);
    const { teacher, student } = lesson;
    const created = await call(t, 'POST', LIST, teacher.cookie, {
      student_id: student.user.id,
      due_class_id: lesson.id,
      title: '  Alankar 3 in Yaman  ',
      notes: 'Slowly, with the tanpura.',
      tempo_goal: 80,
      tala: 'teentaal',
    });
    expect(created.statusCode).toBe(201);
    const a = created.json().Assignment;
    expect(a).toMatchObject({
      student_id: student.user.id,
      teacher_id: teacher.user.id,
      title: 'Alankar 3 in Yaman',
      notes: 'Slowly, with the tanpura.',
      tempo_goal: 80,
      tala: 'teentaal',
      state: 'open',
      attachment: null,
      minutes_practised: 0,
      due: { class_id: lesson.id, starts_at: lesson.startsAt.toISOString() },
    });
    const mine = (await call(t, 'GET', LIST, student.cookie)).json();
    expect(mine.result).toBe(true);
    expect(mine.Assignments).toHaveLength(1);
    // The student is in London, the teacher in India: each sees their own clock first.
    expect(mine.Assignments[0].due.when_label).toMatch(/London time/);
    expect(mine.Assignments[0].due_next).toBe(true);
    const theirs = (await call(t, 'GET', `${LIST}?student_id=${student.user.id}`, teacher.cookie)).json();
    expect(theirs.Assignments[0].due.when_label).toMatch(/India time/);
  });

  it('lists what is due by the next lesson first, then the rest newest first', async () => {
    const next = await createLesson(t, 1 * DAYS);
    const { teacher, student } = next;
    const later = await createLesson(t, 8 * DAYS, { teacher, student });
    const set = async (title: string, due?: number) =>
      (
        await call(t, 'POST', LIST, teacher.cookie, {
          student_id: student.user.id,
          title,
          ...(due ? { due_class_id: due } : {}),
        })
      ).json().Assignment.id as number;
    await set('Old scales');
    await set('For the lesson after', later.id);
    await set('For the next lesson', next.id);
    await set('Newest, no date');
    const list = (await call(t, 'GET', LIST, student.cookie)).json().Assignments;
    expect(list.map((a: { title: string }) => a.title)).toEqual([
      'For the next lesson',
      'Newest, no date',
      'For the lesson after',
      'Old scales',
    ]);
    expect(list.map((a: { due_next: boolean }) => a.due_next)).toEqual([true, false, false, false]);
  });

  it('the teacher changes it and gives the verdict; the student only reads', async () => {
    const { teacher, student } = await createLesson(t, 2 * DAYS);
    const id = (
      await call(t, 'POST', LIST, teacher.cookie, { student_id: student.user.id, title: 'Bhairav aaroh' })
    ).json().Assignment.id;
    const again = await call(t, 'PATCH', one(id), teacher.cookie, { state: 'again', tempo_goal: 72 });
    expect(again.statusCode).toBe(200);
    expect(again.json().Assignment).toMatchObject({ state: 'again', tempo_goal: 72, title: 'Bhairav aaroh' });
    const byStudent = await call(t, 'PATCH', one(id), student.cookie, { state: 'done' });
    expect(byStudent.statusCode).toBe(403);
    expect((await call(t, 'DELETE', one(id), student.cookie)).statusCode).toBe(403);
    expect((await call(t, 'DELETE', one(id), teacher.cookie)).json()).toEqual({ result: true });
    expect((await call(t, 'GET', LIST, student.cookie)).json().Assignments).toEqual([]);
  });

  it("keeps each student's practice to them, their teachers and admins", async () => {
    const { teacher, student } = await createLesson(t, 2 * DAYS);
    const otherTeacher = await person(t, 'teacher');
    const otherStudent = await person(t, 'student');
    const admin = await person(t, 'admin');
    const id = (
      await call(t, 'POST', LIST, teacher.cookie, { student_id: student.user.id, title: 'Taan practice' })
    ).json().Assignment.id;

    // Another teacher cannot set work for, list, change or delete this student's.
    const refused = await call(t, 'POST', LIST, otherTeacher.cookie, {
      student_id: student.user.id,
      title: 'Mine now',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ASSIGNMENT_TEXT.notYourStudent);
    expect(
      (await call(t, 'GET', `${LIST}?student_id=${student.user.id}`, otherTeacher.cookie)).statusCode,
    ).toBe(403);
    // Someone else's assignment answers as if there were none.
    for (const who of [otherTeacher, otherStudent]) {
      const res = await call(t, 'PATCH', one(id), who.cookie, { title: 'Changed' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ASSIGNMENT_TEXT.notFound);
    }
    // Another student naming this one is refused; their own list is empty.
    expect(
      (await call(t, 'GET', `${LIST}?student_id=${student.user.id}`, otherStudent.cookie)).statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', LIST, otherStudent.cookie)).json().Assignments).toEqual([]);
    // An admin sees and changes any student's.
    expect(
      (await call(t, 'GET', `${LIST}?student_id=${student.user.id}`, admin.cookie)).json().Assignments,
    ).toHaveLength(1);
    expect((await call(t, 'PATCH', one(id), admin.cookie, { state: 'done' })).json().Assignment.state).toBe(
      'done',
    );
    expect((await call(t, 'GET', LIST, null)).statusCode).toBe(401);
  });

  it("lets another teacher of the student read an assignment but not change, attach to or delete another teacher's", async () => {
    const { teacher, student } = await createLesson(t, 2 * DAYS);
    // A second teacher of the same student (another instrument, say).
    const other = (await createLesson(t, 3 * DAYS, { student })).teacher;
    const admin = await person(t, 'admin');
    const id = (
      await call(t, 'POST', LIST, teacher.cookie, { student_id: student.user.id, title: 'Yaman alaap' })
    ).json().Assignment.id;

    const read = async (who: { cookie: string }) =>
      (await call(t, 'GET', `${LIST}?student_id=${student.user.id}`, who.cookie)).json().Assignments[0];
    expect(await read(other)).toMatchObject({ id, title: 'Yaman alaap', can_change: false });
    expect(await read(teacher)).toMatchObject({ id, can_change: true });
    expect(await read(admin)).toMatchObject({ id, can_change: true });
    expect((await call(t, 'GET', LIST, student.cookie)).json().Assignments[0].can_change).toBe(false);

    const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 32)]);
    const refusals = [
      await call(t, 'PATCH', one(id), other.cookie, { title: 'Mine now', state: 'done' }),
      await call(t, 'DELETE', one(id), other.cookie),
      await t.app.inject({
        method: 'POST',
        url: `/api${one(id)}/attachment?name=score.pdf`,
        headers: { cookie: other.cookie, 'content-type': 'application/pdf' },
        payload: PDF,
      }),
      await call(t, 'DELETE', `${one(id)}/attachment`, other.cookie),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ASSIGNMENT_TEXT.notYourAssignment);
    }
    expect(await read(teacher)).toMatchObject({ title: 'Yaman alaap', state: 'open', attachment: null });
    // Their own assignment for the student is theirs to change.
    const own = (
      await call(t, 'POST', LIST, other.cookie, { student_id: student.user.id, title: 'Tabla bols' })
    ).json().Assignment;
    expect(own.can_change).toBe(true);
    expect((await call(t, 'PATCH', one(own.id), other.cookie, { state: 'done' })).statusCode).toBe(200);
    const byFirst = await call(t, 'PATCH', one(own.id), teacher.cookie, { state: 'again' });
    expect(byFirst.statusCode).toBe(403);
  });

  it('refuses bad input with a clear message, keeping nothing', async () => {
    const lesson = await createLesson(t, 2 * DAYS);
    const { teacher, student } = lesson;
    const someoneElses = await createLesson(t, 3 * DAYS);
    for (const [body, message] of [
      [{ student_id: student.user.id, title: '   ' }, ASSIGNMENT_TEXT.titleRequired],
      [{ student_id: student.user.id, title: 'x'.repeat(121) }, ASSIGNMENT_TEXT.titleTooLong],
      [{ student_id: student.user.id, title: 'Scales', tempo_goal: 10 }, ASSIGNMENT_TEXT.tempo],
      [
        { student_id: student.user.id, title: 'Scales', due_class_id: someoneElses.id },
        ASSIGNMENT_TEXT.dueLesson,
      ],
    ] as const) {
      const res = await call(t, 'POST', LIST, teacher.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await call(t, 'GET', LIST, student.cookie)).json().Assignments).toEqual([]);
  });

  it('the teacher attaches a score, checked by its bytes; the student opens it; it can be removed', async () => {
    const { teacher, student } = await createLesson(t, 2 * DAYS);
    const stranger = await person(t, 'student');
    const id = (
      await call(t, 'POST', LIST, teacher.cookie, { student_id: student.user.id, title: 'Yaman bandish' })
    ).json().Assignment.id;
    const attach = (cookie: string, name: string, bytes: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/api${one(id)}/attachment?name=${encodeURIComponent(name)}`,
        headers: { cookie, 'content-type': 'application/octet-stream' },
        payload: bytes,
      });
    const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 32)]);
    const attached = await attach(teacher.cookie, 'Yaman bandish.pdf', PDF);
    expect(attached.statusCode).toBe(200);
    const { attachment } = attached.json().Assignment;
    expect(attachment).toMatchObject({
      file_name: 'Yaman bandish.pdf',
      mime_type: 'application/pdf',
      size_bytes: PDF.length,
    });
    const file = await t.app.inject({
      method: 'GET',
      url: attachment.url,
      headers: { cookie: student.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: attachment.url, headers: { cookie: stranger.cookie } }))
        .statusCode,
    ).toBe(404);

    // A page renamed .pdf, a type that is no score or recording, the student: refused, the file kept.
    for (const [cookie, name, bytes, status] of [
      [teacher.cookie, 'score.pdf', Buffer.from('<html></html>'), 400],
      [teacher.cookie, 'notes.docx', Buffer.from('PK\u0003\u0004word/'), 400],
      [student.cookie, 'mine.pdf', PDF, 403],
    ] as const) {
      const res = await attach(cookie, name, bytes);
      expect(res.statusCode).toBe(status);
      if (status === 400) expect(res.json().message).toBe(ASSIGNMENT_TEXT.attachmentType);
    }
    expect((await call(t, 'GET', LIST, student.cookie)).json().Assignments[0].attachment.file_name).toBe(
      'Yaman bandish.pdf',
    );

    const removed = await call(t, 'DELETE', `${one(id)}/attachment`, teacher.cookie);
    expect(removed.json().Assignment.attachment).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: attachment.url, headers: { cookie: student.cookie } }))
        .statusCode,
    ).toBe(404);
  });
});
