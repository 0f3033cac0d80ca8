import { beforeAll, describe, expect, it } from 'vitest';
import { PRACTICE_LEAD_MS } from '../../../../common/practice-tools.ts';
import { PRACTICE_OFF } from '../../../../common/schemas/live-class/practice.ts';
import { LIVE_MESSAGES } from '../../../../common/schemas/live-class/shared.ts';
import { createOutsider, createTestClass, createTestGroupLesson } from '../../../test/builders.ts';
import { appUrl, call, openClassStream, useLiveTestApp } from '../live-class-fixtures.ts';
import { nextPractice } from './practice.service.ts';

const PRACTICE = '/api/set_practice_tools.php';
const STATUS = '/api/check_meeting_status.php';
const TIME = '/api/server_time';

describe('practice tools: the next state', () => {
  const now = 100_000;
  const running = nextPractice(PRACTICE_OFF, { metronome: { on: true, bpm: 120, tala: 'teentaal' } }, now);

  it('a start names the first beat a lead ahead; a tala sets the bar', () => {
    expect(running.metronome).toEqual({
      on: true,
      bpm: 120,
      beats: 16,
      tala: 'teentaal',
      anchor_ms: now + PRACTICE_LEAD_MS,
      anchor_beat: 0,
    });
  });

  it('a tempo change keeps the count from the next beat after the lead; a new bar restarts it', () => {
    // 1.2 s later: beats at +400, +900, +1400, +1900 ...; the lead ends at +1600.
    const faster = nextPractice(running, { metronome: { bpm: 90 } }, now + 1_200);
    expect(faster.metronome).toMatchObject({ bpm: 90, anchor_ms: now + 1_900, anchor_beat: 3 });
    const bar = nextPractice(running, { metronome: { tala: null, beats: 5 } }, now + 1_200);
    expect(bar.metronome).toMatchObject({ beats: 5, tala: null, anchor_ms: now + 1_900, anchor_beat: 0 });
    expect(nextPractice(running, { metronome: { bpm: 120 } }, now + 5_000)).toEqual(running);
    const stopped = nextPractice(running, { metronome: { on: false } }, now + 2_000);
    expect(stopped.metronome.on).toBe(false);
    expect(nextPractice(stopped, { metronome: { on: true } }, now + 9_000).metronome).toMatchObject({
      anchor_ms: now + 9_000 + PRACTICE_LEAD_MS,
      anchor_beat: 0,
    });
  });

  it('the drone takes the fields given and keeps the rest', () => {
    const d = nextPractice(running, { drone: { on: true, tonic: 'G#', cents: -20 } }, now);
    expect(d.drone).toEqual({ on: true, tonic: 'G#', cents: -20, first_string: 'Pa' });
    expect(d.metronome).toEqual(running.metronome);
  });
});

