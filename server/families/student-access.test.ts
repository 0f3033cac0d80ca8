import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../common/api.ts';
import { FAMILY_TEXT } from '../../common/schemas/families.ts';
import { LIVE_MESSAGES } from '../../common/schemas/live-class/shared.ts';
import { classes, guardianLinks } from '../db/schema.ts';
import {
  askReschedule,
  call,
  changesOf,
  createLesson,
  DAYS,
  LONDON,
  lessonRow,
  mailsTo,
  person,
  schoolAt,
  useLessonsApp,
} from '../routes/lessons/lesson-fixtures.ts';
import { createGuardianOf, createTestClass } from '../test/builders.ts';

// "Is this the student?" answered once for every call: the student, or one of their linked
// guardians; a guardian never in a live room; an unlink counts at the next request.

describe('a guardian in the student’s place', () => {
  const t = useLessonsApp();
  const NEW_YORK = 'America/New_York';

  it("asks to reschedule their child's lesson by the student's rules, named in the change log as the one who asked, on their own clock", async () => {
    const lesson = await createLesson(t, 3 * DAYS);
    const guardian = await person(t, 'guardian', NEW_YORK);
    await t.database.db
      .insert(guardianLinks)
      .values({ guardianId: guardian.user.id, studentId: lesson.student.user.id });

    const options = await call(t, 'GET', `${API.lessons}/${lesson.id}/options`, guardian.cookie);
    expect(options.statusCode).toBe(200);
    expect(options.json().Options).toMatchObject({ can_reschedule: true, can_cancel: true });

    const res = await askReschedule(t, lesson, [schoolAt(4, '17:30')], guardian.cookie);
    expect(res.statusCode).toBe(201);
    // The guardian's clock, with the teacher's beside it.
    expect(res.json().Request.proposed[0].when_label).toMatch(/New York time/);
    expect(await changesOf(t, lesson.id)).toMatchObject([
      { actorId: guardian.user.id, actorRole: 'guardian', action: 'reschedule_requested' },
    ]);
    expect(await mailsTo(t, lesson.teacher.user.email)).toHaveLength(1);

    // The month's requests are the child's, whoever asked: the student cannot ask a second time now.
    const again = await askReschedule(t, lesson, [schoolAt(5, '17:30')]);
    expect(again.statusCode).toBe(409);
  });

  it("cancels their child's lesson as the student would; the log names the guardian", async () => {
    const lesson = await createLesson(t, 3 * DAYS);
    const guardian = await createGuardianOf(t, lesson.student.user.id);
    const res = await call(t, 'POST', `${API.lessons}/${lesson.id}/cancel`, guardian.cookie, { note: '' });
    expect(res.statusCode).toBe(200);
    expect(await lessonRow(t, lesson.id)).toMatchObject({ isCancelled: true, cancelledBy: 'student' });
    expect(await changesOf(t, lesson.id)).toMatchObject([
      { actorId: guardian.user.id, actorRole: 'guardian', action: 'cancelled' },
    ]);
  });

  it("does not find another child's lesson, and loses their own child's at once when unlinked", async () => {
    const lesson = await createLesson(t, 3 * DAYS);
    const other = await createLesson(t, 3 * DAYS);
    const guardian = await createGuardianOf(t, lesson.student.user.id);
    const options = (id: number) => call(t, 'GET', `${API.lessons}/${id}/options`, guardian.cookie);
    expect((await options(lesson.id)).statusCode).toBe(200);
    expect((await options(other.id)).statusCode).toBe(404);

    await t.database.db
      .delete(guardianLinks)
      .where(
        and(
          eq(guardianLinks.guardianId, guardian.user.id),
          eq(guardianLinks.studentId, lesson.student.user.id),
        ),
      );
    expect((await options(lesson.id)).statusCode).toBe(404);
    const cancel = await call(t, 'POST', `${API.lessons}/${lesson.id}/cancel`, guardian.cookie, { note: '' });
    expect(cancel.statusCode).toBe(404);
  });

  it("never enters a live room, not even their own child's: access check, room calls, the stream", async () => {
    const c = await createTestClass(t);
    const guardian = await createGuardianOf(t, c.student.user.id);
    const headers = { cookie: guardian.cookie };
    const access = await t.app.inject({
      method: 'POST',
      url: `/api${API.checkClassAccess}`,
      headers,
      payload: { class_id: c.id },
    });
    expect(access.json()).toMatchObject({ success: false, message: LIVE_MESSAGES.notAuthorized });
    const join = await t.app.inject({
      method: 'POST',
      url: `/api${API.updateClassAttendance}`,
      headers,
      payload: { class_id: c.id, action: 'join' },
    });
    expect([join.statusCode, join.json().message]).toEqual([403, LIVE_MESSAGES.notAuthorized]);
    const stream = await t.app.inject({
      method: 'GET',
      url: `/api${API.classEvents}?class_id=${c.id}`,
      headers,
    });
    expect(stream.statusCode).toBe(403);
    const active = await call(t, 'GET', API.studentActiveClass, guardian.cookie);
    expect(active.statusCode).toBe(403);
    // The student still joins.
    const student = await t.app.inject({
      method: 'POST',
      url: `/api${API.checkClassAccess}`,
      headers: { cookie: c.student.cookie },
      payload: { class_id: c.id },
    });
    expect(student.json()).toMatchObject({ success: true });
  });

  it("reads their child's assignments and practice week, names the child, and changes nothing", async () => {
    const lesson = await createLesson(t, 3 * DAYS);
    const child = lesson.student.user.id;
    const other = (await person(t, 'student', LONDON)).user.id;
    const guardian = await createGuardianOf(t, child);
    const set = await call(t, 'POST', API.courseAssignments, lesson.teacher.cookie, {
      student_id: child,
      title: 'Scales in G',
    });
    expect(set.statusCode).toBe(201);
    const assignmentId = set.json().Assignment.id;

    const list = await call(t, 'GET', `${API.courseAssignments}?student_id=${child}`, guardian.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json().Assignments).toMatchObject([
      { id: assignmentId, title: 'Scales in G', can_change: false },
    ]);
    const week = await call(
      t,
      'GET',
      `${API.practiceLog}?student_id=${child}&from=2026-03-02`,
      guardian.cookie,
    );
    expect(week.statusCode).toBe(200);

    const refused = [
      await call(t, 'GET', `${API.courseAssignments}?student_id=${other}`, guardian.cookie),
      await call(t, 'GET', `${API.practiceLog}?student_id=${other}&from=2026-03-02`, guardian.cookie),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().message])).toEqual([
      [403, FAMILY_TEXT.notYourChild],
      [403, FAMILY_TEXT.notYourChild],
    ]);
    const unnamed = await call(t, 'GET', API.courseAssignments, guardian.cookie);
    expect([unnamed.statusCode, unnamed.json().message]).toEqual([400, FAMILY_TEXT.chooseChild]);

    const writes = [
      await call(t, 'POST', API.courseAssignments, guardian.cookie, { student_id: child, title: 'More' }),
      await call(t, 'PATCH', `${API.courseAssignments}/${assignmentId}`, guardian.cookie, {
        title: 'Changed',
      }),
      await call(t, 'POST', API.practiceLog, guardian.cookie, {
        source: 'self',
        day: '2026-03-02',
        minutes: 20,
      }),
    ];
    expect(writes.map((r) => r.statusCode)).toEqual([403, 403, 403]);
  });

  it("reads their child's enrolments, named, and nobody else's", async () => {
    const child = (await person(t, 'student', LONDON)).user.id;
    const other = (await person(t, 'student', LONDON)).user.id;
    const guardian = await createGuardianOf(t, child);
    const ask = (query: string) => call(t, 'GET', `${API.myEnrolments}${query}`, guardian.cookie);
    const own = await ask(`?student_id=${child}`);
    expect([own.statusCode, own.json().view]).toEqual([200, 'student']);
    expect((await ask(`?student_id=${other}`)).statusCode).toBe(403);
    expect((await ask('')).statusCode).toBe(400);
  });

  it("lists their child's classes on the guardian's own clock, never joinable, and nobody else's", async () => {
    const c = await createTestClass(t);
    const guardian = await person(t, 'guardian', NEW_YORK);
    await t.database.db
      .insert(guardianLinks)
      .values({ guardianId: guardian.user.id, studentId: c.student.user.id });
    await t.database.db.update(classes).set({ isStarted: true }).where(eq(classes.id, c.id));
    const list = (query: string, cookie = guardian.cookie) =>
      call(t, 'GET', `${API.myClasses}${query}`, cookie);

    const res = await list(`?student_id=${c.student.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const [today] = res.json().Today;
    expect(today).toMatchObject({ id: c.id, is_active: false });
    expect(today.when_label).toMatch(/New York time/);
    // The student's own list offers Join.
    expect((await list('', c.student.cookie)).json().Today[0]).toMatchObject({ id: c.id, is_active: true });

    const other = await createTestClass(t);
    expect((await list(`?student_id=${other.student.user.id}`)).statusCode).toBe(403);
    expect((await list('')).statusCode).toBe(400);
    expect((await list(`?student_id=${other.student.user.id}`, c.student.cookie)).statusCode).toBe(403);
  });
});
