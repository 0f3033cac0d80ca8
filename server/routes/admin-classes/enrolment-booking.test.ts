import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { schoolDateLabel } from '../../../common/fees/enrolment-text.ts';
import { FEE_TEXT } from '../../../common/fees/fee-text.ts';
import { instantOf } from '../../../common/lesson-time.ts';
import { classes, classSeries, enrolments } from '../../db/schema.ts';
import { ENROLMENT_TEXT } from '../../fees/enrolments.ts';
import { schoolDays, signInAdmin } from '../../test/admin-fixtures.ts';
import { insertEnrolment, insertEnrolmentLesson } from '../../test/enrolment-fixtures.ts';
import { createTeacherAndStudent } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const ZONE = 'Asia/Kolkata';

// Lessons booked on an enrolment (issue 44): the one-off class, the make-up and the weekly series
// count against it, and are refused with its figures when it cannot take them.
describe('booking lessons on an enrolment', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', SCHOOL_TIME_ZONE: ZONE });
  const { day } = schoolDays(ZONE);
  const at = (date: string, time = '18:00') => instantOf(date, time, ZONE);
  const setup = async (over: Parameters<typeof insertEnrolment>[2] = {}) => {
    const p = await createTeacherAndStudent(t.database.db);
    const ids = { studentId: p.student.id, teacherId: p.teacher.id };
    const enrolment = await insertEnrolment(t, ids, { validFrom: day(-30), ...over });
    return { ...p, ids, enrolment, cookie: await signInAdmin(t.app, t.database.db) };
  };
  const lesson = (ids: { studentId: number; teacherId: number }, date: string, extra: object = {}) => ({
    batchName: 'Piano Quarter',
    ...ids,
    classDate: date,
    classTime: '18:00',
    durationMinutes: 60,
    ...extra,
  });
  const post = (path: string, cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api${path}`, headers: { cookie }, payload });
  const series = (ids: { studentId: number; teacherId: number }, enrolmentId: number, count: number) => ({
    batchName: 'Weekly Piano',
    ...ids,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    startTime: '18:00',
    durationMinutes: 60,
    firstDate: day(3),
    end: { kind: 'count', lessonCount: count },
    enrolmentId,
  });
  const lessonsOn = (enrolmentId: number) =>
    t.database.db.select().from(classes).where(eq(classes.enrolmentId, enrolmentId));

  it('books a class on the enrolment, counting it as booked', async () => {
    const { ids, enrolment, cookie } = await setup();
    const res = await post(API.adminClasses, cookie, lesson(ids, day(2), { enrolmentId: enrolment.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json().Class.enrolmentId).toBe(enrolment.id);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api${API.adminEnrolments}/${enrolment.id}`,
      headers: { cookie },
    });
    expect(detail.json().Enrolment).toMatchObject({ booked: 1, left: 24, free: 23 });
    // An empty choice is no enrolment.
    const none = await post(API.adminClasses, cookie, lesson(ids, day(4), { enrolmentId: '' }));
    expect(none.statusCode).toBe(200);
    expect(none.json().Class.enrolmentId).toBeNull();
  });

  it('refuses a class past what the enrolment has left, with the figures, and stores nothing', async () => {
    const { ids, enrolment, cookie } = await setup({ sessions: 3 });
    await insertEnrolmentLesson(t.database.db, enrolment, at(day(-5)), { isCompleted: true });
    await insertEnrolmentLesson(t.database.db, enrolment, at(day(1)));
    await insertEnrolmentLesson(t.database.db, enrolment, at(day(-4)), {
      isCancelled: true,
      cancelledBy: 'teacher',
    });
    const ok = await post(API.adminClasses, cookie, lesson(ids, day(2), { enrolmentId: enrolment.id }));
    expect(ok.statusCode).toBe(200);
    const refused = await post(API.adminClasses, cookie, lesson(ids, day(3), { enrolmentId: enrolment.id }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Piano/Keyboard - Quarter Course has 0 of 3 sessions left to book; 1 lesson was asked for',
    );
    expect(await lessonsOn(enrolment.id)).toHaveLength(4);
  });

  it("refuses a class outside the validity, on another student's or an ended enrolment, or an unknown one", async () => {
    const { ids, enrolment, cookie } = await setup({ validityMonths: 1 });
    const late = await post(API.adminClasses, cookie, lesson(ids, day(40), { enrolmentId: enrolment.id }));
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(
      ENROLMENT_TEXT.outsideValidity(
        'Piano/Keyboard - Quarter Course',
        schoolDateLabel(enrolment.validFrom),
        schoolDateLabel(enrolment.validUntil),
      ),
    );
    expect(late.json().error).toMatch(/is valid from \d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}/);
    const other = await setup();
    const theirs = await post(
      API.adminClasses,
      cookie,
      lesson(ids, day(2), { enrolmentId: other.enrolment.id }),
    );
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().error).toBe(ENROLMENT_TEXT.otherStudent);
    await t.database.db
      .update(enrolments)
      .set({ endedAt: new Date() })
      .where(eq(enrolments.id, enrolment.id));
    const ended = await post(API.adminClasses, cookie, lesson(ids, day(2), { enrolmentId: enrolment.id }));
    expect(ended.statusCode).toBe(409);
    expect(ended.json().error).toBe(ENROLMENT_TEXT.ended('Piano/Keyboard - Quarter Course'));
    const unknown = await post(API.adminClasses, cookie, lesson(ids, day(2), { enrolmentId: 999_999 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(FEE_TEXT.unknownEnrolment);
  });

  it('keeps the enrolment of a teacher-cancelled lesson on its make-up', async () => {
    const { ids, enrolment, cookie } = await setup();
    const cancelled = await insertEnrolmentLesson(t.database.db, enrolment, at(day(-2)), {
      isCancelled: true,
      cancelledBy: 'teacher',
    });
    const res = await post(API.adminClasses, cookie, lesson(ids, day(2), { makeUpFor: cancelled }));
    expect(res.statusCode).toBe(200);
    expect(res.json().Class).toMatchObject({ makeUpFor: cancelled, enrolmentId: enrolment.id });
  });

  it('checks a series against the enrolment before storing, and refuses it with the figures', async () => {
    const { ids, enrolment, cookie } = await setup({ sessions: 4 });
    await insertEnrolmentLesson(t.database.db, enrolment, at(day(-5)), { isCompleted: true });
    const check = await post(API.adminSeriesCheck, cookie, series(ids, enrolment.id, 5));
    expect(check.statusCode).toBe(200);
    const refusal =
      'Piano/Keyboard - Quarter Course has 3 of 4 sessions left to book; 5 lessons were asked for';
    expect(check.json()).toMatchObject({ clashes: [], enrolmentRefusal: refusal });
    expect(check.json().lessons).toHaveLength(5);

    const refused = await post(API.adminSeries, cookie, series(ids, enrolment.id, 5));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(refusal);
    expect(await lessonsOn(enrolment.id)).toHaveLength(1);
    expect(await t.database.db.$count(classSeries, eq(classSeries.studentId, ids.studentId))).toBe(0);

    const fits = await post(API.adminSeriesCheck, cookie, series(ids, enrolment.id, 3));
    expect(fits.json().enrolmentRefusal).toBeNull();
    const created = await post(API.adminSeries, cookie, series(ids, enrolment.id, 3));
    expect(created.statusCode).toBe(201);
    const made = await lessonsOn(enrolment.id);
    expect(made).toHaveLength(4);
    expect(made.filter((l) => l.seriesId === created.json().Series.id)).toHaveLength(3);
  });

  it('refuses a series whose lessons run past the validity', async () => {
    const { ids, enrolment, cookie } = await setup({ validFrom: day(-20), validityMonths: 1 });
    // From day 3, daily: the lessons after the last valid day fall outside.
    const res = await post(API.adminSeries, cookie, series(ids, enrolment.id, 20));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(
      /^Piano\/Keyboard - Quarter Course is valid from .+: every lesson must fall within it$/,
    );
  });
});
