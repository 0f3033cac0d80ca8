import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { FEED_FUTURE_DAYS, FEED_PAST_DAYS } from '../../../common/schemas/calendar.ts';
import { lessonUid } from '../../calendar/lesson-ics.ts';
import { calendarFeeds, classes, guardianLinks } from '../../db/schema.ts';
import { hashToken } from '../../plugins/auth.ts';
import { createTestUser, signIn } from '../../test/fixtures.ts';
import { readCalendar } from '../../test/ical-reader.ts';
import { useTestApp } from '../../test/test-app.ts';
import { FEED_NOT_FOUND } from './index.ts';

const DAY = 86_400_000;
const FEED = '/api/user/calendar-feed';

// What the server logs, as pino writes it (one JSON line each).
const logged: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    logged.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

describe('calendar feed', () => {
  const t = useTestApp({}, { logger: { level: 'info', stream } });
  type Person = { id: number; cookie: string; name: string };
  let teacher: Person;
  let student: Person;
  let otherTeacher: Person;

  async function person(role: 'teacher' | 'student' | 'admin' | 'guardian'): Promise<Person> {
    const user = await createTestUser(t.database.db, role);
    return { id: user.id, cookie: await signIn(t.app, user), name: `${user.firstName} ${user.lastName}` };
  }
  const call = (method: 'GET' | 'POST' | 'DELETE', who: Person | null) =>
    t.app.inject({ method, url: FEED, headers: who ? { cookie: who.cookie } : {} });
  /** The path of a feed link, as the calendar app asks for it. */
  const fetchFeed = (url: string) => t.app.inject({ url: new URL(url).pathname });

  async function lesson(teacherId: number, startsAt: Date, cancelled = false) {
    const [row] = await t.database.db
      .insert(classes)
      .values({
        batchName: 'Piano Basics',
        teacherId,
        studentId: student.id,
        startsAt,
        durationMinutes: 45,
        isCancelled: cancelled,
        sequence: cancelled ? 1 : 0,
      })
      .returning({ id: classes.id });
    if (!row) throw new Error('class not created');
    return { id: row.id, startsAt };
  }

  beforeAll(async () => {
    teacher = await person('teacher');
    student = await person('student');
    otherTeacher = await person('teacher');
  });

  it('makes a private link, shown once: only its hash is kept', async () => {
    expect((await call('GET', teacher)).json()).toEqual({ active: false, created_at: null });

    const made = await call('POST', teacher);
    expect(made.statusCode).toBe(200);
    const { url, created_at, active } = made.json();
    expect(active).toBe(true);
    const match = new RegExp(`^${t.config.school.siteUrl}/api/calendar/([A-Za-z0-9_-]{43})\\.ics$`).exec(url);
    expect(match).not.toBeNull();
    const token = match?.[1] ?? '';

    // Afterwards the person learns only that a link exists.
    expect((await call('GET', teacher)).json()).toEqual({ active: true, created_at });
    const [stored] = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, teacher.id));
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('gives the person’s lessons of the past 30 and next 90 days at their instants, cancelled ones marked', async () => {
    // Whole minutes: iCalendar times are to the second.
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    const inRange = [
      await lesson(teacher.id, new Date(now - (FEED_PAST_DAYS - 1) * DAY)),
      await lesson(teacher.id, new Date(now + 2 * DAY)),
      await lesson(teacher.id, new Date(now + (FEED_FUTURE_DAYS - 1) * DAY)),
    ];
    const cancelled = await lesson(teacher.id, new Date(now + 5 * DAY), true);
    const tooOld = await lesson(teacher.id, new Date(now - (FEED_PAST_DAYS + 1) * DAY));
    const tooFar = await lesson(teacher.id, new Date(now + (FEED_FUTURE_DAYS + 1) * DAY));
    const notTheirs = await lesson(otherTeacher.id, new Date(now + 3 * DAY));

    const { url } = (await call('POST', teacher)).json();
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');

    const calendar = readCalendar(res.body);
    expect(calendar.method).toBe('PUBLISH');
    const uid = (id: number) => lessonUid(t.config.school.siteUrl, id);
    const byUid = new Map(calendar.events.map((e) => [e.uid, e]));
    expect([...byUid.keys()].sort()).toEqual([...inRange, cancelled].map((l) => uid(l.id)).sort());
    for (const l of inRange) {
      expect(byUid.get(uid(l.id))).toMatchObject({
        start: l.startsAt,
        end: new Date(l.startsAt.getTime() + 45 * 60_000),
        status: 'CONFIRMED',
        sequence: 0,
      });
    }
    expect(byUid.get(uid(cancelled.id))).toMatchObject({
      start: cancelled.startsAt,
      status: 'CANCELLED',
      sequence: 1,
    });
    for (const l of [tooOld, tooFar, notTheirs]) expect(byUid.has(uid(l.id))).toBe(false);

    // The student's own feed holds the same lessons of theirs, with the other teacher's too.
    const mine = readCalendar((await fetchFeed((await call('POST', student)).json().url)).body);
    expect(mine.events.map((e) => e.uid).sort()).toEqual(
      [...inRange, cancelled, notTheirs].map((l) => uid(l.id)).sort(),
    );
  });

  it("gives a guardian their children's lessons, naming the teacher and the child, and no other child's", async () => {
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    const parent = await person('guardian');
    await t.database.db.insert(guardianLinks).values({ guardianId: parent.id, studentId: student.id });
    const childs = await lesson(teacher.id, new Date(now + 4 * DAY));
    const [other] = await t.database.db
      .insert(classes)
      .values({
        batchName: 'Violin',
        teacherId: teacher.id,
        studentId: (await person('student')).id,
        startsAt: new Date(now + 4 * DAY),
        durationMinutes: 30,
      })
      .returning({ id: classes.id });
    const feed = await fetchFeed((await call('POST', parent)).json().url);
    expect(feed.statusCode).toBe(200);
    const uids = readCalendar(feed.body).events.map((e) => e.uid);
    expect(uids).toContain(lessonUid(t.config.school.siteUrl, childs.id));
    expect(uids).not.toContain(lessonUid(t.config.school.siteUrl, other?.id ?? 0));
    const unfolded = feed.body.replace(/\r\n /g, '');
    expect(unfolded).toContain(`Live lesson with ${teacher.name}\\, for ${student.name}.\r\n`);
    // A guardian cannot enter the room, so nothing links to it.
    expect(unfolded).not.toContain('Join');
    expect(unfolded).not.toContain('/live-class/');

    // Unlinked, the guardian's feed holds none of the child's lessons.
    await t.database.db.delete(guardianLinks).where(eq(guardianLinks.guardianId, parent.id));
    const after = await fetchFeed((await call('POST', parent)).json().url);
    expect(readCalendar(after.body).events).toEqual([]);
  });

  it('stops answering a revoked link', async () => {
    const { url } = (await call('POST', student)).json();
    expect((await fetchFeed(url)).statusCode).toBe(200);
    const revoked = await call('DELETE', student);
    expect(revoked.json()).toEqual({ active: false, created_at: null });
    const gone = await fetchFeed(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe(FEED_NOT_FOUND);
  });

  it('stops answering the old link once a new one is made', async () => {
    const old = (await call('POST', student)).json().url;
    const fresh = (await call('POST', student)).json().url;
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).statusCode).toBe(404);
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
  });

  it('answers 404 to a link that never was one', async () => {
    for (const file of [`${'A'.repeat(43)}.ics`, 'not-a-token.ics', 'calendar.txt']) {
      const res = await t.app.inject({ url: `/api/calendar/${file}` });
      expect(res.statusCode).toBe(404);
    }
  });

  it("never writes a link's token to the request log, nor a mailed link's", async () => {
    const { url } = (await call('POST', await person('student'))).json();
    const path = new URL(url).pathname;
    const token = /([A-Za-z0-9_-]{43})\.ics$/.exec(path)?.[1] ?? '';
    const escaped = [...token].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
    logged.length = 0;
    expect((await fetchFeed(url)).statusCode).toBe(200);
    // Escaped, it is the same link; copied wrong it misses the route, and its token is still the key.
    for (const other of [`/api/calendar/${escaped}.ics`, `${path}/`, path.toUpperCase(), `/x${path}`]) {
      await t.app.inject({ url: other });
    }
    await t.app.inject({ url: `/api${API.accountLink}?token=${token}` });
    expect(logged.join('\n')).not.toContain(token);
    expect(logged.join('\n')).not.toContain(escaped.slice(0, 30));
    const paths = logged.map((line) => JSON.parse(line).req?.path).filter(Boolean);
    expect(paths).toEqual([
      '/api/calendar/[redacted]',
      '/api/calendar/[redacted]',
      '/api/calendar/[redacted]',
      '/API/CALENDAR/[redacted]',
      '/x/api/calendar/[redacted].ics',
      '/api/auth/account-link',
    ]);
  });

  it('is for signed-in teachers, students and guardians only', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await call(method, null)).statusCode).toBe(401);
    }
    const admin = await person('admin');
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await call(method, admin)).statusCode).toBe(403);
    }
  });
});
