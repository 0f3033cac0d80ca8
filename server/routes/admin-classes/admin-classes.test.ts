import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { CALENDAR_DAYS_AHEAD, DATE_OUT_OF_REACH } from '../../../common/lesson-policy.ts';
import { instantOf } from '../../../common/lesson-time.ts';
import { notOneLine } from '../../../common/schemas/fields.ts';
import { schoolDate } from '../../../common/school-time.ts';
import {
  classAttendance,
  classChanges,
  classChatMessages,
  classes,
  classNotes,
  classRecordings,
} from '../../db/schema.ts';
import { expectAdminOnly, schoolDays } from '../../test/admin-fixtures.ts';
import { createTestClass, ONE_OFF_AS_MADE, type TestClass } from '../../test/builders.ts';
import {
  createTeacherAndStudent,
  createTestUser,
  fullName,
  signIn,
  TEST_PASSWORD,
} from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const KOLKATA = 'Asia/Kolkata';

describe('admin class routes', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', SCHOOL_TIME_ZONE: KOLKATA });
  const url = `/api${API.adminClasses}`;
  // Days the forms take (a year back to two years ahead); the change log's two are before British
  // summer time begins, London on GMT.
  const { day, label, summerTime } = schoolDays(KOLKATA);
  const [clashDay, raceDay, lessonDay, cancelDay, owedDay, makeUpDay] = [150, 180, 200, 248, 250, 257].map(
    day,
  );
  const [loggedDay, movedDay] = [summerTime - 20, summerTime - 18].map(day);
  // The Tuesdays before and after British summer time begins (a Sunday).
  const [beforeSummer, afterSummer] = [summerTime - 5, summerTime + 2].map(day);

  /** An admin signed in from a browser in `timeZone` (their clock from then on). */
  async function adminIn(timeZone?: string) {
    const admin = await createTestUser(t.database.db, 'admin');
    return { admin, cookie: await signIn(t.app, admin, TEST_PASSWORD, timeZone) };
  }
  const people = () => createTeacherAndStudent(t.database.db);
  /** The admin form's fields for a one-off lesson of the two; `fields` change them. */
  const classOf = (p: { teacher: { id: number }; student: { id: number } }, fields: object = {}) => ({
    batchName: 'Piano Basics',
    teacherId: p.teacher.id,
    studentId: p.student.id,
    classDate: lessonDay,
    classTime: '10:00',
    durationMinutes: 60,
    ...fields,
  });

  it('refuses anyone but an admin', async () => {
    await expectAdminOnly(t.app, t.database.db, [
      { method: 'GET', url },
      { method: 'POST', url, payload: {} },
      { method: 'PUT', url: `${url}/1`, payload: {} },
      { method: 'POST', url: `${url}/1/cancel` },
      { method: 'GET', url: `${url}/1/changes` },
      { method: 'GET', url: `/api${API.adminMakeUps}` },
    ]);
  });

  it('schedules a class the teacher then sees today, edits it and cancels it', async () => {
    const db = t.database.db;
    const { cookie } = await adminIn();
    const { teacher, student } = await people();
    const today = schoolDate(KOLKATA);
    const input = classOf(
      { teacher, student },
      {
        batchName: 'Evening Violin',
        classDate: today,
        classTime: '18:30',
        durationMinutes: 50,
        joinPassword: 'secret-1',
      },
    );
    const created = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: input });
    expect(created.statusCode).toBe(200);
    const cls = created.json().Class;
    expect(cls).toMatchObject({
      batchName: 'Evening Violin',
      classDate: today,
      classTime: '18:30',
      startsAt: instantOf(today, '18:30', KOLKATA).toISOString(),
      hasPassword: true,
      ...ONE_OFF_AS_MADE,
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
    expect(cancelled.json().Class).toMatchObject({ status: 'cancelled', cancelledBy: 'school' });
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
    const [row] = await db.select({ sequence: classes.sequence }).from(classes).where(eq(classes.id, cls.id));
    expect(row?.sequence).toBe(2); // moved, then cancelled
    const logged = await db.select().from(classChanges).where(eq(classChanges.classId, cls.id));
    expect(logged).toContainEqual(
      expect.objectContaining({ action: 'cancelled', actorRole: 'admin', rule: 'school-cancel', note: null }),
    );
  });

  it("lists each class on the admin's own clock with the school's beside it", async () => {
    const { cookie } = await adminIn('Europe/London');
    const { teacher, student } = await people();
    const post = (classDate: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie },
        payload: classOf({ teacher, student }, { classDate, classTime: '18:00' }),
      });
    // Before and after British summer time begins: India's 18:00 stays.
    const before = (await post(beforeSummer)).json().Class;
    const after = (await post(afterSummer)).json().Class;
    expect([before.whenLabel, after.whenLabel]).toEqual([
      `${label(beforeSummer)}, 12:30 London time (18:00 in India)`,
      `${label(afterSummer)}, 13:30 London time (18:00 in India)`,
    ]);
    expect(after).toMatchObject({
      classDate: afterSummer,
      classTime: '18:00',
      startsAt: `${afterSummer}T12:30:00.000Z`,
    });
    const list = await t.app.inject({ method: 'GET', url: `${url}?pageSize=100`, headers: { cookie } });
    const listed = list.json().Classes.find((c: { id: number }) => c.id === after.id);
    expect(listed.whenLabel).toBe(`${label(afterSummer)}, 13:30 London time (18:00 in India)`);
    expect(list.json().today).toBe(schoolDate(KOLKATA));
  });

  it('refuses a student as teacher and bad fields with the shared messages', async () => {
    const db = t.database.db;
    const { cookie } = await adminIn();
    const student = await createTestUser(db, 'student');
    const base = classOf({ teacher: student, student });
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
    // A lesson within the calendar's reach, its batch name on one line.
    const okBase = classOf(await people());
    for (const [change, error] of [
      [{ classDate: '2999-01-05' }, DATE_OUT_OF_REACH],
      [{ classDate: '0001-01-01' }, DATE_OUT_OF_REACH],
      [{ classDate: day(CALENDAR_DAYS_AHEAD + 1) }, DATE_OUT_OF_REACH],
      [{ batchName: 'Piano\rSTATUS:CANCELLED' }, notOneLine('Batch name')],
    ] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie },
        payload: { ...okBase, ...change },
      });
      expect([refused.statusCode, refused.json().error], JSON.stringify(change)).toEqual([400, error]);
    }
    const badScope = await t.app.inject({
      method: 'PUT',
      url: `${url}/1`,
      headers: { cookie },
      payload: { ...base, scope: 'all' },
    });
    expect(badScope.statusCode).toBe(400);
    const missing = await t.app.inject({
      method: 'PUT',
      url: `${url}/999999`,
      headers: { cookie },
      payload: base,
    });
    expect(missing.statusCode).toBe(404);
    for (const path of [`${url}/999999/cancel`, `${url}/999999/changes`]) {
      const res = await t.app.inject({
        method: path.endsWith('cancel') ? 'POST' : 'GET',
        url: path,
        headers: { cookie },
      });
      expect([res.statusCode, res.json().error]).toEqual([404, 'No such class']);
    }
  });

  it('refuses a class that overlaps another of the same teacher or student, naming the clash', async () => {
    const db = t.database.db;
    const { cookie } = await adminIn();
    const { teacher, student } = await people();
    const otherStudent = await createTestUser(db, 'student');
    const base = classOf(
      { teacher, student },
      { batchName: 'First', classDate: clashDay, classTime: '10:00' },
    );
    const post = (payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    const first = await post(base);
    expect(first.statusCode).toBe(200);
    const teacherBusy = await post({ ...base, studentId: otherStudent.id, classTime: '10:30' });
    expect(teacherBusy.statusCode).toBe(409);
    expect(teacherBusy.json().error).toBe(
      `${label(clashDay)}, 10:30 India time: ${fullName(teacher)} (teacher) has 'First' then`,
    );
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
    const onto = await t.app.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      headers: { cookie },
      payload: { ...base, classTime: '11:30' },
    });
    expect([onto.statusCode, onto.json().error]).toEqual([
      409,
      `${label(clashDay)}, 11:30 India time: ${fullName(teacher)} (teacher) has 'First' then`,
    ]);
    await t.app.inject({ method: 'POST', url: `${url}/${id}/cancel`, headers: { cookie } });
    expect((await post({ ...base, classTime: '10:00' })).statusCode).toBe(200);
  });

  it('books one teacher once when two admins book the same time at once', async () => {
    const db = t.database.db;
    const { cookie } = await adminIn();
    const teacher = await createTestUser(db, 'teacher');
    const students = await Promise.all([1, 2, 3, 4].map(() => createTestUser(db, 'student')));
    const answers = await Promise.all(
      students.map((student) =>
        t.app.inject({
          method: 'POST',
          url,
          headers: { cookie },
          payload: classOf(
            { teacher, student },
            { batchName: 'Same hour', classDate: raceDay, classTime: '17:00' },
          ),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().error).toBe(
        `${label(raceDay)}, 17:00 India time: ${fullName(teacher)} (teacher) has 'Same hour' then`,
      );
    expect(await db.$count(classes, eq(classes.teacherId, teacher.id))).toBe(1);
  });

  describe('a class with a lesson history', () => {
    const HISTORY = 'This class already has a lesson history; create a new class for the new student.';
    const startsAt = instantOf(lessonDay, '10:00', KOLKATA);
    const edit = async (
      c: TestClass,
      cookie: string,
      change: Partial<Record<'teacherId' | 'studentId', number>>,
    ) =>
      t.app.inject({
        method: 'PUT',
        url: `${url}/${c.id}`,
        headers: { cookie },
        // At its own time (startsAt): only the people change.
        payload: classOf(
          { teacher: c.teacher.user, student: c.student.user },
          { classDate: lessonDay, classTime: '10:00', ...change },
        ),
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
        const { cookie } = await adminIn();
        const c = await createTestClass(t, { startsAt });
        await make(c);
        const { teacher, student } = await people();
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
      const { cookie } = await adminIn();
      const c = await createTestClass(t, { startsAt });
      const student = await createTestUser(db, 'student');
      const moved = await edit(c, cookie, { studentId: student.id });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().Class.student.id).toBe(student.id);
    });
  });

  describe('the change log', () => {
    it("shows who changed what, oldest first, on the admin's clock", async () => {
      const db = t.database.db;
      const { admin, cookie } = await adminIn('Europe/London');
      const { teacher, student } = await people();
      const input = classOf(
        { teacher, student },
        { batchName: 'Logged Lesson', classDate: loggedDay, classTime: '18:00' },
      );
      const id = (await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: input })).json()
        .Class.id;
      await t.app.inject({
        method: 'PUT',
        url: `${url}/${id}`,
        headers: { cookie },
        payload: { ...input, classDate: movedDay, batchName: 'Logged Lesson 2', durationMinutes: 45 },
      });
      // A teacher's cancellation and a job's mark, as the lesson routes and jobs record them.
      await db.insert(classChanges).values([
        {
          classId: id,
          actorId: teacher.id,
          actorRole: 'teacher',
          action: 'cancelled',
          rule: 'teacher-notice',
        },
        { classId: id, actorId: null, actorRole: 'system', action: 'counted_completed', rule: 'no-show' },
      ]);
      const res = await t.app.inject({ method: 'GET', url: `${url}/${id}/changes`, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const changes = res.json().Changes;
      expect(changes.map((c: { summary: string }) => c.summary)).toEqual([
        `Created for ${label(loggedDay)}, 12:30 London time (18:00 in India)`,
        `Moved from ${label(loggedDay)}, 12:30 London time (18:00 in India) to ${label(movedDay)}, 12:30 London time (18:00 in India)`,
        'Edited: batch name, duration',
        'Cancelled by the teacher',
        'Counted as completed',
      ]);
      expect(
        changes.map((c: { actor_name: string; actor_role: string }) => [c.actor_name, c.actor_role]),
      ).toEqual([
        [fullName(admin), 'admin'],
        [fullName(admin), 'admin'],
        [fullName(admin), 'admin'],
        [fullName(teacher), 'teacher'],
        ['System', 'system'],
      ]);
      expect(changes[0]).toMatchObject({ action: 'created', rule: null });
      // Logged now: after 18:30 in London, India's clock is on the next day and names it.
      expect(changes[0].at_label).toMatch(
        /^\w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d London time \((\w{3} )?\d\d:\d\d in India\)$/,
      );
    });
  });

  describe('make-ups owed', () => {
    const makeUps = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: `/api${API.adminMakeUps}`, headers: { cookie } })).json();

    it('lists lessons the teacher or the school cancelled until a make-up is booked for them', async () => {
      const db = t.database.db;
      const { cookie } = await adminIn();
      const { teacher, student } = await people();
      const lesson = (classTime: string, classDate = owedDay) =>
        classOf({ teacher, student }, { batchName: 'Owed Lesson', classDate, classTime });
      const post = (payload: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
      const bySchool = (await post(lesson('09:00'))).json().Class.id;
      const byTeacher = (await post(lesson('11:00'))).json().Class.id;
      const byStudent = (await post(lesson('13:00'))).json().Class.id;
      const held = (await post(lesson('15:00'))).json().Class.id;
      await t.app.inject({ method: 'POST', url: `${url}/${bySchool}/cancel`, headers: { cookie } });
      const cancelledAt = new Date(`${cancelDay}T10:00:00Z`);
      await db
        .update(classes)
        .set({ isCancelled: true, cancelledBy: 'teacher', cancelledAt })
        .where(eq(classes.id, byTeacher));
      await db
        .update(classes)
        .set({ isCancelled: true, cancelledBy: 'student', cancelledAt })
        .where(eq(classes.id, byStudent));

      const owed = (await makeUps(cookie)).MakeUps.filter(
        (m: { teacher: { id: number } }) => m.teacher.id === teacher.id,
      );
      expect(owed).toEqual([
        expect.objectContaining({ class_id: bySchool, cancelled_by: 'school' }),
        {
          class_id: byTeacher,
          batch_name: 'Owed Lesson',
          teacher: { id: teacher.id, name: fullName(teacher) },
          student: { id: student.id, name: fullName(student) },
          starts_at: `${owedDay}T05:30:00.000Z`,
          when_label: `${label(owedDay)}, 11:00 India time`,
          cancelled_by: 'teacher',
          cancelled_at: `${cancelDay}T10:00:00.000Z`,
        },
      ]);

      for (const [target, status, error] of [
        [byStudent, 400, 'Only a lesson cancelled by the teacher or the school is owed a make-up'],
        [held, 400, 'Only a lesson cancelled by the teacher or the school is owed a make-up'],
        [999999, 404, 'No such class'],
      ] as const) {
        const refused = await post({ ...lesson('10:00', makeUpDay), makeUpFor: target });
        expect([refused.statusCode, refused.json().error]).toEqual([status, error]);
      }
      const makeUp = await post({ ...lesson('10:00', makeUpDay), makeUpFor: byTeacher });
      expect(makeUp.statusCode).toBe(200);
      expect(makeUp.json().Class.makeUpFor).toBe(byTeacher);
      const again = await post({ ...lesson('12:00', makeUpDay), makeUpFor: byTeacher });
      expect([again.statusCode, again.json().error]).toEqual([409, 'This lesson already has a make-up']);

      const left = (await makeUps(cookie)).MakeUps.filter(
        (m: { teacher: { id: number } }) => m.teacher.id === teacher.id,
      );
      expect(left.map((m: { class_id: number }) => m.class_id)).toEqual([bySchool]);
      const log = await t.app.inject({
        method: 'GET',
        url: `${url}/${makeUp.json().Class.id}/changes`,
        headers: { cookie },
      });
      expect(log.json().Changes[0].summary).toBe(
        `Created for ${label(makeUpDay)}, 10:00 India time: make-up for class #${byTeacher}`,
      );
    });
  });
});
