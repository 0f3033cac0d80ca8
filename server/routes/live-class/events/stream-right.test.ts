import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schoolDate } from '../../../../common/school-time.ts';
import { classes, sessions } from '../../../db/schema.ts';
import { createTestClass, type TestClass } from '../../../test/builders.ts';
import { createTestUser, signIn, TEST_PASSWORD } from '../../../test/fixtures.ts';
import type { SseConnection } from '../../../test/sse-client.ts';
import type { TestContext } from '../../../test/test-app.ts';
import {
  call,
  openTestStream,
  sendChat,
  useLiveTestApp,
  withStudentOnSecondInstance,
} from '../live-class-fixtures.ts';

// An open stream is the right to read a class's chat and signalling: it ends at once when what
// gave it ends (each change re-checks the streams it touches, on every instance), at the latest
// at the slow safety check, and delivers nothing stored after that.

// No safety check within a test: what ends the stream is the change itself.
const NO_SAFETY_CHECK = { streamRecheckMs: 3_600_000 };
const SAFETY_CHECK_MS = 1_000;

/** An admin gives the class, as it is, to another student. */
async function giveClassTo(t: TestContext, admin: string, c: TestClass, studentId: number) {
  const moved = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/classes/${c.id}`,
    headers: { cookie: admin },
    payload: {
      batchName: 'Piano Basics',
      teacherId: c.teacher.user.id,
      studentId,
      classDate: schoolDate(t.config.timeZone),
      classTime: '10:00',
      durationMinutes: 60,
    },
  });
  expect(moved.statusCode).toBe(200);
}

/** Every chat text the stream delivers until it ends; fails if it is still open after `ms`. */
async function chatUntilEnd(stream: SseConnection, ms: number): Promise<string[]> {
  const texts: string[] = [];
  const ended = (async () => {
    for (;;) {
      const event = await stream.next('chat').catch(() => null);
      if (!event) return true;
      texts.push((event.data as { message_content: string }).message_content);
    }
  })();
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
  const result = await Promise.race([ended, timeout]);
  stream.close();
  if (!result) throw new Error(`the stream was still open after ${ms} ms`);
  return texts;
}

describe('an open class stream after its right ends', () => {
  const t = useLiveTestApp({}, NO_SAFETY_CHECK);
  let admin = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signIn(t.app, await createTestUser(t.database.db, 'admin'));
  });

  it('ends at logout and delivers no chat said after it', async () => {
    const c = await createTestClass(t);
    const stream = await openTestStream(t, c.student, c.id);
    await stream.next('meeting-status');
    await sendChat(t, c.teacher, c.id, 'before logout');
    await stream.next('chat');
    await call(t, c.student, 'POST', '/api/auth/logout');
    await sendChat(t, c.teacher, c.id, 'after logout');
    expect(await chatUntilEnd(stream, 30_000)).toEqual([]);
  });

  it('ends when an admin gives the class to another student, and delivers no chat after it', async () => {
    const c = await createTestClass(t);
    const other = await createTestUser(t.database.db, 'student');
    const stream = await openTestStream(t, c.student, c.id);
    await stream.next('meeting-status');
    await giveClassTo(t, admin, c, other.id);
    await sendChat(t, c.teacher, c.id, 'for the new student');
    expect(await chatUntilEnd(stream, 30_000)).toEqual([]);
  });

  it('ends after a password reset, with nothing to deliver', async () => {
    const c = await createTestClass(t);
    const stream = await openTestStream(t, c.student, c.id);
    await stream.next('meeting-status');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${c.student.user.id}/password`,
      headers: { cookie: admin },
      payload: { password: 'a-brand-new-password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await chatUntilEnd(stream, 30_000)).toEqual([]);
  });

  it('ends when its user changes the password on another device', async () => {
    const c = await createTestClass(t);
    const stream = await openTestStream(t, c.student, c.id);
    await stream.next('meeting-status');
    const elsewhere = await signIn(t.app, c.student.user);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/change-password',
      headers: { cookie: elsewhere },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'another-long-password-9' },
    });
    expect(changed.statusCode).toBe(200);
    await sendChat(t, c.teacher, c.id, 'after the change');
    expect(await chatUntilEnd(stream, 30_000)).toEqual([]);
  });

  it("ends when a change without its own notice calls invalidateStreamRights with the user (a guardian link's removal)", async () => {
    const c = await createTestClass(t);
    const stream = await openTestStream(t, c.student, c.id);
    await stream.next('meeting-status');
    await t.database.db.delete(sessions).where(eq(sessions.userId, c.student.user.id));
    await t.app.events.invalidateStreamRights({ userId: c.student.user.id });
    expect(await chatUntilEnd(stream, 30_000)).toEqual([]);
  });

  it('ends when invalidateStreamRights names its class after the class changed', async () => {
    const c = await createTestClass(t);
    const other = await createTestUser(t.database.db, 'student');
    const stream = await openTestStream(t, c.student, c.id);
    await stream.next('meeting-status');
    await t.database.db.update(classes).set({ studentId: other.id }).where(eq(classes.id, c.id));
    await t.app.events.invalidateStreamRights({ classId: c.id });
    expect(await chatUntilEnd(stream, 30_000)).toEqual([]);
  });

  it('keeps the streams of other users open when one user is invalidated', async () => {
    const c = await createTestClass(t);
    const stream = await openTestStream(t, c.student, c.id);
    await stream.next('meeting-status');
    await t.app.events.invalidateStreamRights({ userId: c.teacher.user.id });
    await sendChat(t, c.teacher, c.id, 'still here');
    expect((await stream.next('chat')).data).toMatchObject({ message_content: 'still here' });
    stream.close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'ends on another instance at once when its user signs out on this one',
    async () => {
      await withStudentOnSecondInstance(t, async (c, stream) => {
        await call(t, c.student, 'POST', '/api/auth/logout');
        expect(await chatUntilEnd(stream, 30_000)).toEqual([]);
      });
    },
  );
});

