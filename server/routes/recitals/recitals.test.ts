import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import {
  AUDIENCE_LINK_GONE,
  NOT_A_PERFORMER,
  RECITAL_FULL,
  RECITAL_NOT_FOUND,
} from '../../../common/schemas/recitals.ts';
import { hasJanus, type Janus, startJanus } from '../../../scripts/janus.ts';
import { janusRooms } from '../../db/schema.ts';
import { JanusClient } from '../../janus/client.ts';
import { StreamingMounts } from '../../janus/streaming-mounts.ts';
import { schoolDays, signInAdmin } from '../../test/admin-fixtures.ts';
import { createTestUser, signIn } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { GROUP_CLASSES_OFF } from '../group-classes/group-classes.service.ts';
import { recitalRoom } from './recitals.service.ts';

const KOLKATA = 'Asia/Kolkata';
const base = `/api${API.recitals}`;
const audience = (token: string, viewer: string) => `/api${API.recitalAudience}/${token}?viewer=${viewer}`;
/** A browser's own key, as the audience page makes it. */
const viewerKey = () => randomBytes(18).toString('base64url');

/** The app (its env read when the tests start: a Janus's, filled in by then) and the recital helpers. */
function useRecitalApp(env: Record<string, string>) {
  const t = useTestApp(env);
  const { day } = schoolDays(KOLKATA);
  const performers = async (n: number) =>
    Promise.all(Array.from({ length: n }, () => createTestUser(t.database.db, 'student')));
  const schedule = async (cookie: string, performerIds: number[], extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: base,
      headers: { cookie },
      payload: {
        title: 'Winter recital',
        date: day(10),
        time: '17:00',
        durationMinutes: 90,
        performerIds,
        viewerCap: 50,
        ...extra,
      },
    });
  return { t, performers, schedule };
}

