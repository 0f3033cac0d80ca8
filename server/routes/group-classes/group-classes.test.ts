import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import { hasJanus, type Janus, startJanus } from '../../../scripts/janus.ts';
import { GROUP_NO_RESCHEDULE } from '../../calendar/lesson-rules.ts';
import { classChanges, classes, janusRooms } from '../../db/schema.ts';
import { JanusClient } from '../../janus/client.ts';
import { schoolDays, signInAdmin } from '../../test/admin-fixtures.ts';
import { createTestUser, fullName, signIn } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { UserWithEmail } from '../auth/auth.service.ts';
import { teacherChangesThisMonth } from '../lessons/lesson-access.ts';
import {
  GROUP_CLASSES_OFF,
  NOT_A_STUDENT,
  NOT_SENDING_YET,
  ONLY_TEACHER_MUTES,
} from './group-classes.service.ts';

const KOLKATA = 'Asia/Kolkata';
const url = `/api${API.adminGroupClasses}`;
const tokenUrl = (classId: number) => `/api${API.lessons}/${classId}/janus_token`;

if (!hasJanus())
  console.warn('Skipping the group class tests: no janus binary (run node scripts/ensure-janus.mjs)');

describe('group classes without Janus', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', SCHOOL_TIME_ZONE: KOLKATA });

  it('are off, naming the setting, and hand out no tokens', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const res = await t.app.inject({ method: 'POST', url, headers: { cookie }, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(GROUP_CLASSES_OFF);
    expect(GROUP_CLASSES_OFF).toMatch(/JANUS_URL/);
    const token = await t.app.inject({ method: 'POST', url: tokenUrl(1), headers: { cookie } });
    expect(token.statusCode).toBe(409);
  });
});

