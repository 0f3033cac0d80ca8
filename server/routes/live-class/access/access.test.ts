import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lessonWhenLabel } from '../../../../common/lesson-time.ts';
import { PRACTICE_OFF } from '../../../../common/schemas/live-class/practice.ts';
import { LIVE_MESSAGES } from '../../../../common/schemas/live-class/shared.ts';
import { meetingStatus } from '../../../../common/test/builders.ts';
import { classAttendance, classes, userAvatars } from '../../../db/schema.ts';
import { createOutsider, createTestClass, todayAtTen } from '../../../test/builders.ts';
import { call, useLiveTestApp } from '../live-class-fixtures.ts';

const ACCESS = '/api/check_class_access.php';
const PASSWORD = '/api/verify_class_password.php';
const STATUS = '/api/check_meeting_status.php';
const START = '/api/start_class.php';
const ATTENDANCE = '/api/update_class_attendance.php';
const COMPLETE = '/api/complete_class.php';

describe('live class access, password, meeting status, start, attendance, complete', () => {
  const t = useLiveTestApp();

  it('tells the teacher and the student of an open class they may join, without the password', async () => {
    const c = await createTestClass(t, { password: 'secret-pw', batchName: 'Ravi&#039;s Piano' });
    const res = await call(t, c.student, 'POST', ACCESS, {
      class_id: c.id,
      user_id: c.student.user.id,
      user_role: 'Student',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Access granted',
      data: {
        access: 'allowed',
        user_id: c.student.user.id,
        user_role: 'student',
        password_verified: false,
        class: { id: c.id, batch_name: 'Ravi&#039;s Piano', is_completed: false, requires_password: true },
      },
    });
    expect(res.body).not.toContain('secret-pw');
    expect(res.body).not.toContain('argon2');
    const teacher = await call(t, c.teacher, 'POST', ACCESS, { class_id: c.id });
    expect(teacher.json().data).toMatchObject({ user_id: c.teacher.user.id, user_role: 'teacher' });
    // Neither has a zone yet: both on the school's clock (India), with no second clock.
    const startsAt = todayAtTen(t.config.timeZone);
    expect(body.data.class).toMatchObject({
      class_time: '10:00',
      starts_at: startsAt.toISOString(),
      when_label: lessonWhenLabel(startsAt, 'Asia/Kolkata'),
    });
    expect(body.data.class.when_label).toMatch(/, 10:00 India time$/);
  });

  it("names both parties to each of them, with a photo's address for the one who has a photo and null for the other", async () => {
    const c = await createTestClass(t);
    await t.database.db
      .insert(userAvatars)
      .values({ userId: c.student.user.id, image: Buffer.from('webp'), version: 'v3' });
    const names = {
      teacher_name: `${c.teacher.user.firstName} ${c.teacher.user.lastName}`,
      teacher_avatar_url: null,
      student_name: `${c.student.user.firstName} ${c.student.user.lastName}`,
      student_avatar_url: `/api/avatars/${c.student.user.id}?v=v3`,
    };
    for (const who of [c.teacher, c.student]) {
      const res = await call(t, who, 'POST', ACCESS, { class_id: c.id });
      expect(res.json().data.class).toMatchObject(names);
    }
  });

  it('refuses strangers, anonymous users and mismatched claims', async () => {
    const c = await createTestClass(t);
    const otherStudent = await createOutsider(t, 'student');
    const otherTeacher = await createOutsider(t, 'teacher');
    for (const who of [otherStudent, otherTeacher]) {
      const res = await call(t, who, 'POST', ACCESS, { class_id: c.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: false,
        message: 'You are not authorized to join this class. Please join a class you are authorized for.',
        data: {
          access: 'not_authorized',
          class: null,
          user_id: who.user.id,
          user_role: null,
          password_verified: false,
        },
      });
    }
    const unknown = await call(t, c.student, 'POST', ACCESS, { class_id: 999_999 });
    expect(unknown.json().data.access).toBe('not_authorized');
    const anonymous = await call(t, null, 'POST', ACCESS, { class_id: c.id });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      success: false,
      data: null,
      error: 'Please sign in to continue',
    });
    const claim = await call(t, c.student, 'POST', ACCESS, { class_id: c.id, user_id: c.teacher.user.id });
    expect(claim.statusCode).toBe(403);
    const role = await call(t, c.student, 'POST', ACCESS, { class_id: c.id, user_role: 'teacher' });
    expect(role.statusCode).toBe(403);
  });

  it("says a completed class is completed, and a class of another day or a cancelled one isn't open", async () => {
    const done = await createTestClass(t);
    await t.database.db.update(classes).set({ isCompleted: true }).where(eq(classes.id, done.id));
    const res = await call(t, done.student, 'POST', ACCESS, { class_id: done.id });
    expect(res.json()).toMatchObject({
      success: false,
      data: { access: 'completed', class: { is_completed: true } },
    });
    expect(res.json().message).toContain('completed');

    const tomorrow = await createTestClass(t, { startsAt: new Date('2099-01-01T04:30:00.000Z') });
    const later = await call(t, tomorrow.teacher, 'POST', ACCESS, { class_id: tomorrow.id });
    expect(later.json()).toMatchObject({
      success: false,
      data: { access: 'not_today' },
      message: LIVE_MESSAGES.notToday,
    });
    expect(later.json().message).not.toContain('completed');

    const off = await createTestClass(t);
    await t.database.db.update(classes).set({ isCancelled: true }).where(eq(classes.id, off.id));
    const cancelled = await call(t, off.student, 'POST', ACCESS, { class_id: off.id });
    expect(cancelled.json()).toMatchObject({ success: false, data: { access: 'cancelled' } });
    const join = await call(t, off.student, 'POST', ATTENDANCE, { class_id: off.id, action: 'join' });
    expect(join.statusCode).toBe(403);
  });

  it('checks the join password on the server, remembers it per session, and refuses joining before it', async () => {
    const c = await createTestClass(t, { password: 'secret-pw' });
    const early = await call(t, c.student, 'POST', ATTENDANCE, { class_id: c.id, action: 'join' });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ success: false, data: null, message: LIVE_MESSAGES.passwordFirst });

    const empty = await call(t, c.student, 'POST', PASSWORD, { class_id: c.id, password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Password is required');
    const wrong = await call(t, c.student, 'POST', PASSWORD, { class_id: c.id, password: 'nope' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ success: false, data: null, message: 'Incorrect class password' });
    const stranger = await createOutsider(t, 'student');
    const theirs = await call(t, stranger, 'POST', PASSWORD, { class_id: c.id, password: 'secret-pw' });
    expect(theirs.statusCode).toBe(403);

    const right = await call(t, c.student, 'POST', PASSWORD, { class_id: c.id, password: 'secret-pw' });
    expect(right.json()).toEqual({ success: true, data: { verified: true }, message: 'Password verified' });
    const access = await call(t, c.student, 'POST', ACCESS, { class_id: c.id });
    expect(access.json().data.password_verified).toBe(true);
    const join = await call(t, c.student, 'POST', ATTENDANCE, { class_id: c.id, action: 'join' });
    expect(join.statusCode).toBe(200);
    // The teacher's session has not passed it.
    const teacherJoin = await call(t, c.teacher, 'POST', ATTENDANCE, { class_id: c.id, action: 'join' });
    expect(teacherJoin.statusCode).toBe(403);
  });

  it('rate limits password attempts', async () => {
    const c = await createTestClass(t, { password: 'secret-pw' });
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      codes.push(
        (await call(t, c.student, 'POST', PASSWORD, { class_id: c.id, password: `guess-${i}` })).statusCode,
      );
    }
    expect(codes.slice(0, 10).every((s) => s === 403)).toBe(true);
    expect(codes[10]).toBe(429);
    const blocked = await call(t, c.student, 'POST', PASSWORD, { class_id: c.id, password: 'secret-pw' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ success: false, data: null });
  });

  it('records joins and leaves and reports the meeting status from them', async () => {
    const c = await createTestClass(t);
    const status = async () =>
      (await call(t, c.student, 'GET', STATUS, { class_id: c.id, timestamp: Date.now() })).json();
    const first = await call(t, c.student, 'GET', STATUS, { class_id: c.id });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(await status()).toEqual({
      success: true,
      message: 'Meeting status',
      data: meetingStatus({ practice: PRACTICE_OFF }),
    });
    const join = await call(t, c.teacher, 'POST', ATTENDANCE, {
      class_id: c.id,
      user_id: c.teacher.user.id,
      user_role: 'Teacher',
      action: 'join',
    });
    expect(join.json().data.teacher_joined).toBe(1);
    const start = await call(t, c.teacher, 'POST', START, { class_id: c.id, teacher_id: c.teacher.user.id });
    expect(start.json()).toMatchObject({ success: true, data: { is_started: 1 } });
    /** The student joins or leaves; answers the meeting status after it. */
    const studentThen = async (action: 'join' | 'leave') => {
      await call(t, c.student, 'POST', ATTENDANCE, { class_id: c.id, action });
      return (await status()).data;
    };
    await studentThen('join');
    expect(await studentThen('leave')).toMatchObject({
      teacher_joined: 1,
      student_joined: 1,
      is_started: 1,
      student_left: 1,
    });
    expect(await studentThen('join')).toMatchObject({
      student_joined: 1,
      student_left: 0,
      teacher_left: 0,
      teacher_joins: 1,
      student_joins: 2, // a rejoin shows even to someone who never saw the leave
    });
    const rows = await t.database.db.select().from(classAttendance).where(eq(classAttendance.classId, c.id));
    expect(rows.map((r) => `${r.role}:${r.action}`)).toEqual([
      'teacher:join',
      'student:join',
      'student:leave',
      'student:join',
    ]);

    const stranger = await createOutsider(t, 'teacher');
    expect((await call(t, stranger, 'GET', STATUS, { class_id: c.id })).statusCode).toBe(403);
    expect((await call(t, null, 'GET', STATUS, { class_id: c.id })).statusCode).toBe(401);
    expect((await call(t, c.student, 'GET', STATUS, { class_id: 'undefined' })).statusCode).toBe(400);
  });

  it('lets only the class teacher start and complete it; then it is closed', async () => {
    const c = await createTestClass(t);
    const otherTeacher = await createOutsider(t, 'teacher');
    for (const url of [START, COMPLETE]) {
      const student = await call(t, c.student, 'POST', url, { class_id: c.id });
      expect(student.statusCode).toBe(403);
      expect(student.json().message).toBe(LIVE_MESSAGES.teacherOnly);
      expect((await call(t, otherTeacher, 'POST', url, { class_id: c.id })).statusCode).toBe(403);
      expect((await call(t, null, 'POST', url, { class_id: c.id })).statusCode).toBe(401);
    }
    const claim = await call(t, c.teacher, 'POST', START, {
      class_id: c.id,
      teacher_id: otherTeacher.user.id,
    });
    expect(claim.statusCode).toBe(403);
    expect((await call(t, c.teacher, 'POST', START, { class_id: c.id })).statusCode).toBe(200);
    await call(t, c.teacher, 'POST', ATTENDANCE, { class_id: c.id, action: 'leave' });
    const done = await call(t, c.teacher, 'POST', COMPLETE, {
      class_id: c.id,
      user_id: c.teacher.user.id,
      user_role: 'teacher',
    });
    expect(done.json()).toMatchObject({ success: true, data: { is_completed: 1, teacher_left: 1 } });
    const [row] = await t.database.db.select().from(classes).where(eq(classes.id, c.id));
    expect(row).toMatchObject({ isStarted: true, isCompleted: true });
    expect(row?.completedAt).toBeInstanceOf(Date);
    // A student's leave still records after completion; a join is refused with the completed message.
    expect(
      (await call(t, c.student, 'POST', ATTENDANCE, { class_id: c.id, action: 'leave' })).statusCode,
    ).toBe(200);
    const rejoin = await call(t, c.student, 'POST', ATTENDANCE, { class_id: c.id, action: 'join' });
    expect(rejoin.statusCode).toBe(403);
    expect(rejoin.json().message).toContain('completed');
  });
});