describe('the slow safety check of an open class stream', () => {
  const t = useLiveTestApp({}, { streamRecheckMs: SAFETY_CHECK_MS });

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('ends after the session expires', async () => {
    const c = await createTestClass(t);
    const stream = await openTestStream(t, c.student, c.id);
    await stream.next('meeting-status');
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '1 day'` })
      .where(eq(sessions.userId, c.student.user.id));
    expect(await chatUntilEnd(stream, 30_000)).toEqual([]);
  });

  it('stays open and delivers while the right holds', async () => {
    const c = await createTestClass(t);
    const stream = await openTestStream(t, c.student, c.id);
    await stream.next('meeting-status');
    // Open across one whole recheck of its right (nothing to wait for: it is the absence of an end).
    await new Promise((resolve) => setTimeout(resolve, SAFETY_CHECK_MS * 1.5));
    await sendChat(t, c.teacher, c.id, 'still here');
    expect((await stream.next('chat')).data).toMatchObject({ message_content: 'still here' });
    stream.close();
  });
});

describe('a class stream when an admin changes the class', () => {
  const t = useLiveTestApp({}, NO_SAFETY_CHECK);
  let admin = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signIn(t.app, await createTestUser(t.database.db, 'admin'));
  });

  it('ends for a student taken off the class at once, and the next call is refused', async () => {
    const c = await createTestClass(t);
    const other = await createTestUser(t.database.db, 'student');
    const status = () => call(t, c.student, 'GET', '/api/check_meeting_status.php', { class_id: c.id });
    const stream = await openTestStream(t, c.student, c.id);
    await stream.next('meeting-status');
    // The class is in the cache now.
    expect((await status()).statusCode).toBe(200);
    await giveClassTo(t, admin, c, other.id);
    expect((await status()).statusCode).toBe(403);
    expect(await chatUntilEnd(stream, 30_000)).toEqual([]);
  });

  it('keeps at most two streams of one session on one class, ending the oldest', async () => {
    const c = await createTestClass(t);
    const streams: SseConnection[] = [];
    for (let i = 0; i < 3; i += 1) {
      const stream = await openTestStream(t, c.student, c.id);
      await stream.next('meeting-status');
      streams.push(stream);
    }
    const [oldest, second, newest] = streams as [SseConnection, SseConnection, SseConnection];
    expect(await chatUntilEnd(oldest, 30_000)).toEqual([]);
    await sendChat(t, c.teacher, c.id, 'to the open ones');
    for (const stream of [second, newest]) {
      expect((await stream.next('chat')).data).toMatchObject({ message_content: 'to the open ones' });
      stream.close();
    }
    // Another session of the same student has streams of its own.
    const elsewhere = await openTestStream(
      t,
      { ...c.student, cookie: await signIn(t.app, c.student.user) },
      c.id,
    );
    await elsewhere.next('meeting-status');
    elsewhere.close();
  });
});