describe.skipIf(!hasJanus())('group classes on a real Janus', () => {
  let janus: Janus;
  const env: Record<string, string> = {
    LOGIN_RATE_LIMIT: '1000',
    SCHOOL_TIME_ZONE: KOLKATA,
    GROUP_CLASS_MAX_STUDENTS: '3',
  };
  beforeAll(async () => {
    janus = await startJanus();
    Object.assign(env, {
      JANUS_URL: janus.url,
      JANUS_ADMIN_URL: janus.adminUrl,
      JANUS_API_SECRET: janus.apiSecret,
      JANUS_ADMIN_SECRET: janus.adminSecret,
    });
  });
  afterAll(() => janus?.stop());
  const t = useTestApp(env);
  const { day } = schoolDays(KOLKATA);
  const people = async (students: number) => {
    const made = await Promise.all(
      Array.from({ length: students }, () => createTestUser(t.database.db, 'student')),
    );
    // The first two by name (every class here has them).
    const [first, second] = made as [UserWithEmail, UserWithEmail];
    return { teacher: await createTestUser(t.database.db, 'teacher'), students: made, first, second };
  };
  const groupOf = (p: Awaited<ReturnType<typeof people>>, extra: object = {}) => ({
    batchName: 'Theory batch',
    teacherId: p.teacher.id,
    studentIds: p.students.map((s) => s.id),
    weekdays: [2],
    startTime: '18:00',
    durationMinutes: 60,
    firstDate: day(7),
    end: { kind: 'count', lessonCount: 2 },
    ...extra,
  });
  const post = (path: string, cookie: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: path, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('makes a place per student and lesson, and refuses too few or too many students', async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const p = await people(3);
    const res = await post(url, cookie, groupOf(p));
    expect(res.statusCode, res.body).toBe(201);
    const group = res.json();
    expect(group.lessons).toHaveLength(2);
    expect(group.lessons.map((l: { classIds: number[] }) => l.classIds.length)).toEqual([3, 3]);
    const places = await t.database.db.select().from(classes).where(eq(classes.groupClassId, group.id));
    const each = p.students.flatMap((s) => [s.id, s.id]);
    expect(places.map((c) => c.studentId).sort()).toEqual(each.sort());

    const few = await post(url, cookie, groupOf({ ...p, students: p.students.slice(0, 1) }));
    expect([few.statusCode, few.json().error]).toEqual([400, 'A group class has 2 to 3 students']);
    const more = await people(4);
    const many = await post(url, cookie, groupOf(more));
    expect([many.statusCode, many.json().error]).toEqual([400, 'A group class has 2 to 3 students']);
  });

  it("refuses a class clashing with any one student's other lesson, storing nothing", async () => {
    const cookie = await signInAdmin(t.app, t.database.db);
    const first = await people(2);
    expect((await post(url, cookie, groupOf(first))).statusCode).toBe(201);
    // Another teacher's class taking the second student at the same time.
    const other = await people(1);
    const clash = await post(url, cookie, groupOf({ ...other, students: [...other.students, first.second] }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toContain(`${fullName(first.second)} (student) has 'Theory batch' then`);
    const stored = await t.database.db.select().from(classes).where(eq(classes.teacherId, other.teacher.id));
    expect(stored).toEqual([]);
  });

  it('gives its teacher and students a token to the lesson room, and no one else', async () => {
    const admin = await signInAdmin(t.app, t.database.db);
    const a = await people(2);
    const b = await people(2);
    const groupA = (await post(url, admin, groupOf(a))).json();
    const groupB = (await post(url, admin, groupOf(b, { startTime: '10:00' }))).json();
    const [placeA0, placeA1] = groupA.lessons[0].classIds;

    const teacher = await post(tokenUrl(placeA1), await signIn(t.app, a.teacher));
    expect(teacher.statusCode).toBe(200);
    expect(teacher.json()).toMatchObject({ janusUrl: '/api/janus', room: placeA0, feed: a.teacher.id });
    expect(teacher.json().members.map((m: { role: string }) => m.role)).toEqual([
      'teacher',
      'student',
      'student',
    ]);
    expect(JSON.stringify(teacher.json())).not.toContain(janus.apiSecret);
    const student = await post(tokenUrl(placeA0), await signIn(t.app, a.first));
    expect(student.json().room).toBe(placeA0);
    expect(student.json().token).not.toBe(teacher.json().token);

    const outsider = await signIn(t.app, b.first);
    expect((await post(tokenUrl(placeA0), outsider)).statusCode).toBe(403);
    expect((await post(tokenUrl(groupB.lessons[0].classIds[0]), outsider)).statusCode).toBe(200);
    // A classmate's place is not theirs either.
    expect((await post(tokenUrl(placeA1), await signIn(t.app, a.first))).statusCode).toBe(403);
  });

  it("lets the lesson's teacher alone mute a student, in Janus, and never the teacher", async () => {
    const admin = await signInAdmin(t.app, t.database.db);
    const p = await people(2);
    const group = (await post(url, admin, groupOf(p))).json();
    const [place] = group.lessons[0].classIds;
    const mute = (cookie: string, feed: number) =>
      post(`/api${API.lessons}/${place}/janus_mute`, cookie, { feed, mid: '0', mute: true });
    const teacher = await signIn(t.app, p.teacher);
    expect((await post(tokenUrl(place), teacher)).statusCode).toBe(200);
    const student = await signIn(t.app, p.first);
    expect((await mute(student, p.second.id)).json().error).toBe(ONLY_TEACHER_MUTES);
    expect((await mute(teacher, p.teacher.id)).json().error).toBe(NOT_A_STUDENT);
    // Not publishing yet: Janus has no such feed, and the teacher is told so (not a server error).
    const res = await mute(teacher, p.first.id);
    expect([res.statusCode, res.json().error]).toEqual([409, NOT_SENDING_YET]);
  });

  it("forwards a browser's Janus calls with its own token only, to signed-in users", async () => {
    const admin = await signInAdmin(t.app, t.database.db);
    const p = await people(2);
    const group = (await post(url, admin, groupOf(p))).json();
    const cookie = await signIn(t.app, p.first);
    const { token } = (await post(tokenUrl(group.lessons[0].classIds[0]), cookie)).json();
    const janusUrl = `/api${API.janus}`;
    const anonymous = await t.app.inject({
      method: 'POST',
      url: janusUrl,
      payload: { janus: 'create', token, transaction: 't' },
    });
    expect(anonymous.statusCode).toBe(401);
    const created = await post(janusUrl, cookie, { janus: 'create', token, transaction: 't' });
    expect(created.json()).toMatchObject({ janus: 'success' });
    const session = created.json().data.id;
    // A stranger's token (or none) is Janus's to refuse: the app adds no secret of its own.
    const wrong = await post(janusUrl, cookie, { janus: 'create', token: 'not-a-token', transaction: 't' });
    expect(wrong.json()).toMatchObject({ janus: 'error', error: { code: 403 } });
    const attached = await post(`${janusUrl}/${session}`, cookie, {
      janus: 'attach',
      plugin: 'janus.plugin.videoroom',
      token,
      transaction: 't',
    });
    expect(attached.json()).toMatchObject({ janus: 'success' });
    // Only session calls: nothing of the admin API, whatever is asked.
    const admin2 = await post(janusUrl, cookie, { janus: 'list_sessions', token, transaction: 't' });
    expect(admin2.statusCode).toBe(400);
  });

  it("cancels only a student's own place when they cancel, and every place when the teacher does", async () => {
    const admin = await signInAdmin(t.app, t.database.db);
    const p = await people(3);
    const group = (await post(url, admin, groupOf(p))).json();
    const [first, second] = group.lessons as { classIds: number[] }[];
    const cancelled = async (ids: number[]) => {
      const rows = await t.database.db.select().from(classes).where(eq(classes.groupClassId, group.id));
      return ids.map((id) => rows.find((r) => r.id === id)?.isCancelled);
    };
    const cancel = async (classId: number, cookie: string) =>
      post(`/api${API.lessons}/${classId}/cancel`, cookie, { note: '' });

    const own = first?.classIds[0] as number;
    expect((await cancel(own, await signIn(t.app, p.first))).statusCode).toBe(200);
    expect(await cancelled(first?.classIds ?? [])).toEqual([true, false, false]);

    const byTeacher = await cancel(second?.classIds[1] as number, await signIn(t.app, p.teacher));
    expect(byTeacher.statusCode, byTeacher.body).toBe(200);
    expect(await cancelled(second?.classIds ?? [])).toEqual([true, true, true]);
    const rows = await t.database.db.select().from(classes).where(eq(classes.groupClassId, group.id));
    expect(rows.filter((r) => second?.classIds.includes(r.id)).map((r) => r.cancelledBy)).toEqual([
      'teacher',
      'teacher',
      'teacher',
    ]);
    // The first lesson's other places stand.
    expect(await cancelled(first?.classIds ?? [])).toEqual([true, false, false]);
  });

  describe('moving a group lesson', () => {
    const HOUR = 3_600_000;
    const placesOf = async (groupId: number) =>
      t.database.db.select().from(classes).where(eq(classes.groupClassId, groupId)).orderBy(classes.id);
    const move = (classId: number, cookie: string, startsAt: Date) =>
      post(`/api${API.lessons}/${classId}/move`, cookie, { startsAt: startsAt.toISOString() });

    it("moves every place when the teacher moves one, counted once in the teacher's month", async () => {
      const admin = await signInAdmin(t.app, t.database.db);
      const p = await people(3);
      const group = (await post(url, admin, groupOf(p))).json();
      const [first, second] = group.lessons as { startsAt: string; classIds: number[] }[];
      // The same day at 11:00 (the lessons are at 18:00).
      const to = new Date(new Date(first?.startsAt ?? '').getTime() - 7 * HOUR);
      const res = await move(first?.classIds[1] as number, await signIn(t.app, p.teacher), to);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toMatch(/^Lesson moved to /);

      const places = await placesOf(group.id);
      const moved = places.filter((c) => first?.classIds.includes(c.id));
      expect(moved.map((c) => c.startsAt.toISOString())).toEqual([to, to, to].map((d) => d.toISOString()));
      const later = places.filter((c) => second?.classIds.includes(c.id));
      expect(later.every((c) => c.startsAt.toISOString() === second?.startsAt)).toBe(true);
      const logged = await t.database.db.select().from(classChanges).where(eq(classChanges.action, 'moved'));
      expect(logged.filter((l) => first?.classIds.includes(l.classId))).toHaveLength(3);
      expect(await teacherChangesThisMonth(t.database.db, p.teacher.id, new Date(), KOLKATA)).toBe(1);
    });

    it("moves no place when the new time clashes with one student's other lesson", async () => {
      const admin = await signInAdmin(t.app, t.database.db);
      const p = await people(2);
      const group = (await post(url, admin, groupOf(p))).json();
      const [first] = group.lessons as { startsAt: string; classIds: number[] }[];
      const to = new Date(new Date(first?.startsAt ?? '').getTime() - 7 * HOUR);
      const elsewhere = await createTestUser(t.database.db, 'teacher');
      await t.database.db.insert(classes).values({
        batchName: 'Piano',
        teacherId: elsewhere.id,
        studentId: p.second.id,
        startsAt: to,
        durationMinutes: 60,
      });
      const res = await move(first?.classIds[0] as number, await signIn(t.app, p.teacher), to);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toContain('is not free for everyone in the class');
      const places = await placesOf(group.id);
      expect(places.filter((c) => c.startsAt.getTime() === to.getTime())).toEqual([]);
    });

    it("refuses a student's request to reschedule their place, saying what they can do", async () => {
      const admin = await signInAdmin(t.app, t.database.db);
      const p = await people(2);
      const group = (await post(url, admin, groupOf(p))).json();
      const [first] = group.lessons as { startsAt: string; classIds: number[] }[];
      const student = await signIn(t.app, p.first);
      const own = first?.classIds[0] as number;
      const to = new Date(new Date(first?.startsAt ?? '').getTime() - 7 * HOUR);
      const res = await post(`/api${API.lessons}/${own}/reschedule-requests`, student, {
        times: [to.toISOString()],
      });
      expect([res.statusCode, res.json().error]).toEqual([409, GROUP_NO_RESCHEDULE]);
      const options = await t.app.inject({
        method: 'GET',
        url: `/api${API.lessons}/${own}/options`,
        headers: { cookie: student },
      });
      expect(options.json().Options).toMatchObject({
        can_reschedule: false,
        reschedule_refusal: GROUP_NO_RESCHEDULE,
        can_cancel: true,
      });
    });
  });

  it('notes the room it makes, to be removed after the lesson by the janus-rooms job', async () => {
    const admin = await signInAdmin(t.app, t.database.db);
    const p = await people(2);
    const group = (await post(url, admin, groupOf(p))).json();
    const [first] = group.lessons as { startsAt: string; classIds: number[] }[];
    const room = first?.classIds[0] as number;
    const { token } = (await post(tokenUrl(room), await signIn(t.app, p.teacher))).json();
    const [noted] = await t.database.db.select().from(janusRooms).where(eq(janusRooms.room, room));
    expect(noted?.endsAt.getTime()).toBe(new Date(first?.startsAt ?? '').getTime() + 60 * 60_000);

    await t.database.db
      .update(janusRooms)
      .set({ endsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(janusRooms.room, room));
    expect(await t.app.jobs.tick('janus-rooms')).toBe(true);
    expect(await new JanusClient(janus).listTokens()).not.toContain(token);
  });
});
