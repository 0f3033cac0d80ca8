import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { wallClock } from '../../../common/lesson-time.ts';
import { ASSIGNMENT_TEXT } from '../../../common/schemas/assignments.ts';
import { call, person, useLessonsApp } from '../lessons/lesson-fixtures.ts';
import { lessonWithAssignment } from './assignment-fixtures.ts';

const LOG = API.practiceLog;
const entry = (id: number) => `${API.practiceLog}/${id}`;
const week = (from: string, studentId?: number) =>
  `${LOG}?from=${from}${studentId ? `&student_id=${studentId}` : ''}`;

describe('the practice log', () => {
  const t = useLessonsApp();
  // The student signs in from London: their days are London's.
  const today = () => wallClock(new Date(), 'Europe/London').date;
  const daysAgo = (n: number) =>
    new Date(Date.parse(`${today()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

  it('counts the room’s seconds and the student’s own minutes per day and per assignment, and the tempo over time', async () => {
    const { teacher, student, assignmentId } = await lessonWithAssignment(t, 'Teentaal theka');
    const from = daysAgo(2);
    const logged = await call(t, 'POST', LOG, student.cookie, {
      source: 'room',
      assignment_id: assignmentId,
      day: daysAgo(2),
      seconds: 125,
      tempo: 72,
    });
    expect(logged.statusCode).toBe(201);
    expect(logged.json().Entry).toMatchObject({
      assignment_id: assignmentId,
      seconds: 125,
      source: 'room',
      tempo: 72,
    });
    await call(t, 'POST', LOG, student.cookie, {
      source: 'room',
      assignment_id: assignmentId,
      day: daysAgo(2),
      seconds: 55,
      tempo: 76,
    });
    await call(t, 'POST', LOG, student.cookie, {
      source: 'room',
      assignment_id: assignmentId,
      day: daysAgo(1),
      seconds: 600,
      tempo: 80,
    });
    await call(t, 'POST', LOG, student.cookie, { source: 'self', day: today(), minutes: 20 });

    const mine = (await call(t, 'GET', week(from), student.cookie)).json().Practice;
    expect(mine.days.slice(0, 3)).toEqual([
      { day: daysAgo(2), minutes: 3, by_assignment: [{ assignment_id: assignmentId, minutes: 3 }] },
      { day: daysAgo(1), minutes: 10, by_assignment: [{ assignment_id: assignmentId, minutes: 10 }] },
      { day: today(), minutes: 20, by_assignment: [{ assignment_id: null, minutes: 20 }] },
    ]);
    expect(mine.entries).toHaveLength(4);
    expect(mine.tempo).toEqual([
      {
        assignment_id: assignmentId,
        points: [
          { day: daysAgo(2), bpm: 76 },
          { day: daysAgo(1), bpm: 80 },
        ],
      },
    ]);
    // The teacher sees the same week; the assignment shows its minutes in all.
    const theirs = (await call(t, 'GET', week(from, student.user.id), teacher.cookie)).json().Practice;
    expect(theirs.days).toEqual(mine.days);
    const [a] = (await call(t, 'GET', API.courseAssignments, student.cookie)).json().Assignments;
    expect(a.minutes_practised).toBe(13);
  });

  it('the student corrects or removes their entries; nobody else can', async () => {
    const { teacher, student } = await lessonWithAssignment(t, 'Teentaal theka');
    const id = (
      await call(t, 'POST', LOG, student.cookie, { source: 'room', day: today(), seconds: 30 })
    ).json().Entry.id;
    const fixed = await call(t, 'PATCH', entry(id), student.cookie, { minutes: 45 });
    expect(fixed.json().Entry).toMatchObject({ seconds: 2700 });
    expect((await call(t, 'PATCH', entry(id), teacher.cookie, { minutes: 1 })).statusCode).toBe(403);
    const other = await person(t, 'student');
    const notTheirs = await call(t, 'DELETE', entry(id), other.cookie);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe(ASSIGNMENT_TEXT.entryNotFound);
    expect((await call(t, 'DELETE', entry(id), student.cookie)).json()).toEqual({ result: true });
    expect((await call(t, 'GET', week(today()), student.cookie)).json().Practice.entries).toEqual([]);
  });

  it('refuses a correction with nothing to change', async () => {
    const { student } = await lessonWithAssignment(t, 'Teentaal theka');
    const id = (
      await call(t, 'POST', LOG, student.cookie, { source: 'self', day: today(), minutes: 30 })
    ).json().Entry.id;
    const empty = await call(t, 'PATCH', entry(id), student.cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(ASSIGNMENT_TEXT.nothingToChange);
    expect((await call(t, 'GET', week(today()), student.cookie)).json().Practice.entries).toMatchObject([
      { id, seconds: 1800 },
    ]);
  });

  it('holds a day to 24 hours of practice in all, whatever its entries', async () => {
    const { student } = await lessonWithAssignment(t, 'Teentaal theka');
    const log = (body: object) => call(t, 'POST', LOG, student.cookie, { day: daysAgo(1), ...body });
    const most = await log({ source: 'self', minutes: 1000 });
    expect(most.statusCode).toBe(201);
    expect((await log({ source: 'self', minutes: 400 })).statusCode).toBe(201);
    // 1400 minutes logged: 41 more by hand, or 40 and a second from the room, pass a day.
    for (const body of [
      { source: 'self', minutes: 41 },
      { source: 'room', seconds: 40 * 60 + 1 },
    ]) {
      const over = await log(body);
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toBe(ASSIGNMENT_TEXT.dayFull);
    }
    expect((await log({ source: 'room', seconds: 40 * 60 })).statusCode).toBe(201);
    // A correction counts the day without the entry's old minutes.
    const id = most.json().Entry.id;
    const longer = await call(t, 'PATCH', entry(id), student.cookie, { minutes: 1001 });
    expect(longer.statusCode).toBe(400);
    expect(longer.json().message).toBe(ASSIGNMENT_TEXT.dayFull);
    expect((await call(t, 'PATCH', entry(id), student.cookie, { minutes: 1000, tempo: 80 })).statusCode).toBe(
      200,
    );
    const day = (await call(t, 'GET', week(daysAgo(1)), student.cookie)).json().Practice.days[0];
    expect(day).toMatchObject({ day: daysAgo(1), minutes: 24 * 60 });
    // Another day is its own; two entries sent at once are counted one after the other.
    const both = await Promise.all(
      [0, 1].map(() => call(t, 'POST', LOG, student.cookie, { source: 'self', day: today(), minutes: 800 })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it('refuses a day to come, bad minutes, someone else’s assignment, and other people’s weeks', async () => {
    const { student } = await lessonWithAssignment(t, 'Teentaal theka');
    const tomorrow = new Date(Date.parse(`${today()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const future = await call(t, 'POST', LOG, student.cookie, { source: 'self', day: tomorrow, minutes: 10 });
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe(ASSIGNMENT_TEXT.futureDay);
    for (const minutes of [0, 1.5, 24 * 60 + 1]) {
      const bad = await call(t, 'POST', LOG, student.cookie, { source: 'self', day: today(), minutes });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(ASSIGNMENT_TEXT.minutes);
    }
    const badDay = await call(t, 'POST', LOG, student.cookie, {
      source: 'self',
      day: '2026-02-30',
      minutes: 5,
    });
    expect(badDay.json().message).toContain(ASSIGNMENT_TEXT.day);
    // Year 0 is no day the database holds; a week from 9999-12-31 would run past the year 9999.
    for (const from of ['0000-03-01', '9999-12-31']) {
      const far = await call(t, 'GET', week(from), student.cookie);
      expect(far.statusCode).toBe(400);
      expect(far.json().message).toContain(ASSIGNMENT_TEXT.day);
    }
    const other = await lessonWithAssignment(t, 'Teentaal theka');
    const notMine = await call(t, 'POST', LOG, student.cookie, {
      source: 'room',
      day: today(),
      seconds: 60,
      assignment_id: other.assignmentId,
    });
    expect(notMine.statusCode).toBe(404);
    expect((await call(t, 'GET', week(today(), other.student.user.id), student.cookie)).statusCode).toBe(403);
    const stranger = await person(t, 'teacher');
    expect((await call(t, 'GET', week(today(), student.user.id), stranger.cookie)).statusCode).toBe(403);
    // A teacher does not log a student's practice.
    const byTeacher = await call(t, 'POST', LOG, other.teacher.cookie, {
      source: 'self',
      day: today(),
      minutes: 5,
    });
    expect(byTeacher.statusCode).toBe(403);
    expect((await call(t, 'GET', week(today()), student.cookie)).json().Practice.entries).toEqual([]);
  });
});
