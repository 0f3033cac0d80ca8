import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classSignals } from '../../../db/schema.ts';
import { createOutsider, createTestClass } from '../../../test/builders.ts';
import { call, expectPasswordFirst, useLiveTestApp } from '../live-class-fixtures.ts';

const SIGNAL = '/api/webrtc_signaling.php';
const CLEANUP = '/api/cleanup_webrtc_signaling.php';
const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };

describe('webrtc signalling', () => {
  const t = useLiveTestApp();

  it("reuses the session read a moment ago for the lesson's frequent writes, yet refuses them once it is signed out here", async () => {
    const c = await createTestClass(t);
    const candidate = { candidate: 'candidate:1 1 udp 1 192.0.2.1 5000 typ host', sdpMid: '0' };
    const chat = (who: typeof c.teacher) =>
      call(t, who, 'POST', '/api/class_chat_messages.php', {
        action: 'send_message',
        class_id: c.id,
        message_content: 'Sa Re Ga',
      });
    const signal = (who: typeof c.teacher) =>
      call(t, who, 'POST', SIGNAL, { class_id: c.id, type: 'ice-candidate', data: candidate });
    for (const send of [signal, chat]) expect((await send(c.teacher)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: c.teacher.cookie },
    });
    expect(out.statusCode).toBe(200);
    for (const send of [signal, chat]) expect((await send(c.teacher)).statusCode).toBe(401);
    // The other party's session is theirs alone.
    expect((await signal(c.student)).statusCode).toBe(200);
  });

  it("carries a phone camera's messages both ways, from either role, to the other party", async () => {
    const c = await createTestClass(t);
    const types = ['camera_offer', 'camera_answer', 'camera_candidate', 'camera_leave'];
    for (const who of [c.student, c.teacher])
      for (const type of types) {
        const sent = await call(t, who, 'POST', SIGNAL, {
          class_id: c.id,
          type,
          data: { phone: 'p1', from: 'phone' },
        });
        expect(sent.statusCode, `${who.user.role} ${type}`).toBe(200);
      }
    for (const [who, from] of [
      [c.teacher, 'student'],
      [c.student, 'teacher'],
    ] as const) {
      const got = (await call(t, who, 'GET', SIGNAL, { class_id: c.id, last_id: 0 })).json().data.messages;
      expect(
        got.map((m: { message_type: string; from_role: string }) => [m.message_type, m.from_role]),
      ).toEqual(types.map((type) => [type, from]));
    }
  });

  it("takes a phone camera's messages to the sender's own role (the teacher's own room), no others", async () => {
    const c = await createTestClass(t);
    const own = await call(t, c.teacher, 'POST', SIGNAL, {
      class_id: c.id,
      type: 'camera_offer',
      data: { phone: 'p1-teacher', sdp: 'x' },
      to_role: 'teacher',
    });
    expect(own.statusCode).toBe(200);
    const lesson = await call(t, c.teacher, 'POST', SIGNAL, {
      class_id: c.id,
      type: 'ice-candidate',
      data: {},
      to_role: 'teacher',
    });
    expect(lesson.statusCode).toBe(403);
    const mine = (await call(t, c.teacher, 'GET', SIGNAL, { class_id: c.id, last_id: 0 })).json().data
      .messages;
    expect(
      mine.map((m: { message_type: string; from_role: string }) => [m.message_type, m.from_role]),
    ).toEqual([['camera_offer', 'teacher']]);
    const theirs = (await call(t, c.student, 'GET', SIGNAL, { class_id: c.id, last_id: 0 })).json().data
      .messages;
    expect(theirs).toEqual([]);
  });

  it('delivers each side its messages from the other, in order, after an id or a moment', async () => {
    const c = await createTestClass(t);
    const before = Date.now() - 1000;
    const sent = await call(t, c.teacher, 'POST', SIGNAL, {
      class_id: c.id,
      user_id: c.teacher.user.id,
      user_role: 'teacher',
      type: 'offer',
      data: offer,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, data: { id: expect.any(Number) } });
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 5000 typ host', sdpMid: '0' };
    await call(t, c.teacher, 'POST', SIGNAL, { class_id: c.id, type: 'ice-candidate', data: candidate });
    // The spec's other shape: message_type and sdp.
    await call(t, c.teacher, 'POST', SIGNAL, { class_id: c.id, message_type: 'screen_offer', sdp: offer });
    await call(t, c.student, 'POST', SIGNAL, {
      class_id: c.id,
      type: 'answer',
      data: { type: 'answer', sdp: 'x' },
    });

    const got = await call(t, c.student, 'GET', SIGNAL, {
      class_id: c.id,
      user_id: c.student.user.id,
      user_role: 'student',
      timestamp: before,
    });
    const messages = got.json().data.messages;
    expect(messages.map((m: { message_type: string }) => m.message_type)).toEqual([
      'offer',
      'ice-candidate',
      'screen_offer',
    ]);
    expect(messages[0]).toMatchObject({ data: offer, from_role: 'teacher', to_role: 'student' });
    expect(messages[1].data).toEqual(candidate);
    expect(messages[2].data).toEqual(offer);

    const after = await call(t, c.student, 'GET', SIGNAL, { class_id: c.id, last_id: messages[0].id });
    expect(after.json().data.messages).toHaveLength(2);
    const teacherGets = await call(t, c.teacher, 'GET', SIGNAL, { class_id: c.id, last_id: 0 });
    expect(teacherGets.json().data.messages.map((m: { message_type: string }) => m.message_type)).toEqual([
      'answer',
    ]);
    // Seconds (a PHP client's time()) work as well as milliseconds.
    const future = await call(t, c.student, 'GET', SIGNAL, {
      class_id: c.id,
      timestamp: Math.floor(Date.now() / 1000) + 60,
    });
    expect(future.json().data.messages).toEqual([]);
  });

  it('refuses anonymous users, other classes, unknown types, mismatched claims and sessions without the password', async () => {
    const c = await createTestClass(t, { password: 'pw-1234' });
    const body = { class_id: c.id, type: 'offer', data: offer };
    expect((await call(t, null, 'POST', SIGNAL, body)).statusCode).toBe(401);
    expect((await call(t, null, 'GET', SIGNAL, { class_id: c.id })).statusCode).toBe(401);
    for (const role of ['student', 'teacher'] as const) {
      const outsider = await createOutsider(t, role);
      expect((await call(t, outsider, 'POST', SIGNAL, body)).statusCode).toBe(403);
      expect((await call(t, outsider, 'GET', SIGNAL, { class_id: c.id })).statusCode).toBe(403);
      expect((await call(t, outsider, 'GET', CLEANUP, { class_id: c.id })).statusCode).toBe(403);
    }
    await expectPasswordFirst(t, c.teacher, { classId: c.id, password: 'pw-1234' }, () =>
      call(t, c.teacher, 'POST', SIGNAL, body),
    );
    expect((await call(t, c.teacher, 'POST', SIGNAL, { ...body, type: 'hello' })).statusCode).toBe(400);
    expect((await call(t, c.teacher, 'POST', SIGNAL, { class_id: c.id, data: offer })).statusCode).toBe(400);
    const claim = await call(t, c.teacher, 'POST', SIGNAL, { ...body, user_role: 'student' });
    expect(claim.statusCode).toBe(403);
  });

  it('accepts from each role only the messages that role sends', async () => {
    const c = await createTestClass(t);
    const before = await t.database.db.$count(classSignals, eq(classSignals.classId, c.id));
    const refused = [
      [c.student, 'offer'],
      [c.student, 'renegotiate_offer'],
      [c.teacher, 'answer'],
      [c.teacher, 'renegotiate_answer'],
      [c.teacher, 'ice_restart_request'],
    ] as const;
    for (const [party, type] of refused) {
      const res = await call(t, party, 'POST', SIGNAL, { class_id: c.id, type, data: offer });
      const role = party === c.teacher ? 'teacher' : 'student';
      expect([res.statusCode, res.json().error], type).toEqual([403, `A ${role} does not send '${type}'`]);
    }
    expect(await t.database.db.$count(classSignals, eq(classSignals.classId, c.id))).toBe(before);
    // Screen share and candidates go both ways.
    for (const party of [c.teacher, c.student])
      for (const type of ['screen_offer', 'stop_screen_share', 'ice-candidate'])
        expect((await call(t, party, 'POST', SIGNAL, { class_id: c.id, type, data: {} })).statusCode).toBe(
          200,
        );
  });

  it('cleans up old messages and reports what was deleted and what remains', async () => {
    const c = await createTestClass(t);
    for (let i = 0; i < 3; i += 1) {
      await call(t, c.teacher, 'POST', SIGNAL, { class_id: c.id, type: 'ice-candidate', data: { n: i } });
    }
    const [first] = await t.database.db
      .select({ id: classSignals.id })
      .from(classSignals)
      .where(eq(classSignals.classId, c.id))
      .orderBy(classSignals.id)
      .limit(2);
    await t.database.db
      .update(classSignals)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(classSignals.id, first?.id ?? 0));
    const res = await call(t, c.student, 'GET', CLEANUP, { class_id: c.id });
    expect(res.json()).toEqual({
      success: true,
      data: { deleted_entries: 1, remaining_entries: 2 },
      message: 'Cleaned up 1 old signaling messages',
    });
  });
});
