import { asc, eq } from 'drizzle-orm';
import { API } from '../../../common/api.ts';
import { instantOf } from '../../../common/lesson-time.ts';
import type { Role } from '../../../common/schemas/auth.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { classChanges, classes, mailOutbox } from '../../db/schema.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/fixtures.ts';
import { type TestContext, useTestApp } from '../../test/test-app.ts';
import type { UserWithEmail } from '../auth/auth.service.ts';

// The lesson calls' tests: people signed in from their own time zones, lessons starting a
// given time from now, and the mails and change log a change leaves.

export const SCHOOL_ZONE = 'Asia/Kolkata';
/** The clocks the lessons' people sign in from: the teacher's in India, the student's in London. */
export const INDIA = 'Asia/Kolkata';
export const LONDON = 'Europe/London';
/** Teaching hours all week, 00:00-23:00 school time: new times at 23:00 or later are outside. */
export const TEST_HOURS = { weekdays: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '23:00' };

/** The real app with the default policy's figures and the test's teaching hours (and `env`'s settings). */
export const useLessonsApp = (env: Record<string, string> = {}) =>
  useTestApp({
    LOGIN_RATE_LIMIT: '1000',
    SCHOOL_TIME_ZONE: SCHOOL_ZONE,
    SCHOOL_SITE_URL: 'https://school.example.com',
    LESSON_POLICY: JSON.stringify({ teachingHours: TEST_HOURS }),
    ...env,
  });

export type Party = { user: UserWithEmail; cookie: string };

/** A user of the role signed in from a browser in `timeZone` (their clock from then on). */
export async function person(t: TestContext, role: Role, timeZone?: string): Promise<Party> {
  const user = await createTestUser(t.database.db, role);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD, ...(timeZone ? { timeZone } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return { user: res.json().user, cookie: res.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
}

export type TestLesson = { id: number; startsAt: Date; teacher: Party; student: Party };

const MINUTE = 60_000;

/**
 * A lesson starting `startsInMinutes` from now (60 minutes long), of a teacher in India and a
 * student in London of its own unless given.
 */
export async function createLesson(
  t: TestContext,
  startsInMinutes: number,
  options: {
    teacher?: Party;
    student?: Party;
    startsAt?: Date;
    state?: Partial<typeof classes.$inferInsert>;
  } = {},
): Promise<TestLesson> {
  const teacher = options.teacher ?? (await person(t, 'teacher', INDIA));
  const student = options.student ?? (await person(t, 'student', LONDON));
  // Whole seconds, as calendars keep them.
  const startsAt =
    options.startsAt ?? new Date(Math.floor((Date.now() + startsInMinutes * MINUTE) / 1000) * 1000);
  const [row] = await t.database.db
    .insert(classes)
    .values({
      batchName: 'Piano Grade 2',
      teacherId: teacher.user.id,
      studentId: student.user.id,
      startsAt,
      durationMinutes: 60,
      ...options.state,
    })
    .returning({ id: classes.id });
  if (!row) throw new Error('lesson not created');
  return { id: row.id, startsAt, teacher, student };
}

/**
 * The two people of a lesson made by createLesson, each with their own clock and the other's,
 * as the mails to them read times.
 */
export const bothOf = (lesson: TestLesson) =>
  [
    { who: lesson.teacher, zone: INDIA, other: LONDON },
    { who: lesson.student, zone: LONDON, other: INDIA },
  ] as const;

/** `daysAhead` school days from today at a school clock time. */
export const schoolAt = (daysAhead: number, time: string) =>
  instantOf(schoolDate(SCHOOL_ZONE, new Date(Date.now() + daysAhead * 24 * 60 * MINUTE)), time, SCHOOL_ZONE);

export const HOURS = 60;
export const DAYS = 24 * HOURS;

export const call = (
  t: TestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  cookie: string | null,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(cookie ? { headers: { cookie } } : {}),
    ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
  });

/** Asks to move the lesson to these times, as its student unless another cookie is given. */
export const askReschedule = (
  t: TestContext,
  lesson: TestLesson,
  times: Date[],
  cookie = lesson.student.cookie,
) =>
  call(t, 'POST', `${API.lessons}/${lesson.id}/reschedule-requests`, cookie, {
    times: times.map((d) => d.toISOString()),
  });

/** Answers a reschedule request: accept (with `{ time }`), decline or withdraw. */
export const answerRequest = (
  t: TestContext,
  id: number,
  what: 'accept' | 'decline' | 'withdraw',
  cookie: string,
  payload?: object,
) => call(t, 'POST', `${API.rescheduleRequests}/${id}/${what}`, cookie, payload);

export async function lessonRow(t: TestContext, id: number) {
  const [row] = await t.database.db.select().from(classes).where(eq(classes.id, id));
  if (!row) throw new Error('no such lesson');
  return row;
}

export const changesOf = (t: TestContext, classId: number) =>
  t.database.db
    .select()
    .from(classChanges)
    .where(eq(classChanges.classId, classId))
    .orderBy(asc(classChanges.id));

/** The mails queued to an address, oldest first. */
export const mailsTo = (t: TestContext, email: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.id));
