import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { CALENDAR_DAYS_AHEAD, DATE_OUT_OF_REACH, SERIES_TOO_LONG } from '../../../common/lesson-policy.ts';
import { instantOf } from '../../../common/lesson-time.ts';
import { SERIES_MAX_LESSONS } from '../../../common/schemas/calendar.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { classes, classSeries } from '../../db/schema.ts';
import { expectAdminOnly, schoolDays, signInAdmin } from '../../test/admin-fixtures.ts';
import { createTeacherAndStudent, createTestUser, fullName } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

const KOLKATA = 'Asia/Kolkata';

describe('admin series routes', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', SCHOOL_TIME_ZONE: KOLKATA });
  const url = `/api${API.adminSeries}`;
  const checkUrl = `/api${API.adminSeriesCheck}`;
  const classesUrl = `/api${API.adminClasses}`;

  const adminIn = (timeZone?: string) => signInAdmin(t.app, t.database.db, timeZone);
  // Five Tuesdays and the Thursdays after the 2nd, 3rd and 5th: British summer time begins on the
  // Sunday between the 4th and the 5th (as on 28 March 2027, after Tuesday 23 March).
  const { day, label, summerTime } = schoolDays(KOLKATA);
  const [tue1, , tue3, tue4, tue5] = [-26, -19, -12, -5, 2].map((n) => day(summerTime + n));
  const [thu2, thu3, thu5] = [-17, -10, 4].map((n) => day(summerTime + n));
  const people = () => createTeacherAndStudent(t.database.db);
  const seriesOf = (p: { teacher: { id: number }; student: { id: number } }, extra: object = {}) => ({
    batchName: 'Tuesday Piano',
    teacherId: p.teacher.id,
    studentId: p.student.id,
    weekdays: [2],
    startTime: '18:00',
    durationMinutes: 60,
    // The 3rd, 4th and 5th Tuesdays: British summer time begins between the last two.
    firstDate: tue3,
    end: { kind: 'count', lessonCount: 3 },
    ...extra,
  });
  const post = (path: string, cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: path, headers: { cookie }, payload });
  const lessonsOf = (teacherId: number) =>
    t.database.db.select().from(classes).where(eq(classes.teacherId, teacherId)).orderBy(classes.startsAt);

  it('refuses anyone but an admin', async () => {
    await expectAdminOnly(t.app, t.database.db, [
      { method: 'POST', url: checkUrl, payload: {} },
      { method: 'POST', url, payload: {} },
      { method: 'GET', url: `${url}/1` },
      { method: 'POST', url: `${url}/1/end`, payload: { fromDate: day(0) } },
    ]);
  });

  it("checks a series without storing it, on the admin's clock", async () => {
    const cookie = await adminIn('Europe/London');
    const p = await people();
    const res = await post(checkUrl, cookie, seriesOf(p));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: true,
      lessons: [
        {
          starts_at: `${tue3}T12:30:00.000Z`,
          when_label: `${label(tue3)}, 12:30 London time (18:00 in India)`,
        },
        {
          starts_at: `${tue4}T12:30:00.000Z`,
          when_label: `${label(tue4)}, 12:30 London time (18:00 in India)`,
        },
        {
          starts_at: `${tue5}T12:30:00.000Z`,
          when_label: `${label(tue5)}, 13:30 London time (18:00 in India)`,
        },
      ],
      clashes: [],
      enrolmentRefusal: null,
    });
    expect(await lessonsOf(p.teacher.id)).toEqual([]);
  });

  it('creates the series and its lessons, each logged, and answers it again by id', async () => {
    const cookie = await adminIn();
    const p = await people();
    const created = await post(url, cookie, seriesOf(p, { joinPassword: 'open-sesame' }));
    expect(created.statusCode).toBe(201);
    const series = created.json().Series;
    expect(series).toMatchObject({
      batch_name: 'Tuesday Piano',
      teacher_id: p.teacher.id,
      student_id: p.student.id,
      weekdays: [2],
      start_time: '18:00',
      duration_minutes: 60,
      first_date: tue3,
      until_date: null,
      lesson_count: 3,
      ended_from: null,
    });
    expect(
      series.lessons.map((l: { when_label: string; status: string }) => [l.when_label, l.status]),
    ).toEqual([
      [`${label(tue3)}, 18:00 India time`, 'scheduled'],
      [`${label(tue4)}, 18:00 India time`, 'scheduled'],
      [`${label(tue5)}, 18:00 India time`, 'scheduled'],
    ]);
    expect(JSON.stringify(created.json())).not.toMatch(/open-sesame|Hash/);
    const stored = await lessonsOf(p.teacher.id);
    expect(
      stored.map((c) => [c.seriesId, c.batchName, c.durationMinutes, c.joinPasswordHash !== null]),
    ).toEqual([
      [series.id, 'Tuesday Piano', 60, true],
      [series.id, 'Tuesday Piano', 60, true],
      [series.id, 'Tuesday Piano', 60, true],
    ]);
    const again = await t.app.inject({ method: 'GET', url: `${url}/${series.id}`, headers: { cookie } });
    expect(again.json()).toEqual(created.json());
    const log = await t.app.inject({
      method: 'GET',
      url: `${classesUrl}/${series.lessons[2].id}/changes`,
      headers: { cookie },
    });
    expect(log.json().Changes.map((c: { summary: string }) => c.summary)).toEqual([
      `Created for ${label(tue5)}, 18:00 India time`,
    ]);
    const listed = await t.app.inject({
      method: 'GET',
      url: `${classesUrl}?pageSize=100`,
      headers: { cookie },
    });
    expect(listed.json().Classes.find((c: { id: number }) => c.id === series.lessons[0].id)).toMatchObject({
      seriesId: series.id,
      classDate: tue3,
      classTime: '18:00',
    });
  });

  it('lists every clash and stores nothing when any lesson clashes', async () => {
    const cookie = await adminIn();
    const p = await people();
    const otherStudent = await createTestUser(t.database.db, 'student');
    const otherTeacher = await createTestUser(t.database.db, 'teacher');
    const book = (payload: object) => post(classesUrl, cookie, { durationMinutes: 60, ...payload });
    expect(
      (
        await book({
          batchName: 'Theory',
          teacherId: p.teacher.id,
          studentId: otherStudent.id,
          classDate: tue3,
          classTime: '17:30',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await book({
          batchName: 'Singing',
          teacherId: otherTeacher.id,
          studentId: p.student.id,
          classDate: tue5,
          classTime: '18:45',
        })
      ).statusCode,
    ).toBe(200);
    const lines = [
      `${label(tue3)}, 18:00 India time: ${fullName(p.teacher)} (teacher) has 'Theory' then`,
      `${label(tue5)}, 18:00 India time: ${fullName(p.student)} (student) has 'Singing' then`,
    ];
    const check = await post(checkUrl, cookie, seriesOf(p));
    expect(check.json().clashes.map((c: { message: string }) => c.message)).toEqual(lines);
    expect(check.json().clashes[1]).toMatchObject({
      starts_at: `${tue5}T12:30:00.000Z`,
      when_label: `${label(tue5)}, 18:00 India time`,
    });
    const seriesBefore = await t.database.db.$count(classSeries);
    const refused = await post(url, cookie, seriesOf(p));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(['Nothing was stored. These lessons clash:', ...lines].join('\n'));
    expect((await lessonsOf(p.teacher.id)).map((c) => c.batchName)).toEqual(['Theory']);
    expect(await t.database.db.$count(classSeries)).toBe(seriesBefore);
  });

  it('refuses bad series with the shared messages', async () => {
    const cookie = await adminIn();
    const p = await people();
    const cases: [object, number, string][] = [
      [{ weekdays: [] }, 400, 'Please choose at least one weekday'],
      [{ startTime: '24:00' }, 400, 'Please enter a valid time'],
      [{ durationMinutes: 10 }, 400, 'Duration must be between 15 and 240 minutes'],
      [
        { end: { kind: 'date', untilDate: day(summerTime - 27) } },
        400,
        'The last date must be on or after the first date',
      ],
      [
        { end: { kind: 'count', lessonCount: SERIES_MAX_LESSONS + 1 } },
        400,
        `Number of lessons must be between 1 and ${SERIES_MAX_LESSONS}`,
      ],
      [
        { weekdays: [1, 2, 3, 4, 5, 6, 7], end: { kind: 'date', untilDate: day(summerTime - 12 + 290) } },
        400,
        'A series can have at most 160 lessons; these dates would make 291. Please choose an earlier last date or a number of lessons.',
      ],
      [
        { weekdays: [5], end: { kind: 'date', untilDate: day(summerTime - 11) } },
        400,
        'No lesson falls on the chosen weekdays between these dates',
      ],
      // The calendar's reach, and the series' span: no walk over a thousand years.
      [{ firstDate: '1026-03-03', end: { kind: 'date', untilDate: day(0) } }, 400, DATE_OUT_OF_REACH],
      [{ end: { kind: 'date', untilDate: '2999-12-31' } }, 400, DATE_OUT_OF_REACH],
      [{ firstDate: day(CALENDAR_DAYS_AHEAD + 1) }, 400, DATE_OUT_OF_REACH],
      [{ firstDate: day(-300), end: { kind: 'date', untilDate: day(500) } }, 400, SERIES_TOO_LONG],
      [{ teacherId: p.student.id }, 400, 'Please choose a teacher'],
      [{ studentId: p.teacher.id }, 400, 'Please choose a student'],
    ];
    for (const [change, status, error] of cases)
      for (const path of [checkUrl, url]) {
        const res = await post(path, cookie, seriesOf(p, change));
        expect([res.statusCode, res.json().error], `${path} ${JSON.stringify(change)}`).toEqual([
          status,
          error,
        ]);
      }
    expect(await lessonsOf(p.teacher.id)).toEqual([]);
  });

  it('answers 404 for a series that does not exist', async () => {
    const cookie = await adminIn();
    const get = await t.app.inject({ method: 'GET', url: `${url}/999999`, headers: { cookie } });
    const end = await post(`${url}/999999/end`, cookie, { fromDate: day(0) });
    for (const res of [get, end]) expect([res.statusCode, res.json().error]).toEqual([404, 'No such series']);
    const badDate = await post(`${url}/1/end`, cookie, { fromDate: '2027-02-30' });
    expect([badDate.statusCode, badDate.json().error]).toEqual([400, 'Please enter a valid date']);
    // The year 1 once overflowed the query (a 500).
    const farDate = await post(`${url}/1/end`, cookie, { fromDate: '0001-01-01' });
    expect([farDate.statusCode, farDate.json().error]).toEqual([400, DATE_OUT_OF_REACH]);
  });

  it('ends a series: the lessons still to come go, the past and the cancelled stay', async () => {
    const cookie = await adminIn();
    const p = await people();
    const today = DateTime.fromISO(schoolDate(KOLKATA));
    const date = (days: number) => today.plus({ days }).toFormat('yyyy-MM-dd');
    // Weekly on tomorrow's weekday: 13 and 6 days ago, then tomorrow and every week after.
    const created = await post(
      url,
      cookie,
      seriesOf(p, {
        weekdays: [today.plus({ days: 1 }).weekday],
        firstDate: date(-13),
        end: { kind: 'count', lessonCount: 6 },
      }),
    );
    const series = created.json().Series;
    expect(series.lessons).toHaveLength(6);
    const [past1, past2, , cancelled] = series.lessons;
    await post(`${classesUrl}/${cancelled.id}/cancel`, cookie, {});
    const ended = await post(`${url}/${series.id}/end`, cookie, { fromDate: date(-13) });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().Series.ended_from).toBe(date(-13));
    expect(ended.json().Series.lessons.map((l: { id: number; status: string }) => [l.id, l.status])).toEqual([
      [past1.id, 'scheduled'],
      [past2.id, 'scheduled'],
      [cancelled.id, 'cancelled'],
    ]);
    expect((await lessonsOf(p.teacher.id)).map((c) => c.id)).toEqual([past1.id, past2.id, cancelled.id]);
    const log = await t.app.inject({
      method: 'GET',
      url: `${classesUrl}/${past1.id}/changes`,
      headers: { cookie },
    });
    const day = today.plus({ days: -13 }).toFormat('ccc d LLL yyyy');
    expect(log.json().Changes.at(-1).summary).toBe(`Series ended: lessons from ${day} on removed`);
  });

  describe("editing a series lesson with scope 'later'", () => {
    // The five Tuesdays at 18:00 India time.
    const fiveTuesdays = (p: { teacher: { id: number }; student: { id: number } }) =>
      seriesOf(p, { firstDate: tue1, end: { kind: 'count', lessonCount: 5 } });
    const edit = (cookie: string, id: number, payload: object) =>
      t.app.inject({ method: 'PUT', url: `${classesUrl}/${id}`, headers: { cookie }, payload });
    const editOf = (p: { teacher: { id: number }; student: { id: number } }, extra: object) => ({
      batchName: 'Thursday Piano',
      teacherId: p.teacher.id,
      studentId: p.student.id,
      classDate: thu2,
      classTime: '19:00',
      durationMinutes: 45,
      ...extra,
    });

    it('shifts this and every later lesson not cancelled by the same days to the new time', async () => {
      const cookie = await adminIn('Europe/London');
      const p = await people();
      const lessons = (await post(url, cookie, fiveTuesdays(p))).json().Series.lessons;
      await post(`${classesUrl}/${lessons[3].id}/cancel`, cookie, {});
      // The 2nd lesson moves two days on, to 19:00, for 45 minutes: so do the 3rd and the 5th.
      const res = await edit(cookie, lessons[1].id, editOf(p, { scope: 'later' }));
      expect(res.statusCode).toBe(200);
      expect(res.json().Class).toMatchObject({
        classDate: thu2,
        classTime: '19:00',
        whenLabel: `${label(thu2)}, 13:30 London time (19:00 in India)`,
      });
      const stored = await lessonsOf(p.teacher.id);
      expect(
        stored.map((c) => [c.startsAt.toISOString(), c.batchName, c.durationMinutes, c.sequence]),
      ).toEqual([
        [instantOf(tue1, '18:00', KOLKATA).toISOString(), 'Tuesday Piano', 60, 0],
        [instantOf(thu2, '19:00', KOLKATA).toISOString(), 'Thursday Piano', 45, 1],
        [instantOf(thu3, '19:00', KOLKATA).toISOString(), 'Thursday Piano', 45, 1],
        [instantOf(tue4, '18:00', KOLKATA).toISOString(), 'Tuesday Piano', 60, 1],
        [instantOf(thu5, '19:00', KOLKATA).toISOString(), 'Thursday Piano', 45, 1],
      ]);
      const log = await t.app.inject({
        method: 'GET',
        url: `${classesUrl}/${lessons[4].id}/changes`,
        headers: { cookie },
      });
      expect(log.json().Changes.map((c: { summary: string }) => c.summary)).toEqual([
        `Created for ${label(tue5)}, 13:30 London time (18:00 in India)`,
        `Moved from ${label(tue5)}, 13:30 London time (18:00 in India) to ${label(thu5)}, 14:30 London time (19:00 in India)`,
        'Edited: batch name, duration',
      ]);
    });

    it("moves only this lesson with scope 'this'", async () => {
      const cookie = await adminIn();
      const p = await people();
      const lessons = (await post(url, cookie, fiveTuesdays(p))).json().Series.lessons;
      expect((await edit(cookie, lessons[1].id, editOf(p, { scope: 'this' }))).statusCode).toBe(200);
      const stored = await lessonsOf(p.teacher.id);
      expect(stored.map((c) => c.batchName)).toEqual([
        'Tuesday Piano',
        'Thursday Piano',
        'Tuesday Piano',
        'Tuesday Piano',
        'Tuesday Piano',
      ]);
    });

    it('changes nothing when any of the shifted lessons would clash', async () => {
      const cookie = await adminIn();
      const p = await people();
      const otherStudent = await createTestUser(t.database.db, 'student');
      const lessons = (await post(url, cookie, fiveTuesdays(p))).json().Series.lessons;
      const busy = await post(classesUrl, cookie, {
        batchName: 'Theory',
        teacherId: p.teacher.id,
        studentId: otherStudent.id,
        classDate: thu3,
        classTime: '19:15',
        durationMinutes: 30,
      });
      expect(busy.statusCode).toBe(200);
      const before = await lessonsOf(p.teacher.id);
      const refused = await edit(cookie, lessons[1].id, editOf(p, { scope: 'later' }));
      expect([refused.statusCode, refused.json().error]).toEqual([
        409,
        `${label(thu3)}, 19:00 India time: ${fullName(p.teacher)} (teacher) has 'Theory' then`,
      ]);
      expect(await lessonsOf(p.teacher.id)).toEqual(before);
    });
  });
});