describe('practice tools: POST /api/set_practice_tools.php and GET /api/server_time', () => {
  const t = useLiveTestApp();
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('both off for a new class; the teacher starts and changes them, kept with the class and polled', async () => {
    const c = await createTestClass(t);
    const status = async () => (await call(t, c.student, 'GET', STATUS, { class_id: c.id })).json().data;
    expect((await status()).practice).toEqual(PRACTICE_OFF);
    const before = Date.now();
    const res = await call(t, c.teacher, 'POST', PRACTICE, {
      class_id: c.id,
      user_id: c.teacher.user.id,
      user_role: 'Teacher',
      metronome: { on: true, bpm: 120, tala: 'teentaal' },
      drone: { on: true, tonic: 'D', first_string: 'Ma' },
    });
    expect(res.statusCode).toBe(200);
    const practice = res.json().data.practice;
    expect(practice.metronome).toMatchObject({
      on: true,
      bpm: 120,
      beats: 16,
      tala: 'teentaal',
      anchor_beat: 0,
    });
    expect(practice.metronome.anchor_ms).toBeGreaterThanOrEqual(before + PRACTICE_LEAD_MS);
    expect(practice.metronome.anchor_ms).toBeLessThanOrEqual(Date.now() + PRACTICE_LEAD_MS);
    expect(practice.drone).toEqual({ on: true, tonic: 'D', cents: 0, first_string: 'Ma' });
    expect((await status()).practice).toEqual(practice);
    await call(t, c.teacher, 'POST', PRACTICE, { class_id: c.id, metronome: { on: false } });
    expect((await status()).practice.metronome.on).toBe(false);
    expect((await status()).practice.drone.on).toBe(true);
  });

  it('refuses the student, strangers, anonymous users, closed classes and values out of range', async () => {
    const c = await createTestClass(t);
    const student = await call(t, c.student, 'POST', PRACTICE, { class_id: c.id, metronome: { on: true } });
    expect(student.statusCode).toBe(403);
    expect(student.json()).toMatchObject({ success: false, data: null, message: LIVE_MESSAGES.teacherOnly });
    const stranger = await createOutsider(t, 'teacher');
    expect(
      (await call(t, stranger, 'POST', PRACTICE, { class_id: c.id, drone: { on: true } })).statusCode,
    ).toBe(403);
    expect((await call(t, null, 'POST', PRACTICE, { class_id: c.id, drone: { on: true } })).statusCode).toBe(
      401,
    );
    for (const bad of [
      { metronome: { bpm: 29 } },
      { metronome: { bpm: 301 } },
      { metronome: { bpm: 120.5 } },
      { metronome: { beats: 0 } },
      { metronome: { beats: 17 } },
      { metronome: { tala: 'dhamar' } },
      { metronome: { anchor_ms: 5 } },
      { drone: { cents: 51 } },
      { drone: { tonic: 'H' } },
      { drone: { first_string: 'Re' } },
    ]) {
      const res = await call(t, c.teacher, 'POST', PRACTICE, { class_id: c.id, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const later = await createTestClass(t, { startsAt: new Date('2099-01-01T04:30:00.000Z') });
    expect(
      (await call(t, later.teacher, 'POST', PRACTICE, { class_id: later.id, drone: { on: true } }))
        .statusCode,
    ).toBe(403);
    const locked = await createTestClass(t, { password: 'pw-practice' });
    const early = await call(t, locked.teacher, 'POST', PRACTICE, {
      class_id: locked.id,
      drone: { on: true },
    });
    expect(early.json().message).toBe(LIVE_MESSAGES.passwordFirst);
    expect((await call(t, c.student, 'GET', STATUS, { class_id: c.id })).json().data.practice).toEqual(
      PRACTICE_OFF,
    );
  });

  it('is pushed on the event stream, and a fresh stream (a reload) starts with it', async () => {
    const c = await createTestClass(t);
    const student = await openClassStream(appUrl(t), c.student, c.id);
    await student.next('meeting-status');
    await call(t, c.teacher, 'POST', PRACTICE, { class_id: c.id, metronome: { on: true, bpm: 200 } });
    const pushed = (await student.next('meeting-status')).data as { practice: typeof PRACTICE_OFF };
    expect(pushed.practice.metronome).toMatchObject({ on: true, bpm: 200, beats: 4 });
    student.close();
    const again = await openClassStream(appUrl(t), c.student, c.id);
    expect((await again.next('meeting-status')).data).toMatchObject({ practice: pushed.practice });
    again.close();
  });

  it("a group lesson has one metronome and drone, its teacher's, in every place's status", async () => {
    const g = await createTestGroupLesson(t, 3);
    const [first, second, third] = g.places;
    if (!first || !second || !third) throw new Error('three places expected');
    const status = async (who: typeof g.teacher, classId: number) => {
      const res = await call(t, who, 'GET', STATUS, { class_id: classId });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.practice;
    };
    // Read once first, so a stale cached status would show below.
    expect(await status(third.student, third.id)).toEqual(PRACTICE_OFF);
    const set = await call(t, g.teacher, 'POST', PRACTICE, {
      class_id: second.id,
      metronome: { on: true, bpm: 96 },
      drone: { on: true, tonic: 'E' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const practice = set.json().data.practice;
    expect(practice.metronome).toMatchObject({ on: true, bpm: 96, beats: 4 });
    for (const place of g.places) expect(await status(place.student, place.id)).toEqual(practice);
    expect(await status(g.teacher, first.id)).toEqual(practice);
    // A change from another place changes the same tools.
    await call(t, g.teacher, 'POST', PRACTICE, { class_id: third.id, metronome: { on: false } });
    expect((await status(second.student, second.id)).metronome.on).toBe(false);
    expect((await status(first.student, first.id)).drone).toMatchObject({ on: true, tonic: 'E' });
  });

  it("refuses a group lesson's students the tools, and its status to those of no place", async () => {
    const g = await createTestGroupLesson(t, 2);
    const [first, second] = g.places;
    if (!first || !second) throw new Error('two places expected');
    const student = await call(t, first.student, 'POST', PRACTICE, {
      class_id: first.id,
      metronome: { on: true },
    });
    expect(student.statusCode).toBe(403);
    expect(student.json().message).toBe(LIVE_MESSAGES.teacherOnly);
    const outsider = await createOutsider(t, 'student');
    for (const [who, classId] of [
      [outsider, first.id],
      [second.student, first.id],
    ] as const) {
      const res = await call(t, who, 'GET', STATUS, { class_id: classId });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, data: null, message: LIVE_MESSAGES.notAuthorized });
    }
  });

  it('tells the server clock, never cached', async () => {
    const before = Date.now();
    const res = await call(t, null, 'GET', TIME);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { server_ms } = res.json().data;
    expect(server_ms).toBeGreaterThanOrEqual(before);
    expect(server_ms).toBeLessThanOrEqual(Date.now());
  });
});
