import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { instantOf } from '../../../common/lesson-time.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { classAttendance, classes, classScores, rescheduleRequests, userAvatars } from '../../db/schema.ts';
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
    const student = await createTestUser(db, 'student', { firstName: 'Asha', timeZone: 'Europe/London' });
    const otherStudent = await createTestUser(db, 'student');
    const admin = await createTestUser(db, 'admin');
    const today = schoolDate(TZ);
    const base = { teacherId: teacher.id, studentId: student.id };
    const at = (time: string, date = today) => instantOf(date, time, TZ);
    await db.insert(classes).values([
      { ...base, batchName: 'Late Piano', startsAt: at('23:00') },
      { ...base, batchName: 'Early Violin', startsAt: at('00:05') },
      { ...base, batchName: 'Cancelled Voice', startsAt: at('09:00'), isCancelled: true },
      { ...base, batchName: 'Done Guitar', startsAt: at('08:00'), isCompleted: true },
      { ...base, batchName: 'Tomorrow', startsAt: at('08:00', '2999-01-01') },
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
      starts_at: instantOf(today, '00:05', TZ).toISOString(),
      students: [{ id: student.id, first_name: 'Asha', last_name: student.lastName }],
    });
    // The teacher has no zone of their own yet: the school's clock, the student's in brackets.
    expect(body.Classes[0].when_label).toMatch(
      /^\w{3} \d+ \w{3} \d{4}, 00:05 India time \(\w{3} \d\d:35 in London\)$/,
    );
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
    const { teacher, student, otherStudent } = await setup();
    // otherStudent has no other class today, so the answer does not depend on the hour.
    const cookie = await signIn(t.app, otherStudent);
    const url = `${API.studentActiveClass}?student_id=${otherStudent.id}`;
    await t.database.db.insert(classes).values({
      batchName: 'Now Piano',
      teacherId: teacher.id,
      studentId: otherStudent.id,
      startsAt: new Date(),
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
      startsAt: instantOf(today, '00:00', TZ),
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
        startsAt: instantOf('2000-01-01', '10:00', TZ),
        isCompleted: true,
      })
      .returning();
    await t.database.db
      .insert(classAttendance)
      .values({ classId: past?.id ?? 0, userId: student.id, role: 'student', action: 'join' });
    // A score opened in that lesson: the dashboard lists it under the lesson.
    await t.database.db.insert(classScores).values({
      classId: past?.id ?? 0,
      openedBy: 'teacher',
      fileName: 'yaman.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 100,
      storageKey: 'score-key',
      pages: 1,
    });
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
      class_date: '2999-01-01',
      class_time: '08:00',
      starts_at: '2999-01-01T02:30:00.000Z',
      when_label: 'Tue 1 Jan 2999, 02:30 London time (08:00 in India)',
    });
    expect(mine.Past[0]).toMatchObject({
      batch_name: 'Last Year',
      attended: true,
      status: 'completed',
      score_count: 1,
    });
    expect(mine.Upcoming[0].score_count).toBe(0);
    await t.database.db.insert(classes).values({
      batchName: 'Never Held',
      teacherId: teacher.id,
      studentId: student.id,
      startsAt: instantOf('2000-01-02', '10:00', TZ),
    });
    expect((await get(API.myClasses, await signIn(t.app, student))).json().Past[0].batch_name).toBe(
      'Never Held',
    );
    const theirs = (await get(API.myClasses, await signIn(t.app, teacher))).json();
    expect(theirs.Past.map((c: { batch_name: string }) => c.batch_name)).toEqual(['Last Year']);
    expect(theirs.Past[0]).toMatchObject({ attended: false, with_name: `Asha ${student.lastName}` });
    expect(theirs.Upcoming[0].when_label).toBe('Tue 1 Jan 2999, 08:00 India time (02:30 in London)');
    expect((await get(API.myClasses)).statusCode).toBe(401);
  });

  it("shows who cancelled, why a lesson counts as completed, a late join, and the open reschedule request on the viewer's clock", async () => {
    const { teacher, student } = await setup();
    const db = t.database.db;
    const base = { teacherId: teacher.id, studentId: student.id };
    const [moving] = await db
      .insert(classes)
      .values({ ...base, batchName: 'Moving', startsAt: instantOf('2999-02-01', '18:00', TZ) })
      .returning({ id: classes.id });
    const movingId = moving?.id ?? 0;
    await db.insert(classes).values([
      {
        ...base,
        batchName: 'By Teacher',
        startsAt: instantOf('2999-02-02', '18:00', TZ),
        isCancelled: true,
        cancelledBy: 'teacher',
      },
      {
        ...base,
        batchName: 'Too Late',
        startsAt: instantOf('2000-02-01', '18:00', TZ),
        isCompleted: true,
        cancelledBy: 'student',
        countedReason: 'late_cancellation',
      },
      {
        ...base,
        batchName: 'Late Comer',
        startsAt: instantOf('2000-02-02', '18:00', TZ),
        isCompleted: true,
        joinedLate: true,
      },
    ]);
    const requestedAt = new Date('2999-01-20T10:00:00.000Z');
    const [request] = await db
      .insert(rescheduleRequests)
      .values({
        classId: movingId,
        requestedBy: student.id,
        proposedTimes: ['2999-02-03T12:30:00.000Z', '2999-02-04T12:30:00.000Z'],
        createdAt: requestedAt,
      })
      .returning({ id: rescheduleRequests.id });
    // An answered request is no longer open.
    await db.insert(rescheduleRequests).values({
      classId: movingId,
      requestedBy: student.id,
      proposedTimes: ['2999-02-05T12:30:00.000Z'],
      status: 'declined',
    });
    const mine = (await get(API.myClasses, await signIn(t.app, student))).json();
    type Listed = { batch_name: string; pending_request: { proposed: { when_label: string }[] } | null };
    const named = (list: Listed[], name: string) => list.find((c) => c.batch_name === name);
    expect(mine.Upcoming.filter((c: { batch_name: string }) => c.batch_name === 'Moving')).toHaveLength(1);
    expect(named(mine.Upcoming, 'Moving')).toMatchObject({
      cancelled_by: null,
      counted_reason: null,
      joined_late: false,
      pending_request: {
        id: request?.id,
        class_id: movingId,
        status: 'pending',
        proposed: [
          {
            starts_at: '2999-02-03T12:30:00.000Z',
            when_label: 'Sun 3 Feb 2999, 12:30 London time (18:00 in India)',
          },
          {
            starts_at: '2999-02-04T12:30:00.000Z',
            when_label: 'Mon 4 Feb 2999, 12:30 London time (18:00 in India)',
          },
        ],
        requested_at: requestedAt.toISOString(),
      },
    });
    expect(named(mine.Upcoming, 'By Teacher')).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'teacher',
      pending_request: null,
    });
    expect(named(mine.Past, 'Too Late')).toMatchObject({
      status: 'completed',
      cancelled_by: 'student',
      counted_reason: 'late_cancellation',
    });
    expect(named(mine.Past, 'Late Comer')).toMatchObject({ joined_late: true, counted_reason: null });
    // The teacher sees the proposed times on their own clock (the school's), the student's in brackets.
    const theirs = (await get(API.myClasses, await signIn(t.app, teacher))).json();
    expect(named(theirs.Upcoming, 'Moving')?.pending_request?.proposed[0]?.when_label).toBe(
      'Sun 3 Feb 2999, 18:00 India time (12:30 in London)',
    );
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
      with_id: teacher.id,
      with_name: `Teacher ${teacher.lastName}`,
      with_avatar_url: null,
    });
    expect(theirs.Today[0].with_id).toBe(student.id);

    const otherStudent = await createTestUser(t.database.db, 'student');
    await t.database.db.insert(classes).values({
      batchName: 'Started Now',
      teacherId: teacher.id,
      studentId: otherStudent.id,
      startsAt: instantOf(today, '00:00', TZ),
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
  const zone = 'Asia/Kolkata';
  // 10:00 in India.
  const start = new Date('2026-01-01T04:30:00.000Z');
  const c = {
    startsAt: start,
    durationMinutes: 60,
    isStarted: false,
    isCompleted: false,
    isCancelled: false,
  };
  const minutesIn = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
  it('opens 15 minutes before the start and closes at the end', () => {
    expect(isJoinable(c, minutesIn(-16), zone)).toBe(false);
    expect(isJoinable(c, minutesIn(-15), zone)).toBe(true);
    expect(isJoinable(c, minutesIn(60), zone)).toBe(true);
    expect(isJoinable(c, minutesIn(61), zone)).toBe(false);
    expect(isJoinable({ ...c, isCancelled: true }, minutesIn(0), zone)).toBe(false);
  });

  it("keeps a started lesson open for the rest of its school day, and one crossing the school's midnight while it runs", () => {
    expect(isJoinable({ ...c, isStarted: true }, minutesIn(13 * 60 + 29), zone)).toBe(true);
    // 00:00 the next day in India.
    expect(isJoinable({ ...c, isStarted: true }, minutesIn(14 * 60), zone)).toBe(false);
    const lateStart = new Date('2026-01-01T18:00:00.000Z'); // 23:30 in India
    const late = { ...c, startsAt: lateStart, isStarted: true };
    expect(isJoinable(late, new Date('2026-01-01T18:45:00.000Z'), zone)).toBe(true);
    expect(isJoinable(late, new Date('2026-01-01T19:31:00.000Z'), zone)).toBe(false);
  });
});
