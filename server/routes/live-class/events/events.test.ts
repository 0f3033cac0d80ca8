import { beforeAll, describe, expect, it } from 'vitest';
import { LIVE_MESSAGES } from '../../../../common/schemas/live-class/shared.ts';
import { createOutsider, createTestClass } from '../../../test/builders.ts';
import {
  call,
  openTestStream,
  sendChat,
  useLiveTestApp,
  withStudentOnSecondInstance,
} from '../live-class-fixtures.ts';

const EVENTS = '/api/class_events';

describe('class event stream', () => {
  const t = useLiveTestApp();
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('refuses anonymous users, strangers, closed classes and sessions without the password', async () => {
    const c = await createTestClass(t, { password: 'pw-events' });
    expect((await call(t, null, 'GET', EVENTS, { class_id: c.id })).statusCode).toBe(401);
    for (const role of ['student', 'teacher'] as const) {
      const outsider = await createOutsider(t, role);
      expect((await call(t, outsider, 'GET', EVENTS, { class_id: c.id })).statusCode).toBe(403);
    }
    const early = await call(t, c.student, 'GET', EVENTS, { class_id: c.id });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(LIVE_MESSAGES.passwordFirst);
    const later = await createTestClass(t, { startsAt: new Date('2099-01-01T04:30:00.000Z') });
    expect((await call(t, later.student, 'GET', EVENTS, { class_id: later.id })).statusCode).toBe(403);
  });

  it('pushes meeting status, signals to their addressee and chat to both, as they are stored', async () => {
    const c = await createTestClass(t);
    await sendChat(t, c.teacher, c.id, 'before the stream');
    const student = await openTestStream(t, c.student, c.id);
    const teacher = await openTestStream(t, c.teacher, c.id);
    expect(student.status).toBe(200);
    expect(student.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(student.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(student.headers.get('content-encoding')).toBeNull();
    expect(student.headers.get('x-content-type-options')).toBe('nosniff');

    const first = await student.next();
    expect(first.event).toBe('meeting-status');
    expect(first.data).toMatchObject({ teacher_joined: 0, student_joined: 0 });
    await teacher.next('meeting-status');

    await call(t, c.teacher, 'POST', '/api/update_class_attendance.php', { class_id: c.id, action: 'join' });
    expect((await student.next('meeting-status')).data).toMatchObject({ teacher_joined: 1, teacher_left: 0 });
    await call(t, c.teacher, 'POST', '/api/start_class.php', { class_id: c.id });
    expect((await student.next('meeting-status')).data).toMatchObject({ is_started: 1 });

    await call(t, c.teacher, 'POST', '/api/webrtc_signaling.php', {
      class_id: c.id,
      type: 'offer',
      data: { type: 'offer', sdp: 'o' },
    });
    const signal = await student.next();
    expect(signal).toMatchObject({
      event: 'signal',
      data: { message_type: 'offer', data: { type: 'offer', sdp: 'o' }, from_role: 'teacher' },
    });

    await sendChat(t, c.student, c.id, 'Hello from the student');
    // The teacher never gets its own offer, nor the chat stored before the stream opened.
    let chat = await teacher.next();
    while (chat.event !== 'chat') {
      expect(chat.event).toBe('meeting-status');
      chat = await teacher.next();
    }
    expect(chat.data).toMatchObject({ message_content: 'Hello from the student', sender_role: 'student' });
    expect((await student.next('chat')).data).toMatchObject({ message_content: 'Hello from the student' });
    student.close();
    teacher.close();
  });

  it('resumes after a drop with Last-Event-ID, replaying what was stored meanwhile in order', async () => {
    const c = await createTestClass(t);
    const first = await openTestStream(t, c.student, c.id);
    await first.next('meeting-status');
    await sendChat(t, c.teacher, c.id, 'one');
    const one = await first.next('chat');
    expect(one.id).toMatch(/^\d+\.\d+\.\d+$/);
    first.close();

    await sendChat(t, c.teacher, c.id, 'two');
    await call(t, c.teacher, 'POST', '/api/webrtc_signaling.php', {
      class_id: c.id,
      type: 'ice-candidate',
      data: { n: 1 },
    });
    await sendChat(t, c.teacher, c.id, 'three');

    const again = await openTestStream(t, c.student, c.id, { 'last-event-id': one.id ?? '' });
    expect((await again.next()).event).toBe('meeting-status');
    const replay = [await again.next(), await again.next(), await again.next()];
    expect(replay.map((e) => e.event).sort()).toEqual(['chat', 'chat', 'signal']);
    expect(
      replay
        .filter((e) => e.event === 'chat')
        .map((e) => (e.data as { message_content: string }).message_content),
    ).toEqual(['two', 'three']);
    await sendChat(t, c.teacher, c.id, 'four');
    expect((await again.next()).data).toMatchObject({ message_content: 'four' });
    again.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'passes an event between two server instances on one PostgreSQL',
    async () => {
      // The student listens on the second instance; the teacher writes through the first.
      await withStudentOnSecondInstance(t, async (c, student, statusThere) => {
        expect(await statusThere()).toMatchObject({ teacher_joined: 0 });
        await call(t, c.teacher, 'POST', '/api/update_class_attendance.php', {
          class_id: c.id,
          action: 'join',
        });
        expect((await student.next('meeting-status')).data).toMatchObject({ teacher_joined: 1 });
        // The second instance's cached status was dropped by the same notification.
        expect(await statusThere()).toMatchObject({ teacher_joined: 1 });
        await sendChat(t, c.teacher, c.id, 'across instances');
        expect((await student.next('chat')).data).toMatchObject({ message_content: 'across instances' });
        // A signal's notice names its addressee, whose stream the other instance wakes.
        await call(t, c.teacher, 'POST', '/api/webrtc_signaling.php', {
          class_id: c.id,
          type: 'offer',
          data: { sdp: 'across' },
        });
        expect((await student.next('signal')).data).toMatchObject({ message_type: 'offer' });
      });
    },
  );
});
