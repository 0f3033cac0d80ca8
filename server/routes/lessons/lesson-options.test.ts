import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import {
  calendarReach,
  DATE_OUT_OF_REACH,
  DEFAULT_LESSON_POLICY,
  policyWords,
} from '../../../common/lesson-policy.ts';
import { lessonWhenLabel } from '../../../common/lesson-time.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { lessonOptions } from '../../../common/test/builders.ts';
import {
  call,
  createLesson,
  DAYS,
  HOURS,
  INDIA,
  LONDON,
  person,
  SCHOOL_ZONE,
  schoolAt,
  TEST_HOURS,
  useLessonsApp,
} from './lesson-fixtures.ts';

const words = policyWords(DEFAULT_LESSON_POLICY);
/** The calendar day `days` after a YYYY-MM-DD one. */
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
const options = (id: number) => `${API.lessons}/${id}/options`;

describe('lesson options, free times and the policy', () => {
  const t = useLessonsApp();

  it("tells the student what they may do, in the policy's words", async () => {
    const lesson = await createLesson(t, 2 * DAYS);
    const res = await call(t, 'GET', options(lesson.id), lesson.student.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: true,
      Options: lessonOptions([words.studentReschedule, words.studentCancel]),
    });
  });

  it('a student, less than a day ahead: no reschedule (the notice rule), a cancel that counts when under an hour', async () => {
    const soon = await createLesson(t, 23 * HOURS + 59);
    expect((await call(t, 'GET', options(soon.id), soon.student.cookie)).json().Options).toMatchObject({
      can_reschedule: false,
      reschedule_refusal:
        "Reschedule requests need 24 hours' notice; this lesson starts in less than 24 hours. You can still cancel this lesson.",
      can_cancel: true,
      cancel_counts_as_completed: false,
    });
    const late = await createLesson(t, 59);
    expect((await call(t, 'GET', options(late.id), late.student.cookie)).json().Options).toMatchObject({
      can_cancel: true,
      cancel_counts_as_completed: true,
    });
  });

  it("the teacher: the teacher's rules; under 6 hours only the office, and the admin always", async () => {
    const lesson = await createLesson(t, 5 * HOURS);
    expect((await call(t, 'GET', options(lesson.id), lesson.teacher.cookie)).json().Options).toEqual({
      can_reschedule: false,
      reschedule_refusal: "Lessons starting in less than 6 hours can only be changed by the school's office.",
      can_cancel: false,
      cancel_refusal: "Lessons starting in less than 6 hours can only be changed by the school's office.",
      cancel_counts_as_completed: false,
      policy_words: [words.teacherChange],
    });
    const admin = await person(t, 'admin');
    expect((await call(t, 'GET', options(lesson.id), admin.cookie)).json().Options).toMatchObject({
      can_reschedule: true,
      can_cancel: true,
    });
  });

  it('a lesson that has started can no longer be changed by anyone', async () => {
    const lesson = await createLesson(t, 10, { state: { isStarted: true } });
    const admin = await person(t, 'admin');
    for (const cookie of [lesson.student.cookie, lesson.teacher.cookie, admin.cookie])
      expect((await call(t, 'GET', options(lesson.id), cookie)).json().Options).toMatchObject({
        can_reschedule: false,
        reschedule_refusal: 'This lesson can no longer be changed.',
        can_cancel: false,
        cancel_refusal: 'This lesson can no longer be changed.',
      });
  });

  it("only the lesson's student, its teacher or an admin: others find no such lesson", async () => {
    const lesson = await createLesson(t, 2 * DAYS);
    const otherStudent = await person(t, 'student');
    const otherTeacher = await person(t, 'teacher');
    for (const path of ['options', 'free-times']) {
      const url = `${API.lessons}/${lesson.id}/${path}`;
      expect((await call(t, 'GET', url, null)).statusCode).toBe(401);
      for (const cookie of [otherStudent.cookie, otherTeacher.cookie]) {
        const res = await call(t, 'GET', url, cookie);
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe('No such lesson');
      }
    }
    expect((await call(t, 'GET', options(999_999), lesson.student.cookie)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${API.lessons}/abc/options`, lesson.student.cookie)).statusCode).toBe(400);
  });

  it('free times: every half hour of the teaching hours both are free, on the viewer’s clock', async () => {
    const teacher = await person(t, 'teacher', INDIA);
    const student = await person(t, 'student', LONDON);
    const lesson = await createLesson(t, 0, { teacher, student, startsAt: schoolAt(3, '08:00') });
    // The teacher teaches someone else at 10:00 that day; a cancelled lesson at 15:00 leaves it free.
    await createLesson(t, 0, { teacher, startsAt: schoolAt(3, '10:00') });
    await createLesson(t, 0, { student, startsAt: schoolAt(3, '15:00'), state: { isCancelled: true } });
    const from = schoolDate(SCHOOL_ZONE, schoolAt(3, '12:00'));

    const res = await call(
      t,
      'GET',
      `${API.lessons}/${lesson.id}/free-times?from=${from}&days=1`,
      student.cookie,
    );
    expect(res.statusCode).toBe(200);
    const times: { starts_at: string; when_label: string }[] = res.json().times;
    const starts = times.map((x) => x.starts_at);
    // 00:00 to 22:00 every half hour (45), less 09:30, 10:00 and 10:30 (the other lesson), less 08:00 (its own time).
    expect(times).toHaveLength(45 - 3 - 1);
    expect(starts).not.toContain(schoolAt(3, '10:00').toISOString());
    expect(starts).not.toContain(schoolAt(3, '08:00').toISOString());
    expect(starts).toContain(schoolAt(3, '09:00').toISOString());
    expect(starts).toContain(schoolAt(3, '15:00').toISOString());
    expect(starts.at(-1)).toBe(schoolAt(3, '22:00').toISOString());
    const eleven = schoolAt(3, '11:00');
    expect(times.find((x) => x.starts_at === eleven.toISOString())?.when_label).toBe(
      lessonWhenLabel(eleven, LONDON, INDIA),
    );
  });

  it('free times from a day the calendar reaches: not the year 1, not more than 2 years ahead', async () => {
    const lesson = await createLesson(t, 2 * DAYS);
    const freeFrom = (from: string) =>
      call(t, 'GET', `${API.lessons}/${lesson.id}/free-times?from=${from}&days=31`, lesson.student.cookie);
    const today = schoolDate(SCHOOL_ZONE);
    const { firstDay, lastDay } = calendarReach();
    for (const from of [
      '0001-01-01',
      '1000-06-15',
      '2999-12-31',
      dayAfter(lastDay, 1),
      dayAfter(firstDay, -1),
    ]) {
      const res = await freeFrom(from);
      expect([res.statusCode, res.json().error], from).toEqual([400, DATE_OUT_OF_REACH]);
    }
    expect((await freeFrom(today)).statusCode).toBe(200);
    expect((await freeFrom(dayAfter(lastDay, -1))).statusCode).toBe(200);
  });

  it("GET /api/lesson-policy: the school's figures, signed in", async () => {
    const student = await person(t, 'student');
    expect((await call(t, 'GET', API.lessonPolicy, null)).statusCode).toBe(401);
    const res = await call(t, 'GET', API.lessonPolicy, student.cookie);
    expect(res.json()).toEqual({
      result: true,
      Policy: { ...DEFAULT_LESSON_POLICY, teachingHours: TEST_HOURS },
    });
  });
});
