import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { CALENDAR_DAYS_AHEAD, TIME_OUT_OF_REACH } from '../../../common/lesson-policy.ts';
import { lessonWhenLabel } from '../../../common/lesson-time.ts';
import { rescheduleRequests } from '../../db/schema.ts';
import { readCalendar } from '../../test/ical-reader.ts';
import { tooManyRequests } from '../auth/request-limit.ts';
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
  type Party,
  person,
  schoolAt,
  type TestLesson,
  useLessonsApp,
} from './lesson-fixtures.ts';
import { STUDENT_REQUESTS_PER_HOUR } from './reschedule-requests.service.ts';

describe('reschedule requests', () => {
  const ctx = useLessonsApp();

  it('the student proposes times; the teacher is mailed them; the lesson stays until the teacher accepts one', async () => {
    const lesson = await createLesson(ctx, 3 * DAYS);
    const times = [schoolAt(5, '18:00'), schoolAt(4, '17:30'), schoolAt(5, '18:00')];
    const res = await askReschedule(ctx, lesson, times);
    expect(res.statusCode).toBe(201);
    const request = res.json().Request;
    // Earliest first, each once, on the student's clock with the teacher's beside it.
    expect(request).toMatchObject({
      class_id: lesson.id,
      status: 'pending',
      proposed: [schoolAt(4, '17:30'), schoolAt(5, '18:00')].map((d) => ({
        starts_at: d.toISOString(),
        when_label: lessonWhenLabel(d, LONDON, INDIA),
      })),
    });
    expect((await lessonRow(ctx, lesson.id)).startsAt).toEqual(lesson.startsAt);

    const [mail] = await mailsTo(ctx, lesson.teacher.user.email);
    expect(mail?.subject).toBe(
      `Reschedule request: Piano Grade 2, ${lessonWhenLabel(lesson.startsAt, INDIA, LONDON)}`,
    );
    expect(mail?.body).toContain(`- ${lessonWhenLabel(schoolAt(4, '17:30'), INDIA, LONDON)}`);
    expect(mail?.body).toContain(`- ${lessonWhenLabel(schoolAt(5, '18:00'), INDIA, LONDON)}`);
    expect(mail?.body).toContain('https://school.example.com/dashboard');
    expect(await changesOf(ctx, lesson.id)).toMatchObject([
      {
        actorId: lesson.student.user.id,
        actorRole: 'student',
        action: 'reschedule_requested',
        fromStartsAt: lesson.startsAt,
        rule: 'student-reschedules-per-month',
      },
    ]);

    // The teacher accepts the later time: the lesson moves, its sequence rises, both are mailed.
    const chosen = schoolAt(5, '18:00');
    const accepted = await answerRequest(ctx, request.id, 'accept', lesson.teacher.cookie, {
      time: chosen.toISOString(),
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      result: true,
      Class: {
        id: lesson.id,
        starts_at: chosen.toISOString(),
        when_label: lessonWhenLabel(chosen, INDIA, LONDON),
        status: 'scheduled',
        counted_reason: null,
      },
      message: `Lesson moved to ${lessonWhenLabel(chosen, INDIA, LONDON)}.`,
    });
    const row = await lessonRow(ctx, lesson.id);
    expect(row.startsAt).toEqual(chosen);
    expect(row.sequence).toBe(1);
    const [stored] = await ctx.database.db
      .select()
      .from(rescheduleRequests)
      .where(eq(rescheduleRequests.id, request.id));
    expect(stored).toMatchObject({
      status: 'accepted',
      acceptedTime: chosen,
      decidedBy: lesson.teacher.user.id,
    });
    expect((await changesOf(ctx, lesson.id)).at(-1)).toMatchObject({
      actorRole: 'teacher',
      action: 'reschedule_accepted',
      fromStartsAt: lesson.startsAt,
      toStartsAt: chosen,
    });

    for (const { who, zone, other } of bothOf(lesson)) {
      const moved = (await mailsTo(ctx, who.user.email)).at(-1);
      expect(moved?.subject).toBe(`Lesson moved: Piano Grade 2, now ${lessonWhenLabel(chosen, zone, other)}`);
      expect(moved?.body).toContain(`It was: ${lessonWhenLabel(lesson.startsAt, zone, other)}`);
      expect(moved?.body).toContain(`https://school.example.com/live-class/${lesson.id}`);
      const ics = readCalendar(moved?.attachments?.[0]?.content ?? '');
      expect(ics.method).toBe('REQUEST');
      expect(ics.events).toMatchObject([
        { uid: `lesson-${lesson.id}@school.example.com`, sequence: 1, start: chosen, status: 'CONFIRMED' },
      ]);
    }
  });

  it('the 3rd request of a month is refused; pending ones count, a declined one does not', async () => {
    const student = await person(ctx, 'student', LONDON);
    const lessons: TestLesson[] = [];
    for (let i = 0; i < 4; i += 1)
      lessons.push(await createLesson(ctx, 0, { student, startsAt: schoolAt(3 + i, '08:00') }));
    const [first, second, third, fourth] = lessons as [TestLesson, TestLesson, TestLesson, TestLesson];

    const declinedOne = (await askReschedule(ctx, first, [schoolAt(10, '08:00')])).json().Request;
    expect((await answerRequest(ctx, declinedOne.id, 'decline', first.teacher.cookie)).statusCode).toBe(200);
    expect((await askReschedule(ctx, second, [schoolAt(10, '09:00')])).statusCode).toBe(201);
    expect((await askReschedule(ctx, third, [schoolAt(10, '10:00')])).statusCode).toBe(201);

    const refused = await askReschedule(ctx, fourth, [schoolAt(10, '11:00')]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'You have used your 2 reschedules this month; you can still cancel this lesson.',
    );
  });

  it("needs 24 hours' notice: 23:59 ahead is refused, saying the lesson can still be cancelled", async () => {
    const lesson = await createLesson(ctx, 23 * HOURS + 59);
    const res = await askReschedule(ctx, lesson, [schoolAt(5, '10:00')]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(
      "Reschedule requests need 24 hours' notice; this lesson starts in less than 24 hours. You can still cancel this lesson.",
    );
  });

  it('one request a lesson at a time; the student may withdraw it and ask again', async () => {
    const lesson = await createLesson(ctx, 3 * DAYS);
    const first = (await askReschedule(ctx, lesson, [schoolAt(6, '10:00')])).json().Request;
    const again = await askReschedule(ctx, lesson, [schoolAt(6, '11:00')]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      'You have already asked to reschedule this lesson and your teacher has not answered yet. You can withdraw that request or cancel this lesson.',
    );

    expect((await answerRequest(ctx, first.id, 'withdraw', lesson.teacher.cookie)).json().error).toBe(
      'Only the student who asked can withdraw this request.',
    );
    const withdrawn = await answerRequest(ctx, first.id, 'withdraw', lesson.student.cookie);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().Request.status).toBe('withdrawn');
    const late = await answerRequest(ctx, first.id, 'accept', lesson.teacher.cookie, {
      time: schoolAt(6, '10:00').toISOString(),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This request was withdrawn.');
    expect((await askReschedule(ctx, lesson, [schoolAt(6, '11:00')])).statusCode).toBe(201);
  });

  it(`a student asks at most ${STUDENT_REQUESTS_PER_HOUR} times an hour: withdrawing and asking again mails the teacher no more`, async () => {
    const lesson = await createLesson(ctx, 3 * DAYS);
    for (let i = 0; i < STUDENT_REQUESTS_PER_HOUR; i += 1) {
      const asked = await askReschedule(ctx, lesson, [schoolAt(6, `1${i}:00`)]);
      expect(asked.statusCode).toBe(201);
      await answerRequest(ctx, asked.json().Request.id, 'withdraw', lesson.student.cookie);
    }
    const refused = await askReschedule(ctx, lesson, [schoolAt(6, '16:00')]);
    expect(refused.statusCode).toBe(429);
    // The hour's window started with the first request, a moment ago.
    expect([tooManyRequests(60), tooManyRequests(59)]).toContain(refused.json().error);
    expect(refused.json().error).toMatch(/^Too many requests\. Please try again in \d+ minutes\.$/);
    expect(await mailsTo(ctx, lesson.teacher.user.email)).toHaveLength(STUDENT_REQUESTS_PER_HOUR);
    // Another student's requests are their own.
    expect(
      (await askReschedule(ctx, await createLesson(ctx, 3 * DAYS), [schoolAt(6, '16:00')])).statusCode,
    ).toBe(201);
  });

  it('proposes only times within the next 2 years', async () => {
    const lesson = await createLesson(ctx, 3 * DAYS);
    const far = await askReschedule(ctx, lesson, [schoolAt(5, '10:00'), new Date('2999-01-05T04:30:00Z')]);
    expect([far.statusCode, far.json().error]).toEqual([400, TIME_OUT_OF_REACH]);
    const request = (await askReschedule(ctx, lesson, [schoolAt(5, '10:00')])).json().Request;
    const accept = await answerRequest(ctx, request.id, 'accept', lesson.teacher.cookie, {
      time: schoolAt(CALENDAR_DAYS_AHEAD + 1, '10:00').toISOString(),
    });
    expect([accept.statusCode, accept.json().error]).toEqual([400, TIME_OUT_OF_REACH]);
  });

  it('declined: the lesson stays and the student is mailed', async () => {
    const lesson = await createLesson(ctx, 3 * DAYS);
    const request = (await askReschedule(ctx, lesson, [schoolAt(6, '12:00')])).json().Request;
    const res = await answerRequest(ctx, request.id, 'decline', lesson.teacher.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().Request.status).toBe('declined');
    const mail = (await mailsTo(ctx, lesson.student.user.email)).at(-1);
    expect(mail?.subject).toBe('Reschedule request declined: Piano Grade 2');
    expect(mail?.body).toContain(`The lesson stays on ${lessonWhenLabel(lesson.startsAt, LONDON, INDIA)}.`);
    expect((await changesOf(ctx, lesson.id)).at(-1)).toMatchObject({
      action: 'reschedule_declined',
      actorRole: 'teacher',
    });
    expect((await answerRequest(ctx, request.id, 'decline', lesson.teacher.cookie)).json().error).toBe(
      'This request has already been declined.',
    );
  });

  it('refuses times in the past, outside the teaching hours, not free, or more than five', async () => {
    const teacher = await person(ctx, 'teacher', INDIA);
    const lesson = await createLesson(ctx, 3 * DAYS, { teacher });
    await createLesson(ctx, 0, { teacher, startsAt: schoolAt(7, '10:00') });
    const refusal = async (times: Date[]) => {
      const res = await askReschedule(ctx, lesson, times);
      return [res.statusCode, res.json().error];
    };
    expect(await refusal([new Date(Date.now() - 60_000)])).toEqual([
      400,
      'Please choose a time in the future.',
    ]);
    expect(await refusal([schoolAt(7, '23:00')])).toEqual([
      400,
      `${lessonWhenLabel(schoolAt(7, '23:00'), LONDON, INDIA)} is outside the teaching hours (Monday to Sunday, 00:00-23:00 India time). Please choose another time.`,
    ]);
    // Another student's lesson of the teacher: not free, without naming it.
    expect(await refusal([schoolAt(7, '09:30')])).toEqual([
      409,
      `${lessonWhenLabel(schoolAt(7, '09:30'), LONDON, INDIA)} is not free for both of you. Please choose another time.`,
    ]);
    expect(await refusal([])).toEqual([400, 'Please choose at least one new time']);
    const six = [1, 2, 3, 4, 5, 6].map((h) => schoolAt(8, `0${h}:00`));
    expect(await refusal(six)).toEqual([400, 'Please choose at most 5 times']);
    const bad = await call(
      ctx,
      'POST',
      `${API.lessons}/${lesson.id}/reschedule-requests`,
      lesson.student.cookie,
      {
        times: ['tomorrow'],
      },
    );
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'Please choose a valid time']);
  });

  it('accepting checks the time again: one of the proposed, and still free', async () => {
    const teacher = await person(ctx, 'teacher', INDIA);
    const lesson = await createLesson(ctx, 3 * DAYS, { teacher });
    const request = (await askReschedule(ctx, lesson, [schoolAt(9, '14:00')])).json().Request;
    const notProposed = await answerRequest(ctx, request.id, 'accept', teacher.cookie, {
      time: schoolAt(9, '15:00').toISOString(),
    });
    expect([notProposed.statusCode, notProposed.json().error]).toEqual([
      400,
      'Please choose one of the proposed times.',
    ]);
    // Meanwhile the teacher got another lesson at that time.
    await createLesson(ctx, 0, { teacher, startsAt: schoolAt(9, '14:30') });
    const taken = await answerRequest(ctx, request.id, 'accept', teacher.cookie, {
      time: schoolAt(9, '14:00').toISOString(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(
      `${lessonWhenLabel(schoolAt(9, '14:00'), INDIA, LONDON)} is not free for both of you. Please choose another time.`,
    );
    expect((await lessonRow(ctx, lesson.id)).startsAt).toEqual(lesson.startsAt);
  });

  describe('who may', () => {
    let lesson: TestLesson;
    let requestId: number;
    let others: { student: Party; teacher: Party; admin: Party };
    const time = () => schoolAt(11, '16:00').toISOString();

    it('a student cannot ask for another student’s lesson, nor a teacher for theirs', async () => {
      lesson = await createLesson(ctx, 3 * DAYS);
      others = {
        student: await person(ctx, 'student'),
        teacher: await person(ctx, 'teacher'),
        admin: await person(ctx, 'admin'),
      };
      const stranger = await askReschedule(ctx, lesson, [schoolAt(11, '16:00')], others.student.cookie);
      expect([stranger.statusCode, stranger.json().error]).toEqual([404, 'No such lesson']);
      const teacher = await askReschedule(ctx, lesson, [schoolAt(11, '16:00')], lesson.teacher.cookie);
      expect([teacher.statusCode, teacher.json().error]).toEqual([
        403,
        "Only the lesson's student can ask to reschedule it.",
      ]);
      const admin = await askReschedule(ctx, lesson, [schoolAt(11, '16:00')], others.admin.cookie);
      expect(admin.statusCode).toBe(403);
      expect((await askReschedule(ctx, lesson, [schoolAt(11, '16:00')], '')).statusCode).toBe(401);
      requestId = (await askReschedule(ctx, lesson, [schoolAt(11, '16:00')])).json().Request.id;
    });

    it("a teacher cannot answer another teacher's request; the student cannot answer their own", async () => {
      for (const what of ['accept', 'decline'] as const) {
        const stranger = await answerRequest(ctx, requestId, what, others.teacher.cookie, { time: time() });
        expect([stranger.statusCode, stranger.json().error]).toEqual([404, 'No such request']);
        const own = await answerRequest(ctx, requestId, what, lesson.student.cookie, { time: time() });
        expect([own.statusCode, own.json().error]).toEqual([
          403,
          "Only the lesson's teacher or the school's office can answer this request.",
        ]);
      }
      const otherStudent = await answerRequest(ctx, requestId, 'withdraw', others.student.cookie);
      expect(otherStudent.statusCode).toBe(404);
      expect(
        (await answerRequest(ctx, 999_999, 'accept', lesson.teacher.cookie, { time: time() })).statusCode,
      ).toBe(404);
    });

    it('an admin may accept for the teacher', async () => {
      const res = await answerRequest(ctx, requestId, 'accept', others.admin.cookie, { time: time() });
      expect(res.statusCode).toBe(200);
      expect(res.json().Class.starts_at).toBe(time());
      expect((await changesOf(ctx, lesson.id)).at(-1)).toMatchObject({
        actorId: others.admin.user.id,
        actorRole: 'admin',
        action: 'reschedule_accepted',
      });
    });
  });
});
