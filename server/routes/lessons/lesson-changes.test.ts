import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import {
  CALENDAR_DAYS_AHEAD,
  DEFAULT_LESSON_POLICY,
  policyWords,
  TIME_OUT_OF_REACH,
} from '../../../common/lesson-policy.ts';
import { lessonWhenLabel } from '../../../common/lesson-time.ts';
import { readCalendar } from '../../test/ical-reader.ts';
import {
  answerRequest,
  askReschedule,
  bothOf,
  call,
  changesOf,
  createLesson,
  DAYS,
  HOURS,
  INDIA,
  LONDON,
  lessonRow,
  mailsTo,
  person,
  schoolAt,
  type TestLesson,
  useLessonsApp,
} from './lesson-fixtures.ts';

describe('moving and cancelling lessons', () => {
  const ctx = useLessonsApp();
  const words = policyWords(DEFAULT_LESSON_POLICY);

  const move = (lesson: TestLesson, to: Date, cookie = lesson.teacher.cookie) =>
    call(ctx, 'POST', `${API.lessons}/${lesson.id}/move`, cookie, { startsAt: to.toISOString() });
  const cancel = (lesson: TestLesson, cookie: string, note?: string) =>
    call(ctx, 'POST', `${API.lessons}/${lesson.id}/cancel`, cookie, note ? { note } : {});

  describe('a student cancels', () => {
    it('61 minutes before: cancelled, not owed; both are mailed the calendar CANCEL', async () => {
      const lesson = await createLesson(ctx, 61);
      const res = await cancel(lesson, lesson.student.cookie, 'Exams this week');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        Class: { id: lesson.id, status: 'cancelled', counted_reason: null },
        message: 'Lesson cancelled.',
      });
      expect(await lessonRow(ctx, lesson.id)).toMatchObject({
        isCancelled: true,
        isCompleted: false,
        cancelledBy: 'student',
        countedReason: null,
        sequence: 1,
      });
      expect(await changesOf(ctx, lesson.id)).toMatchObject([
        { actorRole: 'student', action: 'cancelled', rule: 'student-cancel', note: 'Exams this week' },
      ]);
      for (const { who, zone, other } of bothOf(lesson)) {
        const [mail] = await mailsTo(ctx, who.user.email);
        expect(mail?.subject).toBe(
          `Lesson cancelled: Piano Grade 2, ${lessonWhenLabel(lesson.startsAt, zone, other)}`,
        );
        expect(mail?.body).not.toContain('make-up');
        const ics = readCalendar(mail?.attachments?.[0]?.content ?? '');
        expect(ics.method).toBe('CANCEL');
        expect(ics.events).toMatchObject([{ sequence: 1, start: lesson.startsAt, status: 'CANCELLED' }]);
      }
    });

    it('59 minutes before: counted as completed (a late cancellation)', async () => {
      const lesson = await createLesson(ctx, 59);
      const res = await cancel(lesson, lesson.student.cookie);
      expect(res.json()).toMatchObject({
        Class: { status: 'completed', counted_reason: 'late_cancellation' },
        message: `Lesson cancelled. It counts as completed: ${words.studentCancel}`,
      });
      expect(await lessonRow(ctx, lesson.id)).toMatchObject({
        isCancelled: false,
        isCompleted: true,
        cancelledBy: 'student',
        countedReason: 'late_cancellation',
      });
      expect((await changesOf(ctx, lesson.id)).at(-1)).toMatchObject({ rule: 'student-late-cancel' });
      expect((await mailsTo(ctx, lesson.teacher.user.email)).at(-1)?.body).toContain(
        `It counts as completed: ${words.studentCancel}`,
      );
    });

    it('not once the lesson has started; and a student cannot move a lesson', async () => {
      const started = await createLesson(ctx, -5);
      const res = await cancel(started, started.student.cookie);
      expect([res.statusCode, res.json().error]).toEqual([409, 'This lesson can no longer be changed.']);
      const lesson = await createLesson(ctx, 3 * DAYS);
      const moved = await move(lesson, schoolAt(6, '10:00'), lesson.student.cookie);
      expect([moved.statusCode, moved.json().error]).toEqual([
        403,
        "Students ask to reschedule a lesson; only its teacher or the school's office can move it.",
      ]);
    });

    it('withdraws its waiting reschedule request', async () => {
      const lesson = await createLesson(ctx, 3 * DAYS);
      const asked = await askReschedule(ctx, lesson, [schoolAt(6, '10:00')]);
      await cancel(lesson, lesson.student.cookie);
      const withdraw = await answerRequest(ctx, asked.json().Request.id, 'withdraw', lesson.student.cookie);
      expect(withdraw.json().error).toBe('This request was withdrawn.');
    });
  });

  describe('a teacher moves or cancels', () => {
    it('moves with a day’s notice to a free time: sequence raised, both mailed the REQUEST', async () => {
      const lesson = await createLesson(ctx, 2 * DAYS);
      const to = schoolAt(6, '16:30');
      const res = await move(lesson, to);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        result: true,
        Class: {
          id: lesson.id,
          starts_at: to.toISOString(),
          when_label: lessonWhenLabel(to, INDIA, LONDON),
          status: 'scheduled',
          counted_reason: null,
        },
        message: `Lesson moved to ${lessonWhenLabel(to, INDIA, LONDON)}.`,
      });
      expect(await lessonRow(ctx, lesson.id)).toMatchObject({ startsAt: to, sequence: 1 });
      expect(await changesOf(ctx, lesson.id)).toMatchObject([
        {
          actorId: lesson.teacher.user.id,
          actorRole: 'teacher',
          action: 'moved',
          fromStartsAt: lesson.startsAt,
          toStartsAt: to,
          rule: 'teacher-changes-per-month',
        },
      ]);
      const mail = (await mailsTo(ctx, lesson.student.user.email)).at(-1);
      expect(mail?.body).toContain(`It is now: ${lessonWhenLabel(to, LONDON, INDIA)}, for 60 minutes.`);
      expect(readCalendar(mail?.attachments?.[0]?.content ?? '').events).toMatchObject([
        { start: to, sequence: 1, status: 'CONFIRMED' },
      ]);
      expect(await mailsTo(ctx, lesson.teacher.user.email)).toHaveLength(1);
    });

    it('cancels at short notice (between 6 and 24 hours): allowed, recorded as such, owed as a make-up', async () => {
      const lesson = await createLesson(ctx, 6 * HOURS + 1);
      const res = await cancel(lesson, lesson.teacher.cookie);
      expect(res.json()).toMatchObject({
        Class: { status: 'cancelled' },
        message: 'Lesson cancelled. It is owed to the student as a make-up lesson.',
      });
      expect(await lessonRow(ctx, lesson.id)).toMatchObject({ isCancelled: true, cancelledBy: 'teacher' });
      expect((await changesOf(ctx, lesson.id)).at(-1)).toMatchObject({
        action: 'cancelled',
        rule: 'teacher-notice',
      });
      // The student is told; the teacher who cancelled is not.
      expect((await mailsTo(ctx, lesson.student.user.email)).at(-1)?.body).toContain(
        'owes you a make-up lesson',
      );
      expect(await mailsTo(ctx, lesson.teacher.user.email)).toEqual([]);
    });

    it("under 6 hours: refused, only the school's office; an admin may, as the school", async () => {
      const lesson = await createLesson(ctx, 5 * HOURS + 59);
      for (const res of [
        await cancel(lesson, lesson.teacher.cookie),
        await move(lesson, schoolAt(6, '10:00')),
      ])
        expect([res.statusCode, res.json().error]).toEqual([
          409,
          "Lessons starting in less than 6 hours can only be changed by the school's office.",
        ]);
      const admin = await person(ctx, 'admin');
      const res = await call(ctx, 'POST', `${API.lessons}/${lesson.id}/cancel`, admin.cookie, {
        override: true,
      });
      expect(res.statusCode).toBe(200);
      expect(await lessonRow(ctx, lesson.id)).toMatchObject({ isCancelled: true, cancelledBy: 'school' });
      expect((await changesOf(ctx, lesson.id)).at(-1)).toMatchObject({
        actorRole: 'admin',
        action: 'cancelled',
        rule: 'admin-override',
      });
      for (const who of [lesson.teacher, lesson.student])
        expect((await mailsTo(ctx, who.user.email)).at(-1)?.body).toContain("'s office.");
    });

    it('the 5th change of a month is refused; an admin’s changes do not count against the teacher', async () => {
      const teacher = await person(ctx, 'teacher', INDIA);
      const lessons: TestLesson[] = [];
      for (let i = 0; i < 6; i += 1)
        lessons.push(await createLesson(ctx, 0, { teacher, startsAt: schoolAt(3 + i, '07:00') }));
      const admin = await person(ctx, 'admin');
      expect((await cancel(lessons[0] as TestLesson, admin.cookie)).statusCode).toBe(200);
      expect((await move(lessons[1] as TestLesson, schoolAt(20, '07:00'), admin.cookie)).statusCode).toBe(
        200,
      );
      for (const lesson of lessons.slice(1, 4))
        expect((await cancel(lesson, teacher.cookie)).statusCode).toBe(200);
      expect((await move(lessons[4] as TestLesson, schoolAt(21, '07:00'))).statusCode).toBe(200);
      const fifth = await cancel(lessons[5] as TestLesson, teacher.cookie);
      expect([fifth.statusCode, fifth.json().error]).toEqual([
        409,
        "You have used your 4 cancellations and reschedules this month; please ask the school's office to change this lesson.",
      ]);
      const options = await call(ctx, 'GET', `${API.lessons}/${lessons[5]?.id}/options`, teacher.cookie);
      expect(options.json().Options).toMatchObject({ can_reschedule: false, can_cancel: false });
    });

    it('a new time must be in the future, in the teaching hours and free', async () => {
      const teacher = await person(ctx, 'teacher', INDIA);
      const lesson = await createLesson(ctx, 2 * DAYS, { teacher });
      await createLesson(ctx, 0, { teacher, startsAt: schoolAt(12, '10:00') });
      const refusal = async (to: Date) => {
        const res = await move(lesson, to);
        return [res.statusCode, res.json().error];
      };
      expect(await refusal(new Date(Date.now() - 60_000))).toEqual([
        400,
        'Please choose a time in the future.',
      ]);
      expect(await refusal(lesson.startsAt)).toEqual([
        400,
        'The lesson is already at that time; please choose another.',
      ]);
      expect(await refusal(schoolAt(12, '22:30'))).toEqual([
        400,
        `${lessonWhenLabel(schoolAt(12, '22:30'), INDIA, LONDON)} is outside the teaching hours (Monday to Sunday, 00:00-23:00 India time). Please choose another time.`,
      ]);
      expect(await refusal(schoolAt(12, '10:30'))).toEqual([
        409,
        `${lessonWhenLabel(schoolAt(12, '10:30'), INDIA, LONDON)} is not free for both of you. Please choose another time.`,
      ]);
      const admin = await person(ctx, 'admin');
      const named = await move(lesson, schoolAt(12, '10:30'), admin.cookie);
      expect(named.statusCode).toBe(409);
      expect(named.json().error).toContain("(teacher) has 'Piano Grade 2' then");
      // Nothing changed and nothing counted.
      expect(await changesOf(ctx, lesson.id)).toEqual([]);
    });

    it('a new time must be within the next 2 years: not the year 2999', async () => {
      const lesson = await createLesson(ctx, 2 * DAYS);
      for (const to of [schoolAt(CALENDAR_DAYS_AHEAD + 1, '10:00'), new Date('2999-01-05T04:30:00Z')]) {
        const res = await move(lesson, to);
        expect([res.statusCode, res.json().error]).toEqual([400, TIME_OUT_OF_REACH]);
      }
      expect((await lessonRow(ctx, lesson.id)).startsAt).toEqual(lesson.startsAt);
      expect((await move(lesson, schoolAt(CALENDAR_DAYS_AHEAD - 1, '10:00'))).statusCode).toBe(200);
    });

    it("moving a lesson declines the student's waiting request", async () => {
      const lesson = await createLesson(ctx, 3 * DAYS);
      const asked = await askReschedule(ctx, lesson, [schoolAt(13, '10:00')]);
      expect((await move(lesson, schoolAt(13, '12:00'))).statusCode).toBe(200);
      const accept = await answerRequest(ctx, asked.json().Request.id, 'accept', lesson.teacher.cookie, {
        time: schoolAt(13, '10:00').toISOString(),
      });
      expect(accept.json().error).toBe('This request has already been declined.');
    });

    it("only the lesson's teacher, its student or an admin", async () => {
      const lesson = await createLesson(ctx, 3 * DAYS);
      const strangers = [await person(ctx, 'teacher'), await person(ctx, 'student')];
      for (const { cookie } of strangers) {
        for (const res of [await cancel(lesson, cookie), await move(lesson, schoolAt(14, '10:00'), cookie)])
          expect([res.statusCode, res.json().error]).toEqual([404, 'No such lesson']);
      }
      expect((await cancel(lesson, '')).statusCode).toBe(401);
      const tooLong = await cancel(lesson, lesson.student.cookie, 'x'.repeat(501));
      expect([tooLong.statusCode, tooLong.json().error]).toEqual([
        400,
        'Note must be at most 500 characters',
      ]);
      expect((await lessonRow(ctx, lesson.id)).isCancelled).toBe(false);
    });
  });
});
