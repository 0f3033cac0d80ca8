import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from '../../../../common/schemas/live-class/shared.ts';
import { classes } from '../../../db/schema.ts';
import { createOutsider, createTestClass } from '../../../test/builders.ts';
import {
  appUrl,
  call,
  openClassStream,
  useLiveTestApp,
  withStudentOnSecondInstance,
} from '../live-class-fixtures.ts';

const MUSIC = '/api/set_music_mode.php';
const STATUS = '/api/check_meeting_status.php';

describe('music mode: POST /api/set_music_mode.php', () => {
  const t = useLiveTestApp();
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('is off for a new class; its teacher turns it on and off, kept with the class', async () => {
    const c = await createTestClass(t);
    const status = async () => (await call(t, c.student, 'GET', STATUS, { class_id: c.id })).json().data;
    expect((await status()).music_mode).toBe(0);

    const on = await call(t, c.teacher, 'POST', MUSIC, {
      class_id: c.id,
      user_id: c.teacher.user.id,
      user_role: 'Teacher',
      music_mode: true,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ success: true, message: 'Music mode on', data: { music_mode: 1 } });
    expect((await status()).music_mode).toBe(1);
    const [row] = await t.database.db.select().from(classes).where(eq(classes.id, c.id));
    expect(row?.musicMode).toBe(true);

    // The flag form (0/1) of the spec's other calls is understood too.
    const off = await call(t, c.teacher, 'POST', MUSIC, { class_id: c.id, music_mode: 0 });
    expect(off.json()).toMatchObject({ success: true, message: 'Music mode off', data: { music_mode: 0 } });
    expect((await status()).music_mode).toBe(0);
  });

  it('low latency: off for a new class; its teacher turns it on and off on its own, and music mode keeps it', async () => {
    const c = await createTestClass(t);
    const status = async () => (await call(t, c.student, 'GET', STATUS, { class_id: c.id })).json().data;
    expect((await status()).low_latency).toBe(0);
    await call(t, c.teacher, 'POST', MUSIC, { class_id: c.id, music_mode: true });
    const low = await call(t, c.teacher, 'POST', MUSIC, { class_id: c.id, low_latency: true });
    expect(low.statusCode).toBe(200);
    expect(low.json()).toMatchObject({
      success: true,
      message: 'Low latency on',
      data: { music_mode: 1, low_latency: 1 },
    });
    // Music mode off and on again: low latency is still chosen (it acts only within music mode).
    await call(t, c.teacher, 'POST', MUSIC, { class_id: c.id, music_mode: 0 });
    expect(await status()).toMatchObject({ music_mode: 0, low_latency: 1 });
    const off = await call(t, c.teacher, 'POST', MUSIC, { class_id: c.id, low_latency: 0 });
    expect(off.json()).toMatchObject({ message: 'Low latency off', data: { music_mode: 0, low_latency: 0 } });
    const [row] = await t.database.db.select().from(classes).where(eq(classes.id, c.id));
    expect(row).toMatchObject({ musicMode: false, lowLatency: false });
    const student = await call(t, c.student, 'POST', MUSIC, { class_id: c.id, low_latency: true });
    expect(student.statusCode).toBe(403);
    expect((await call(t, c.teacher, 'POST', MUSIC, { class_id: c.id, low_latency: 'yes' })).statusCode).toBe(
      400,
    );
  });

  it("the room's own fallback: either party turns low latency off, marked as fallen back until it is on again", async () => {
    const c = await createTestClass(t);
    const status = async () => (await call(t, c.teacher, 'GET', STATUS, { class_id: c.id })).json().data;
    await call(t, c.teacher, 'POST', MUSIC, { class_id: c.id, music_mode: true, low_latency: true });
    expect(await status()).toMatchObject({ music_mode: 1, low_latency: 1, low_latency_fell_back: 0 });
    // The student may not switch it off as a choice, only as the room's fallback.
    expect((await call(t, c.student, 'POST', MUSIC, { class_id: c.id, low_latency: false })).statusCode).toBe(
      403,
    );
    const fell = await call(t, c.student, 'POST', MUSIC, {
      class_id: c.id,
      low_latency: false,
      fell_back: true,
    });
    expect(fell.statusCode).toBe(200);
    expect(fell.json()).toMatchObject({
      message: 'Low latency off',
      data: { low_latency: 0, low_latency_fell_back: 1 },
    });
    expect(await status()).toMatchObject({ music_mode: 1, low_latency: 0, low_latency_fell_back: 1 });
    for (const bad of [
      { class_id: c.id, low_latency: true, fell_back: true },
      { class_id: c.id, fell_back: true },
    ]) {
      expect((await call(t, c.student, 'POST', MUSIC, bad)).statusCode).toBe(400);
    }
    expect(
      (
        await call(t, c.student, 'POST', MUSIC, {
          class_id: c.id,
          music_mode: false,
          low_latency: false,
          fell_back: true,
        })
      ).statusCode,
    ).toBe(403);
    await call(t, c.teacher, 'POST', MUSIC, { class_id: c.id, low_latency: true });
    expect(await status()).toMatchObject({ low_latency: 1, low_latency_fell_back: 0 });
  });

  it('refuses the student, strangers, anonymous users, closed classes and bad input', async () => {
    const c = await createTestClass(t);
    const student = await call(t, c.student, 'POST', MUSIC, { class_id: c.id, music_mode: true });
    expect(student.statusCode).toBe(403);
    expect(student.json()).toMatchObject({ success: false, data: null, message: LIVE_MESSAGES.teacherOnly });
    const stranger = await createOutsider(t, 'teacher');
    expect((await call(t, stranger, 'POST', MUSIC, { class_id: c.id, music_mode: true })).statusCode).toBe(
      403,
    );
    expect((await call(t, null, 'POST', MUSIC, { class_id: c.id, music_mode: true })).statusCode).toBe(401);
    for (const bad of [{ class_id: c.id }, { class_id: c.id, music_mode: 'yes' }, { music_mode: true }]) {
      const res = await call(t, c.teacher, 'POST', MUSIC, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null });
    }
    const claim = await call(t, c.teacher, 'POST', MUSIC, {
      class_id: c.id,
      user_id: c.student.user.id,
      music_mode: true,
    });
    expect(claim.statusCode).toBe(403);

    const later = await createTestClass(t, { startsAt: new Date('2099-01-01T04:30:00.000Z') });
    expect(
      (await call(t, later.teacher, 'POST', MUSIC, { class_id: later.id, music_mode: true })).statusCode,
    ).toBe(403);
    const locked = await createTestClass(t, { password: 'pw-music' });
    const early = await call(t, locked.teacher, 'POST', MUSIC, { class_id: locked.id, music_mode: true });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(LIVE_MESSAGES.passwordFirst);

    const [row] = await t.database.db.select().from(classes).where(eq(classes.id, c.id));
    expect(row?.musicMode).toBe(false);
  });

  it('is pushed to the student on the event stream as part of the meeting status', async () => {
    const c = await createTestClass(t);
    const student = await openClassStream(appUrl(t), c.student, c.id);
    expect((await student.next('meeting-status')).data).toMatchObject({ music_mode: 0 });
    await call(t, c.teacher, 'POST', MUSIC, { class_id: c.id, music_mode: true });
    expect((await student.next('meeting-status')).data).toMatchObject({ music_mode: 1 });
    student.close();
    // A fresh stream (a rejoin) starts with it on.
    const again = await openClassStream(appUrl(t), c.student, c.id);
    expect((await again.next('meeting-status')).data).toMatchObject({ music_mode: 1 });
    again.close();
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths[MUSIC].post.summary).toContain('music mode');
    expect(Object.keys(doc.paths[MUSIC].post.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403']),
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reaches a student on a second server instance, stream and poll alike',
    async () => {
      await withStudentOnSecondInstance(t, async (c, student, statusThere) => {
        expect((await statusThere()).music_mode).toBe(0); // now cached on the second instance
        await call(t, c.teacher, 'POST', MUSIC, { class_id: c.id, music_mode: true });
        expect((await student.next('meeting-status')).data).toMatchObject({ music_mode: 1 });
        expect((await statusThere()).music_mode).toBe(1);
      });
    },
  );
});
