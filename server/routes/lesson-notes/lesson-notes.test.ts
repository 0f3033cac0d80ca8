import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { LESSON_NOTE_LIMITS, LESSON_NOTE_TEXT } from '../../../common/schemas/lesson-notes.ts';
import { classes, guardianLinks, mailOutbox } from '../../db/schema.ts';
import { signInAdmin } from '../../test/admin-fixtures.ts';
import { createOutsider, createTestClass, type Party, type TestClass } from '../../test/builders.ts';
import { createTestUser, signIn } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const HOUR = 3_600_000;
const NOTE = {
  covered: 'Yaman alaap, the first two phrases',
  to_practise: 'Sa Re Ga slowly with the drone, 10 minutes a day',
  private_remark: 'Seemed tired; ask the parents about the exam week',
};

describe('lesson notes', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
  const db = () => t.database.db;
  const noteUrl = (id: number) => `/api${API.lessons}/${id}/note`;
  const put = (id: number, cookie: string, payload: object = NOTE) =>
    t.app.inject({ method: 'PUT', url: noteUrl(id), headers: { cookie }, payload });
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const mailsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

  /** A class that started an hour ago (unless given), with a signed-in guardian linked to its student. */
  async function lessonWithGuardian(startsAt = new Date(Date.now() - HOUR)) {
    const cls = await createTestClass(t, { startsAt, batchName: 'Vocal Basics' });
    const user = await createTestUser(db(), 'guardian', { firstName: 'Priya' });
    await db().insert(guardianLinks).values({ guardianId: user.id, studentId: cls.student.user.id });
    return { cls, guardian: { user, cookie: await signIn(t.app, user) } satisfies Party };
  }

  describe('PUT /api/classes/{id}/note', () => {
    it("saves the teacher's note and mails its shared part, never the private remark, to the student and each guardian once", async () => {
      const { cls, guardian } = await lessonWithGuardian();
      const res = await put(cls.id, cls.teacher.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        result: true,
        message: LESSON_NOTE_TEXT.savedAndMailed,
        Note: { class_id: cls.id, batch_name: 'Vocal Basics', ...NOTE, mailed_at: expect.any(String) },
      });
      const [toStudent] = await mailsTo(cls.student.user.email);
      const [toGuardian] = await mailsTo(guardian.user.email);
      for (const mail of [toStudent, toGuardian]) {
        expect(mail?.subject).toMatch(/^Lesson note: Vocal Basics, /);
        expect(mail?.body).toContain(NOTE.covered);
        expect(mail?.body).toContain(NOTE.to_practise);
        expect(mail?.body).not.toContain(NOTE.private_remark);
        expect(mail?.body).not.toContain('tired');
      }
      expect(toStudent?.body).toContain('about your lesson');
      expect(toGuardian?.body).toMatch(/^Hello Priya,/);
      expect(toGuardian?.body).toContain(`about ${cls.student.user.firstName}’s lesson`);

      // A change later is saved and shown, and not mailed again: one message a lesson.
      const edited = await put(cls.id, cls.teacher.cookie, { ...NOTE, covered: 'Yaman alaap, all of it' });
      expect(edited.json()).toMatchObject({
        message: LESSON_NOTE_TEXT.saved,
        Note: { covered: 'Yaman alaap, all of it', mailed_at: res.json().Note.mailed_at },
      });
      expect(await mailsTo(cls.student.user.email)).toHaveLength(1);
      expect(await mailsTo(guardian.user.email)).toHaveLength(1);
    });

    it('mails nothing while the note has only the private remark, and mails once a shared part is added', async () => {
      const { cls } = await lessonWithGuardian();
      const first = await put(cls.id, cls.teacher.cookie, { private_remark: 'Left early' });
      expect(first.json()).toMatchObject({ message: LESSON_NOTE_TEXT.saved, Note: { mailed_at: null } });
      expect(await mailsTo(cls.student.user.email)).toHaveLength(0);
      // The student sees no note while nothing of it is theirs.
      expect((await get(noteUrl(cls.id), cls.student.cookie)).json()).toEqual({ result: true, Note: null });
      const second = await put(cls.id, cls.teacher.cookie, {
        covered: 'Scales',
        private_remark: 'Left early',
      });
      expect(second.json().message).toBe(LESSON_NOTE_TEXT.savedAndMailed);
      const [mail] = await mailsTo(cls.student.user.email);
      expect(mail?.body).toContain('Scales');
      expect(mail?.body).not.toContain('Left early');
    });

    it('lets an admin write it; refuses the student, a guardian, another teacher and the signed out', async () => {
      const { cls, guardian } = await lessonWithGuardian();
      const other = await createOutsider(t, 'teacher');
      expect((await put(cls.id, cls.student.cookie)).statusCode).toBe(403);
      expect((await put(cls.id, guardian.cookie)).statusCode).toBe(403);
      const foreign = await put(cls.id, other.cookie);
      expect([foreign.statusCode, foreign.json().error]).toEqual([404, LESSON_NOTE_TEXT.notFound]);
      expect((await t.app.inject({ method: 'PUT', url: noteUrl(cls.id), payload: NOTE })).statusCode).toBe(
        401,
      );
      const admin = await put(cls.id, await signInAdmin(t.app, db()));
      expect(admin.statusCode).toBe(200);
      expect(admin.json().Note.private_remark).toBe(NOTE.private_remark);
    });

    it('refuses a lesson not yet started, a cancelled one, a missing one, an empty note and a part too long', async () => {
      const future = await createTestClass(t, { startsAt: new Date(Date.now() + 2 * HOUR) });
      const early = await put(future.id, future.teacher.cookie);
      expect([early.statusCode, early.json().error]).toEqual([409, LESSON_NOTE_TEXT.notStarted]);
      // Started early by the teacher in the room: the note may be written.
      await db().update(classes).set({ isStarted: true }).where(eq(classes.id, future.id));
      expect((await put(future.id, future.teacher.cookie)).statusCode).toBe(200);

      const { cls } = await lessonWithGuardian();
      await db().update(classes).set({ isCancelled: true }).where(eq(classes.id, cls.id));
      const cancelled = await put(cls.id, cls.teacher.cookie);
      expect([cancelled.statusCode, cancelled.json().error]).toEqual([409, LESSON_NOTE_TEXT.cancelled]);
      expect((await put(999_999, cls.teacher.cookie)).statusCode).toBe(404);

      const held = await createTestClass(t, { startsAt: new Date(Date.now() - HOUR) });
      const empty = await put(held.id, held.teacher.cookie, { covered: '  ', to_practise: '' });
      expect([empty.statusCode, empty.json().error]).toEqual([400, LESSON_NOTE_TEXT.empty]);
      const long = await put(held.id, held.teacher.cookie, {
        covered: 'a'.repeat(LESSON_NOTE_LIMITS.text + 1),
      });
      expect([long.statusCode, long.json().error]).toEqual([400, LESSON_NOTE_TEXT.tooLong]);
    });
  });

  describe('GET /api/classes/{id}/note', () => {
    it('gives the teacher and an admin the whole note, the student and a linked guardian the shared part only', async () => {
      const { cls, guardian } = await lessonWithGuardian();
      await put(cls.id, cls.teacher.cookie);
      const teacher = (await get(noteUrl(cls.id), cls.teacher.cookie)).json();
      expect(teacher.Note).toMatchObject({ ...NOTE, mailed_at: expect.any(String) });
      const admin = (await get(noteUrl(cls.id), await signInAdmin(t.app, db()))).json();
      expect(admin.Note.private_remark).toBe(NOTE.private_remark);
      for (const cookie of [cls.student.cookie, guardian.cookie]) {
        const res = await get(noteUrl(cls.id), cookie);
        expect(res.statusCode).toBe(200);
        const note = res.json().Note;
        expect(note).toMatchObject({ covered: NOTE.covered, to_practise: NOTE.to_practise });
        expect(note).not.toHaveProperty('private_remark');
        expect(note).not.toHaveProperty('mailed_at');
        expect(res.body).not.toContain('tired');
      }
    });

    it('is not found for another student, an unlinked guardian and another teacher; 401 signed out', async () => {
      const { cls, guardian } = await lessonWithGuardian();
      await put(cls.id, cls.teacher.cookie);
      const strangerGuardian = await createTestUser(db(), 'guardian');
      const cookies = [
        (await createOutsider(t, 'student')).cookie,
        (await createOutsider(t, 'teacher')).cookie,
        await signIn(t.app, strangerGuardian),
      ];
      for (const cookie of cookies) expect((await get(noteUrl(cls.id), cookie)).statusCode).toBe(404);
      expect((await get(noteUrl(cls.id))).statusCode).toBe(401);
      // Unlinked: the guardian loses it at their next request.
      await db().delete(guardianLinks).where(eq(guardianLinks.guardianId, guardian.user.id));
      expect((await get(noteUrl(cls.id), guardian.cookie)).statusCode).toBe(404);
    });
  });

  describe('GET /api/lesson-notes', () => {
    const list = (cookie: string, query = '') => get(`/api${API.lessonNotes}${query}`, cookie);

    it("lists a student's own notes and a guardian's child's, shared parts only, and refuses another's", async () => {
      const { cls, guardian } = await lessonWithGuardian();
      await put(cls.id, cls.teacher.cookie);
      const other = await createTestClass(t, { startsAt: new Date(Date.now() - HOUR) });
      await put(other.id, other.teacher.cookie);

      const own = (await list(cls.student.cookie)).json();
      expect(own.Notes.map((n: { class_id: number }) => n.class_id)).toEqual([cls.id]);
      expect(own.Notes[0]).not.toHaveProperty('private_remark');
      const child = await list(guardian.cookie, `?student_id=${cls.student.user.id}`);
      expect(child.json().Notes).toEqual(own.Notes);

      const notOwn = await list(cls.student.cookie, `?student_id=${other.student.user.id}`);
      expect([notOwn.statusCode, notOwn.json().error]).toEqual([403, LESSON_NOTE_TEXT.onlyYourOwn]);
      const notChild = await list(guardian.cookie, `?student_id=${other.student.user.id}`);
      expect([notChild.statusCode, notChild.json().error]).toEqual([403, LESSON_NOTE_TEXT.notYourChild]);
      const unnamed = await list(guardian.cookie);
      expect([unnamed.statusCode, unnamed.json().error]).toEqual([400, LESSON_NOTE_TEXT.chooseStudent]);
      // Unlinked, the guardian loses the child's notes at once.
      await db().delete(guardianLinks).where(eq(guardianLinks.guardianId, guardian.user.id));
      const unlinked = await list(guardian.cookie, `?student_id=${cls.student.user.id}`);
      expect([unlinked.statusCode, unlinked.json().error]).toEqual([403, LESSON_NOTE_TEXT.notYourChild]);
    });

    it("lists a teacher's own lessons' notes whole, and an admin's any student's", async () => {
      const a = await createTestClass(t, { startsAt: new Date(Date.now() - HOUR) });
      await put(a.id, a.teacher.cookie);
      const b = await createTestClass(t, { startsAt: new Date(Date.now() - HOUR) });
      await put(b.id, b.teacher.cookie);
      const mine = (await list(a.teacher.cookie)).json().Notes;
      expect(mine).toMatchObject([{ class_id: a.id, private_remark: NOTE.private_remark }]);
      const admin = (await list(await signInAdmin(t.app, db()), `?student_id=${b.student.user.id}`)).json();
      expect(admin.Notes).toMatchObject([{ class_id: b.id, private_remark: NOTE.private_remark }]);
    });
  });

  describe('GET /api/lesson-notes/owed', () => {
    const owed = (cookie: string) => get(`/api${API.lessonNotesOwed}`, cookie);
    const ids = (res: { json(): { Lessons: { class_id: number }[] } }) =>
      res.json().Lessons.map((l) => l.class_id);
    const lessonOf = async (cls: TestClass, hoursAgo: number) => {
      const [row] = await db()
        .insert(classes)
        .values({
          batchName: 'Piano Basics',
          teacherId: cls.teacher.user.id,
          studentId: cls.student.user.id,
          startsAt: new Date(Date.now() - hoursAgo * HOUR),
        })
        .returning({ id: classes.id });
      return row?.id as number;
    };

    it('lists held lessons still without a note a day after they ended, the oldest first', async () => {
      // A lesson of an hour that started 26 h ago ended 25 h ago: owed.
      const cls = await createTestClass(t, { startsAt: new Date(Date.now() - 26 * HOUR) });
      const older = await lessonOf(cls, 50);
      const recent = await lessonOf(cls, 24); // ended 23 h ago: not yet owed
      const noted = await lessonOf(cls, 30);
      await put(noted, cls.teacher.cookie);
      const cancelled = await lessonOf(cls, 30);
      await db().update(classes).set({ isCancelled: true }).where(eq(classes.id, cancelled));
      const noShow = await lessonOf(cls, 30);
      await db().update(classes).set({ countedReason: 'no_show' }).where(eq(classes.id, noShow));
      await lessonOf(cls, 31 * 24); // past the window: no longer asked about

      const res = await owed(cls.teacher.cookie);
      expect(res.statusCode).toBe(200);
      expect(ids(res)).toEqual([older, cls.id]);
      expect(res.json().Lessons[1]).toMatchObject({
        batch_name: 'Piano Basics',
        student_name: `${cls.student.user.firstName} ${cls.student.user.lastName}`,
      });
      expect(ids(res)).not.toContain(recent);
      // Another teacher owes none of these; an admin sees every teacher's.
      expect(ids(await owed((await createOutsider(t, 'teacher')).cookie))).toEqual([]);
      expect(ids(await owed(await signInAdmin(t.app, db())))).toEqual(
        expect.arrayContaining([older, cls.id]),
      );
      expect((await owed(cls.student.cookie)).statusCode).toBe(403);
      const guardian = await createTestUser(db(), 'guardian');
      await db().insert(guardianLinks).values({ guardianId: guardian.id, studentId: cls.student.user.id });
      expect((await owed(await signIn(t.app, guardian))).statusCode).toBe(403);
    });
  });
});
