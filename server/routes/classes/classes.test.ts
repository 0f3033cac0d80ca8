import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { schoolDate, schoolTime } from '../../../common/school-time.ts';
import { classAttendance, classes, userAvatars } from '../../db/schema.ts';
import { createTestUser, signIn } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { isJoinable } from './classes.service.ts';

const TZ = 'Asia/Kolkata';

describe('class calls', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', SCHOOL_TIME_ZONE: TZ });
  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: cookie ? { cookie } : {} });

  async function setup() {
    const db = t.database.db;
    const teacher = await createTestUser(db, 'teacher');
    const otherTeacher = await createTestUser(db, 'teacher');
    const student = await createTestUser(db, 'student', { firstName: 'Asha' });
    const otherStudent = await createTestUser(db, 'student');
    const admin = await createTestUser(db, 'admin');
    const today = schoolDate(TZ);
    const base = { teacherId: teacher.id, studentId: student.id, classDate: today };
    await db.insert(classes).values([
      { ...base, batchName: 'Late Piano', classTime: '23:00' },
      { ...base, batchName: 'Early Violin', classTime: '00:05' },
      { ...base, batchName: 'Cancelled Voice', classTime: '09:00', isCancelled: true },
      { ...base, batchName: 'Done Guitar', classTime: '08:00', isCompleted: true },
      { ...base, batchName: 'Tomorrow', classTime: '08:00', classDate: '2999-01-01' },
    ]);
    return { teacher, otherTeacher, student, otherStudent, admin, today };
  }

  it("lists a teacher's startable classes of today with the student, by time", async () => {
    const { teacher, student, today } = await setup();
    const res = await get(
      `${API.teacherClassesToday}?teacher_id=${teacher.id}`,
      await signIn(t.app, teacher),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result).toBe(true);
    expect(body.Classes.map((c: { batch_name: string }) => c.batch_name)).toEqual([
      'Early Violin',
      'Late Piano',
    ]);
    expect(body.Classes[0]).toMatchObject({
      class_date: today,
      class_time: '00:05',
      students: [{ id: student.id, first_name: 'Asha', last_name: student.lastName }],
    });
  });

  it("refuses another teacher's classes, a student and anyone without a session; an admin may look", async () => {
    const { teacher, otherTeacher, student, admin } = await setup();
    const url = `${API.teacherClassesToday}?teacher_id=${teacher.id}`;
    const other = await get(url, await signIn(t.app, otherTeacher));
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ result: false, publicMessage: 'That request is for another user' });
    expect((await get(url, await signIn(t.app, student))).statusCode).toBe(403);
    const anonymous = await get(url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().publicMessage).toBe('Please sign in to continue');
    const byAdmin = await get(url, await signIn(t.app, admin));
    expect(byAdmin.json().Classes).toHaveLength(2);
  });

  it("gives a student the class that is on now, and refuses another student's id", async () => {
    const { teacher, student, otherStudent, today } = await setup();
    // otherStudent has no other class today, so the answer does not depend on the hour.
    const cookie = await signIn(t.app, otherStudent);
    const url = `${API.studentActiveClass}?student_id=${otherStudent.id}`;
    await t.database.db.insert(classes).values({
      batchName: 'Now Piano',
      teacherId: teacher.id,
      studentId: otherStudent.id,
      classDate: today,
      classTime: schoolTime(TZ),
      joinPasswordHash: 'x',
    });
    const now = await get(url, cookie);
    expect(now.json()).toMatchObject({
      result: true,
      hasActiveClass: true,
      Class: { batch_name: 'Now Piano', has_password: true, teacher_name: `Teacher ${teacher.lastName}` },
    });
    expect(JSON.stringify(now.json())).not.toContain('join_password');

    expect((await get(`${API.studentActiveClass}?student_id=${student.id}`, cookie)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, await signIn(t.app, teacher))).statusCode).toBe(403);
  });

  it('a started class counts as active whatever its time; none answers hasActiveClass false', async () => {
    const { teacher, today } = await setup();
    const otherStudent = await createTestUser(t.database.db, 'student');
    const cookie = await signIn(t.app, otherStudent);
    const none = await get(API.studentActiveClass, cookie);
    expect(none.json()).toEqual({ result: true, hasActiveClass: false, Class: null });
    await t.database.db.insert(classes).values({
      batchName: 'Started Early',
      teacherId: teacher.id,
      studentId: otherStudent.id,
      classDate: today,
      classTime: '00:00',
      durationMinutes: 1,
      isStarted: true,
    });
    expect((await get(API.studentActiveClass, cookie)).json().Class.batch_name).toBe('Started Early');
  });

  it("lists the user's own classes for the dashboard, with attendance on past ones", async () => {
    const { teacher, student } = await setup();
    const [past] = await t.database.db
      .insert(classes)
      .values({
        batchName: 'Last Year',
        teacherId: teacher.id,
        studentId: student.id,
        classDate: '2000-01-01',
        classTime: '10:00',
        isCompleted: true,
      })
      .returning();
    await t.database.db
      .insert(classAttendance)
      .values({ classId: past?.id ?? 0, userId: student.id, role: 'student', action: 'join' });
    const mine = (await get(API.myClasses, await signIn(t.app, student))).json();
    expect(mine.Today.map((c: { batch_name: string }) => c.batch_name)).toEqual([
      'Early Violin',
      'Done Guitar',
      'Cancelled Voice',
      'Late Piano',
    ]);
    expect(mine.Today.find((c: { batch_name: string }) => c.batch_name === 'Cancelled Voice').status).toBe(
      'cancelled',
    );
    expect(mine.Upcoming[0]).toMatchObject({
      batch_name: 'Tomorrow',
      with_name: `Teacher ${teacher.lastName}`,
    });
    expect(mine.Past[0]).toMatchObject({ batch_name: 'Last Year', attended: true, status: 'completed' });
    await t.database.db.insert(classes).values({
      batchName: 'Never Held',
      teacherId: teacher.id,
      studentId: student.id,
      classDate: '2000-01-02',
      classTime: '10:00',
    });
    expect((await get(API.myClasses, await signIn(t.app, student))).json().Past[0].batch_name).toBe(
      'Never Held',
    );
    const theirs = (await get(API.myClasses, await signIn(t.app, teacher))).json();
    expect(theirs.Past.map((c: { batch_name: string }) => c.batch_name)).toEqual(['Last Year']);
    expect(theirs.Past[0]).toMatchObject({ attended: false, with_name: `Asha ${student.lastName}` });
    expect((await get(API.myClasses)).statusCode).toBe(401);
  });

  it("gives each list the other party's photo address where they have a photo, and null where not", async () => {
    const { teacher, student, today } = await setup();
    const photo = { image: Buffer.from('webp'), version: 'v7' };
    await t.database.db.insert(userAvatars).values({ userId: student.id, ...photo });
    const url = `/api/avatars/${student.id}?v=v7`;

    const teacherCookie = await signIn(t.app, teacher);
    const startable = (await get(API.teacherClassesToday, teacherCookie)).json();
    expect(startable.Classes[0].students).toEqual([
      { id: student.id, first_name: 'Asha', last_name: student.lastName, avatar_url: url },
    ]);
    const theirs = (await get(API.myClasses, teacherCookie)).json();
    expect(new Set(theirs.Today.map((c: { with_avatar_url: string | null }) => c.with_avatar_url))).toEqual(
      new Set([url]),
    );
    // The teacher has no photo: the student's lists say so.
    const studentCookie = await signIn(t.app, student);
    const mine = (await get(API.myClasses, studentCookie)).json();
    expect(mine.Upcoming[0]).toMatchObject({
      with_name: `Teacher ${teacher.lastName}`,
      with_avatar_url: null,
    });

    const otherStudent = await createTestUser(t.database.db, 'student');
    await t.database.db.insert(classes).values({
      batchName: 'Started Now',
      teacherId: teacher.id,
      studentId: otherStudent.id,
      classDate: today,
      classTime: '00:00',
      isStarted: true,
    });
    const otherCookie = await signIn(t.app, otherStudent);
    expect((await get(API.studentActiveClass, otherCookie)).json().Class.teacher_avatar_url).toBeNull();
    await t.database.db.insert(userAvatars).values({ userId: teacher.id, ...photo, version: 'v8' });
    expect((await get(API.studentActiveClass, otherCookie)).json().Class.teacher_avatar_url).toBe(
      `/api/avatars/${teacher.id}?v=v8`,
    );
  });
});

describe('isJoinable', () => {
  const c = {
    classDate: '2026-01-01',
    classTime: '10:00',
    durationMinutes: 60,
    isStarted: false,
    isCompleted: false,
    isCancelled: false,
  };
  it('opens 15 minutes before the start and closes at the end', () => {
    expect(isJoinable(c, '2026-01-01', '09:44')).toBe(false);
    expect(isJoinable(c, '2026-01-01', '09:45')).toBe(true);
    expect(isJoinable(c, '2026-01-01', '11:00')).toBe(true);
    expect(isJoinable(c, '2026-01-01', '11:01')).toBe(false);
    expect(isJoinable(c, '2026-01-02', '10:00')).toBe(false);
    expect(isJoinable({ ...c, isCancelled: true }, '2026-01-01', '10:00')).toBe(false);
  });
});
