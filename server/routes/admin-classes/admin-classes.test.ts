import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { classAttendance, classChatMessages, classes, classNotes, classRecordings } from '../../db/schema.ts';
import { createTestClass, type TestClass } from '../../test/builders.ts';
import { createTestUser, signIn } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

describe('admin class routes', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', SCHOOL_TIME_ZONE: 'Asia/Kolkata' });
  const url = `/api${API.adminClasses}`;

  it('refuses anyone but an admin', async () => {
    for (const role of ['teacher', 'student'] as const) {
      const cookie = await signIn(t.app, await createTestUser(t.database.db, role));
      expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'POST', url: `${url}/1/cancel`, headers: { cookie } })).statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('schedules a class the teacher then sees today, edits it and cancels it', async () => {
    const db = t.database.db;
    const cookie = await signIn(t.app, await createTestUser(db, 'admin'));
    const teacher = await createTestUser(db, 'teacher');
    const student = await createTestUser(db, 'student');
    const today = schoolDate('Asia/Kolkata');
    const input = {
      batchName: 'Evening Violin',
      teacherId: teacher.id,
      studentId: student.id,
      classDate: today,
      classTime: '18:30',
      durationMinutes: 50,
      joinPassword: 'secret-1',
    };
    const created = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: input });
    expect(created.statusCode).toBe(200);
    const cls = created.json().Class;
    expect(cls).toMatchObject({
      batchName: 'Evening Violin',
      hasPassword: true,
      status: 'scheduled',
      teacher: { id: teacher.id },
    });
    expect(JSON.stringify(created.json())).not.toMatch(/secret-1|Hash/);

    const teacherCookie = await signIn(t.app, teacher);
    const todays = await t.app.inject({
      method: 'GET',
      url: `/api${API.teacherClassesToday}`,
      headers: { cookie: teacherCookie },
    });
    expect(todays.json().Classes).toMatchObject([
      { id: cls.id, batch_name: 'Evening Violin', class_time: '18:30' },
    ]);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `${url}/${cls.id}`,
      headers: { cookie },
      payload: { ...input, classTime: '19:00', passwordAction: 'remove', joinPassword: '' },
    });
    expect(edited.json().Class).toMatchObject({ classTime: '19:00', hasPassword: false });

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `${url}/${cls.id}/cancel`,
      headers: { cookie },
    });
    expect(cancelled.json().Class.status).toBe('cancelled');
    const after = await t.app.inject({
      method: 'GET',
      url: `/api${API.teacherClassesToday}`,
      headers: { cookie: teacherCookie },
    });
    expect(after.json().Classes).toEqual([]);

    const list = await t.app.inject({
      method: 'GET',
      url: `${url}?status=cancelled&pageSize=1`,
      headers: { cookie },
    });
    expect(list.json()).toMatchObject({ result: true, page: 1, pageSize: 1, Classes: [{ id: cls.id }] });
  });

  it('refuses a student as teacher and bad fields with the shared messages', async () => {
    const db = t.database.db;
    const cookie = await signIn(t.app, await createTestUser(db, 'admin'));
    const student = await createTestUser(db, 'student');
    const base = {
      batchName: 'X Lesson',
      teacherId: student.id,
      studentId: student.id,
      classDate: '2030-01-01',
      classTime: '10:00',
      durationMinutes: 60,
    };
    const wrongTeacher = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: base });
    expect(wrongTeacher.statusCode).toBe(400);
    expect(wrongTeacher.json().error).toBe('Please choose a teacher');
    const badTime = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie },
      payload: { ...base, classTime: '25:00' },
    });
    expect(badTime.json().error).toBe('Please enter a valid time');
    const missing = await t.app.inject({
      method: 'PUT',
      url: `${url}/999999`,
      headers: { cookie },
      payload: base,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a class that overlaps another of the same teacher or student', async () => {
    const db = t.database.db;
    const cookie = await signIn(t.app, await createTestUser(db, 'admin'));
    const teacher = await createTestUser(db, 'teacher');
    const student = await createTestUser(db, 'student');
    const otherStudent = await createTestUser(db, 'student');
    const base = {
      batchName: 'First',
      teacherId: teacher.id,
      studentId: student.id,
      classDate: '2031-05-05',
      classTime: '10:00',
      durationMinutes: 60,
    };
    const post = (payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    const first = await post(base);
    expect(first.statusCode).toBe(200);
    const teacherBusy = await post({ ...base, studentId: otherStudent.id, classTime: '10:30' });
    expect(teacherBusy.statusCode).toBe(409);
    expect(teacherBusy.json().error).toBe('The teacher already has a class at that time');
    expect((await post({ ...base, studentId: otherStudent.id, classTime: '11:00' })).statusCode).toBe(200);
    // Moving the class within its own time is not a clash with itself.
    const id = first.json().Class.id;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      headers: { cookie },
      payload: { ...base, classTime: '09:30' },
    });
    expect(moved.statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `${url}/${id}/cancel`, headers: { cookie } });
    expect((await post({ ...base, classTime: '10:00' })).statusCode).toBe(200);
  });

  it('books one teacher once when two admins book the same time at once', async () => {
    const db = t.database.db;
    const cookie = await signIn(t.app, await createTestUser(db, 'admin'));
    const teacher = await createTestUser(db, 'teacher');
    const students = await Promise.all([1, 2, 3, 4].map(() => createTestUser(db, 'student')));
    const answers = await Promise.all(
      students.map((student) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { cookie },
          payload: {
            batchName: 'Same hour',
            teacherId: teacher.id,
            studentId: student.id,
            classDate: '2031-06-02',
            classTime: '17:00',
            durationMinutes: 60,
          },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().error).toBe('The teacher already has a class at that time');
    expect(await db.$count(classes, eq(classes.teacherId, teacher.id))).toBe(1);
  });

  describe('a class with a lesson history', () => {
    const HISTORY = 'This class already has a lesson history; create a new class for the new student.';
    const edit = async (
      c: TestClass,
      cookie: string,
      change: Partial<Record<'teacherId' | 'studentId', number>>,
    ) =>
      t.app.inject({
        method: 'PUT',
        url: `${url}/${c.id}`,
        headers: { cookie },
        payload: {
          batchName: 'Piano Basics',
          teacherId: c.teacher.user.id,
          studentId: c.student.user.id,
          classDate: '2031-07-01',
          classTime: '10:00',
          durationMinutes: 60,
          ...change,
        },
      });
    const histories: Record<string, (c: TestClass) => Promise<unknown>> = {
      'has started': (c) =>
        t.database.db.update(classes).set({ isStarted: true }).where(eq(classes.id, c.id)),
      'was joined': (c) =>
        t.database.db
          .insert(classAttendance)
          .values({ classId: c.id, userId: c.student.user.id, role: 'student', action: 'join' }),
      'has chat': (c) =>
        t.database.db.insert(classChatMessages).values({
          classId: c.id,
          senderId: c.teacher.user.id,
          senderRole: 'teacher',
          messageType: 'text',
          messageContent: 'Scales first',
        }),
      'has notes': (c) =>
        t.database.db
          .insert(classNotes)
          .values({ classId: c.id, userId: c.student.user.id, notesContent: 'Bar 12' }),
      'has a recording': (c) => t.database.db.insert(classRecordings).values({ classId: c.id }),
    };

    for (const [what, make] of Object.entries(histories)) {
      it(`keeps its people once it ${what}, and still takes other edits`, async () => {
        const db = t.database.db;
        const cookie = await signIn(t.app, await createTestUser(db, 'admin'));
        const c = await createTestClass(t, { classDate: '2031-07-01' });
        await make(c);
        const student = await createTestUser(db, 'student');
        const teacher = await createTestUser(db, 'teacher');
        for (const change of [{ studentId: student.id }, { teacherId: teacher.id }]) {
          const refused = await edit(c, cookie, change);
          expect([refused.statusCode, refused.json().error]).toEqual([409, HISTORY]);
        }
        const [row] = await db.select().from(classes).where(eq(classes.id, c.id));
        expect([row?.teacherId, row?.studentId]).toEqual([c.teacher.user.id, c.student.user.id]);
        expect((await edit(c, cookie, {})).statusCode).toBe(200);
      });
    }

    it('is not needed to change the people of a class nothing has happened in yet', async () => {
      const db = t.database.db;
      const cookie = await signIn(t.app, await createTestUser(db, 'admin'));
      const c = await createTestClass(t, { classDate: '2031-07-01' });
      const student = await createTestUser(db, 'student');
      const moved = await edit(c, cookie, { studentId: student.id });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().Class.student.id).toBe(student.id);
    });
  });
});