describe('recitals (no Janus)', () => {
  const { t, performers, schedule } = useRecitalApp({ LOGIN_RATE_LIMIT: '1000', SCHOOL_TIME_ZONE: KOLKATA });

  it('are scheduled by an admin or a teacher, in running order, each with an audience link', async () => {
    const [a, b, c] = await performers(3);
    const teacher = await signIn(t.app, await createTestUser(t.database.db, 'teacher'));
    const res = await schedule(teacher, [c?.id ?? 0, a?.id ?? 0, b?.id ?? 0]);
    expect(res.statusCode, res.body).toBe(201);
    const recital = res.json();
    expect(recital.performers.map((p: { student_id: number }) => p.student_id)).toEqual([
      c?.id,
      a?.id,
      b?.id,
    ]);
    expect(recital.performers.map((p: { position: number }) => p.position)).toEqual([1, 2, 3]);
    expect(recital.when_label).toContain('17:00');
    expect(recital.audience_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await schedule(await signInAdmin(t.app, t.database.db), [a?.id ?? 0])).statusCode).toBe(201);
  });

  it('are refused to students, guardians and the signed-out; a teacher sees only their own', async () => {
    const [a] = await performers(1);
    const student = await signIn(t.app, a as never);
    expect((await schedule(student, [a?.id ?? 0])).statusCode).toBe(403);
    const guardian = await signIn(t.app, await createTestUser(t.database.db, 'guardian'));
    expect((await t.app.inject({ method: 'GET', url: base, headers: { cookie: guardian } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);

    const mine = await signIn(t.app, await createTestUser(t.database.db, 'teacher'));
    const other = await signIn(t.app, await createTestUser(t.database.db, 'teacher'));
    const recital = (await schedule(mine, [a?.id ?? 0])).json();
    const theirs = await t.app.inject({
      method: 'GET',
      url: `${base}/${recital.id}`,
      headers: { cookie: other },
    });
    expect([theirs.statusCode, theirs.json().error]).toEqual([404, RECITAL_NOT_FOUND]);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `${base}/${recital.id}/audience_link`,
      headers: { cookie: other },
    });
    expect(revoke.statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: base, headers: { cookie: other } })).json();
    expect(list.Recitals.map((r: { id: number }) => r.id)).not.toContain(recital.id);
    const admin = await signInAdmin(t.app, t.database.db);
    const all = (await t.app.inject({ method: 'GET', url: base, headers: { cookie: admin } })).json();
    expect(all.Recitals.map((r: { id: number }) => r.id)).toContain(recital.id);
  });

  it('takes only students as performers, each once', async () => {
    const admin = await signInAdmin(t.app, t.database.db);
    const [a] = await performers(1);
    const teacher = await createTestUser(t.database.db, 'teacher');
    expect((await schedule(admin, [a?.id ?? 0, teacher.id])).statusCode).toBe(400);
    const twice = await schedule(admin, [a?.id ?? 0, a?.id ?? 0]);
    expect([twice.statusCode, twice.json().error]).toEqual([
      400,
      'Each performer appears once in the running order',
    ]);
  });

  it('shows the audience the running order and who is on, by first name and initial, with no ids', async () => {
    const admin = await signInAdmin(t.app, t.database.db);
    const [a, b] = await performers(2);
    const recital = (await schedule(admin, [a?.id ?? 0, b?.id ?? 0])).json();
    const stage = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `${base}/${recital.id}/stage`,
        headers: { cookie: admin },
        payload,
      });
    expect((await stage({ onStageId: a?.id, nextId: b?.id })).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: audience(recital.audience_token, viewerKey()) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json();
    expect(page).toMatchObject({ title: 'Winter recital', on_stage: 1, next: 2, janus: null });
    expect(page.running_order[0].name).toBe(`${a?.firstName} ${a?.lastName[0]}.`);
    expect(res.body).not.toContain(String(a?.lastName));

    const outsider = await createTestUser(t.database.db, 'student');
    const refused = await stage({ onStageId: outsider.id, nextId: null });
    expect([refused.statusCode, refused.json().error]).toEqual([400, NOT_A_PERFORMER]);
    expect((await stage({ onStageId: b?.id, nextId: null })).json()).toMatchObject({
      on_stage_id: b?.id,
      next_id: null,
    });
  });

  it('refuses a revoked link at once, and a new link works in its place', async () => {
    const admin = await signInAdmin(t.app, t.database.db);
    const [a] = await performers(1);
    const recital = (await schedule(admin, [a?.id ?? 0])).json();
    const viewer = viewerKey();
    expect(
      (await t.app.inject({ method: 'GET', url: audience(recital.audience_token, viewer) })).statusCode,
    ).toBe(200);

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `${base}/${recital.id}/audience_link`,
      headers: { cookie: admin },
    });
    expect(revoked.json()).toMatchObject({ audience_token: null, viewers: 0 });
    const again = await t.app.inject({ method: 'GET', url: audience(recital.audience_token, viewer) });
    expect([again.statusCode, again.json().error]).toEqual([404, AUDIENCE_LINK_GONE]);

    const renewed = (
      await t.app.inject({
        method: 'POST',
        url: `${base}/${recital.id}/audience_link`,
        headers: { cookie: admin },
      })
    ).json();
    expect(renewed.audience_token).not.toBe(recital.audience_token);
    expect(
      (await t.app.inject({ method: 'GET', url: audience(renewed.audience_token, viewer) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: audience(recital.audience_token, viewer) })).statusCode,
    ).toBe(404);
  });

  it('caps the viewers watching at once; one watching keeps its seat, and a raised cap lets more in', async () => {
    const admin = await signInAdmin(t.app, t.database.db);
    const [a] = await performers(1);
    const recital = (await schedule(admin, [a?.id ?? 0], { viewerCap: 2 })).json();
    const watch = (viewer: string) =>
      t.app.inject({ method: 'GET', url: audience(recital.audience_token, viewer) });
    const [first, second, third] = [viewerKey(), viewerKey(), viewerKey()];
    expect((await watch(first)).statusCode).toBe(200);
    expect((await watch(second)).statusCode).toBe(200);
    const full = await watch(third);
    expect([full.statusCode, full.json().error]).toEqual([409, RECITAL_FULL]);
    expect((await watch(first)).statusCode).toBe(200);
    const shown = await t.app.inject({
      method: 'GET',
      url: `${base}/${recital.id}`,
      headers: { cookie: admin },
    });
    expect(shown.json().viewers).toBe(2);

    const raised = await t.app.inject({
      method: 'PATCH',
      url: `${base}/${recital.id}`,
      headers: { cookie: admin },
      payload: { viewerCap: 3 },
    });
    expect(raised.json().viewer_cap).toBe(3);
    expect((await watch(third)).statusCode).toBe(200);
  });

  it("refuses a viewer key that is not the page's own shape", async () => {
    const admin = await signInAdmin(t.app, t.database.db);
    const [a] = await performers(1);
    const recital = (await schedule(admin, [a?.id ?? 0])).json();
    expect(
      (await t.app.inject({ method: 'GET', url: audience(recital.audience_token, 'x') })).statusCode,
    ).toBe(400);
  });

  it('hands out no stage tokens without Janus', async () => {
    const admin = await signInAdmin(t.app, t.database.db);
    const [a] = await performers(1);
    const recital = (await schedule(admin, [a?.id ?? 0])).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/${recital.id}/janus_token`,
      headers: { cookie: admin },
    });
    expect([res.statusCode, res.json().error]).toEqual([409, GROUP_CLASSES_OFF]);
  });

  it('shows the stage to its performers and organiser, and to no other student or teacher', async () => {
    const [a, b, outsider] = await performers(3);
    const teacher = await signIn(t.app, await createTestUser(t.database.db, 'teacher'));
    const recital = (await schedule(teacher, [a?.id ?? 0, b?.id ?? 0])).json();
    await t.app.inject({
      method: 'PUT',
      url: `${base}/${recital.id}/stage`,
      headers: { cookie: teacher },
      payload: { onStageId: a?.id, nextId: b?.id },
    });
    const stage = async (cookie: string) =>
      t.app.inject({ method: 'GET', url: `${base}/${recital.id}/stage`, headers: { cookie } });
    const performer = (await stage(await signIn(t.app, b as never))).json();
    expect(performer).toMatchObject({
      title: 'Winter recital',
      on_stage_id: a?.id,
      next_id: b?.id,
      runs: false,
    });
    expect(performer.performers.map((p: { name: string }) => p.name)).toEqual([
      `${a?.firstName} ${a?.lastName}`,
      `${b?.firstName} ${b?.lastName}`,
    ]);
    expect(performer).not.toHaveProperty('audience_token');
    expect((await stage(teacher)).json().runs).toBe(true);
    const other = await stage(await signIn(t.app, outsider as never));
    expect([other.statusCode, other.json().error]).toEqual([404, RECITAL_NOT_FOUND]);
    const otherTeacher = await signIn(t.app, await createTestUser(t.database.db, 'teacher'));
    expect((await stage(otherTeacher)).statusCode).toBe(404);
  });

  it("lists a student's own recitals, and the students a recital may have to its staff", async () => {
    const [a, b] = await performers(2);
    const admin = await signInAdmin(t.app, t.database.db);
    const recital = (await schedule(admin, [a?.id ?? 0])).json();
    const list = async (url: string, cookie: string) =>
      t.app.inject({ method: 'GET', url, headers: { cookie } });
    const mine = (await list(`/api${API.recitalsPerforming}`, await signIn(t.app, a as never))).json();
    expect(mine.Recitals.map((r: { id: number }) => r.id)).toEqual([recital.id]);
    const theirs = (await list(`/api${API.recitalsPerforming}`, await signIn(t.app, b as never))).json();
    expect(theirs.Recitals).toEqual([]);
    const teacher = await signIn(t.app, await createTestUser(t.database.db, 'teacher'));
    const students = (await list(`/api${API.recitalStudents}`, teacher)).json().Students;
    expect(students).toContainEqual({ id: b?.id, name: `${b?.firstName} ${b?.lastName}` });
    expect(students.map((s: { id: number }) => s.id)).not.toContain(
      (await createTestUser(t.database.db, 'teacher')).id,
    );
    expect((await list(`/api${API.recitalStudents}`, await signIn(t.app, a as never))).statusCode).toBe(403);
  });
});

if (!hasJanus())
  console.warn('Skipping the recital Janus tests: no janus binary (run node scripts/ensure-janus.mjs)');

describe.skipIf(!hasJanus())('recitals on a real Janus', () => {
  let janus: Janus;
  // A second Janus the stage is relayed to, taking every watcher after the first one's one.
  let edge: Janus;
  const env: Record<string, string> = {
    LOGIN_RATE_LIMIT: '1000',
    SCHOOL_TIME_ZONE: KOLKATA,
    JANUS_VIEWERS_PER_SERVER: '1',
  };
  beforeAll(async () => {
    janus = await startJanus();
    edge = await startJanus(janus);
    Object.assign(env, {
      JANUS_URL: janus.url,
      JANUS_ADMIN_URL: janus.adminUrl,
      JANUS_API_SECRET: janus.apiSecret,
      JANUS_ADMIN_SECRET: janus.adminSecret,
      JANUS_EDGES: `${edge.url} ${edge.adminUrl}`,
    });
  });
  afterAll(async () => {
    await janus?.stop();
    await edge?.stop();
  });
  const { t, performers, schedule } = useRecitalApp(env);
  const tokens = () => new JanusClient(janus).listTokens();

  it("seats the watchers past the first Janus's share on the edge, fed by the stage, until the link goes", async () => {
    const admin = await signInAdmin(t.app, t.database.db);
    const [a] = await performers(1);
    const recital = (await schedule(admin, [a?.id ?? 0])).json();
    const room = recitalRoom(recital.id);
    const watch = async (viewer: string) =>
      (await t.app.inject({ method: 'GET', url: audience(recital.audience_token, viewer) })).json().janus;
    const first = await watch(viewerKey());
    expect(first).toMatchObject({ janusUrl: '/api/janus', room, relay: null });
    const viewer = viewerKey();
    const second = await watch(viewer);
    expect(second).toMatchObject({ janusUrl: `/api${API.janusEdge}/1`, relay: { mount: room } });
    expect(await watch(viewer)).toEqual(second); // kept across its polls
    const edgeTokens = () => new JanusClient(edge).listTokens();
    expect(await edgeTokens()).toContain(second.token);
    expect(await tokens()).not.toContain(second.token);
    // The edge has the stage's mountpoint, its PIN the one the page was given.
    const mounts = new StreamingMounts({ ...edge });
    expect(mounts.pin(room)).toBe(second.relay.pin);
    const ports = await mounts.ensure(room, 'Winter recital');
    expect(ports).toMatchObject({ host: '127.0.0.1' });
    expect(ports.video).toBeGreaterThan(0);
    // The page's calls reach the edge through its own proxy path, with no account.
    const created = await t.app.inject({
      method: 'POST',
      url: second.janusUrl,
      payload: { janus: 'create', token: second.token, transaction: 't' },
    });
    expect(created.json()).toMatchObject({ janus: 'success' });

    await t.app.inject({
      method: 'DELETE',
      url: `${base}/${recital.id}/audience_link`,
      headers: { cookie: admin },
    });
    expect(await edgeTokens()).not.toContain(second.token);
  });

  it('gives performers and the organiser a stage token, and no other student', async () => {
    const admin = await signInAdmin(t.app, t.database.db);
    const [a, b] = await performers(2);
    const recital = (await schedule(admin, [a?.id ?? 0])).json();
    const token = (cookie: string) =>
      t.app.inject({ method: 'POST', url: `${base}/${recital.id}/janus_token`, headers: { cookie } });
    const performer = await token(await signIn(t.app, a as never));
    expect(performer.statusCode, performer.body).toBe(200);
    expect(performer.json()).toMatchObject({ janusUrl: '/api/janus', room: recitalRoom(recital.id) });
    expect((await token(admin)).statusCode).toBe(200);
    expect((await token(await signIn(t.app, b as never))).statusCode).toBe(403);
  });

  it("gives each browser one watcher's token across its polls, and takes them back with the link", async () => {
    const admin = await signInAdmin(t.app, t.database.db);
    const [a] = await performers(1);
    const recital = (await schedule(admin, [a?.id ?? 0])).json();
    const viewer = viewerKey();
    const watch = () => t.app.inject({ method: 'GET', url: audience(recital.audience_token, viewer) });
    const first = (await watch()).json().janus;
    expect(first).toMatchObject({ janusUrl: '/api/janus', room: recitalRoom(recital.id) });
    expect((await watch()).json().janus.token).toBe(first.token);
    expect(await tokens()).toContain(first.token);
    // The audience has no account: its seat's token alone lets its page through the Janus proxy.
    const create = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/janus',
        payload: { janus: 'create', token, transaction: 't' },
      });
    expect((await create(first.token)).json()).toMatchObject({ janus: 'success' });
    expect((await create('not-a-seat-token')).statusCode).toBe(401);

    await t.app.inject({
      method: 'DELETE',
      url: `${base}/${recital.id}/audience_link`,
      headers: { cookie: admin },
    });
    expect(await tokens()).not.toContain(first.token);
    expect((await create(first.token)).statusCode).toBe(401);
  });

  it('removes the stage room and its tokens once the recital has ended, on the janus-rooms job', async () => {
    const admin = await signInAdmin(t.app, t.database.db);
    const [a] = await performers(1);
    const recital = (await schedule(admin, [a?.id ?? 0])).json();
    const watcher = (
      await t.app.inject({ method: 'GET', url: audience(recital.audience_token, viewerKey()) })
    ).json();
    const room = recitalRoom(recital.id);

    expect(await t.app.jobs.tick('janus-rooms')).toBe(true);
    expect(await tokens()).toContain(watcher.janus.token); // not over yet: kept
    // The recital ended two hours ago.
    await t.database.db
      .update(janusRooms)
      .set({ endsAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(janusRooms.room, room));
    expect(await t.app.jobs.tick('janus-rooms')).toBe(true);
    expect(await tokens()).not.toContain(watcher.janus.token);
    expect(await t.database.db.select().from(janusRooms).where(eq(janusRooms.room, room))).toEqual([]);
  });
});
