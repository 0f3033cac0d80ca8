import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMERA_LINK_DEAD, CAMERA_LINK_MINUTES } from '../../../../common/schemas/live-class/camera-link.ts';
import { LIVE_MESSAGES } from '../../../../common/schemas/live-class/shared.ts';
import { cameraLinks, cameraSessions, classes } from '../../../db/schema.ts';
import { hashToken, USER_COOKIES } from '../../../plugins/auth.ts';
import { createOutsider, createTestClass, type Party } from '../../../test/builders.ts';
import { TEST_PASSWORD } from '../../../test/fixtures.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { appUrl, call, openClassStream, sendChat } from '../live-class-fixtures.ts';

const LINK = '/api/class_camera_link';
const USE = '/api/class_camera_link/use';
const SIGNALS = '/api/webrtc_signaling.php';
const STATUS = '/api/check_meeting_status.php';
const ACCESS = '/api/check_class_access.php';
const SETTINGS = '/api/live_settings';

// The clock the links expire by, moved by the tests.
let clockMs = Date.parse('2026-03-03T09:00:00Z');
type Answer = { cookies: { name: string; value: string }[] };
const cookieOf = (res: Answer, name: string) => res.cookies.find((c) => c.name === name);
const dead = { success: false, data: null, error: CAMERA_LINK_DEAD, message: CAMERA_LINK_DEAD };
const SIGNED_OUT = 401;

describe('camera links', () => {
  const t = useTestApp(
    {
      LOGIN_RATE_LIMIT: '10000',
      TURN_URLS: 'turn:127.0.0.1:3478?transport=udp',
      TURN_SECRET: 'camera-link-test-secret',
    },
    { now: () => new Date(clockMs) },
  );
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** A browser using the link with the cookies it has (none: a phone never signed in). */
  const redeemLink = (token: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: USE, payload: { token }, headers: cookie ? { cookie } : {} });
  const makeLink = async (who: Party, classId: number) =>
    (await call(t, who, 'POST', LINK, { class_id: classId })).json().data.token as string;
  /** The phone after using `who`'s link: it sends every cookie the answer gave it. */
  async function phoneOf(who: Party, classId: number): Promise<Party> {
    const used = await redeemLink(await makeLink(who, classId));
    expect(used.statusCode).toBe(200);
    return { user: who.user, cookie: used.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
  }
  const cameraOffer = (who: Party, classId: number, to_role?: string) =>
    call(t, who, 'POST', SIGNALS, {
      class_id: classId,
      type: 'camera_offer',
      data: { phone: 'p1', sdp: 'v=0' },
      ...(to_role ? { to_role } : {}),
    });
  /** The phone camera page's calls for the class, each answered 200. */
  async function expectCameraCalls(phone: Party, classId: number) {
    const access = await call(t, phone, 'POST', ACCESS, { class_id: classId });
    expect(access.json().data).toMatchObject({ access: 'allowed', password_verified: true });
    expect((await call(t, phone, 'GET', STATUS, { class_id: classId })).statusCode).toBe(200);
    expect((await call(t, phone, 'GET', SIGNALS, { class_id: classId })).statusCode).toBe(200);
    expect(
      (await call(t, phone, 'GET', '/api/cleanup_webrtc_signaling.php', { class_id: classId })).statusCode,
    ).toBe(200);
    expect((await cameraOffer(phone, classId)).statusCode).toBe(200);
  }
  /** Whose TURN credentials the live settings hand out (the user id in each username). */
  const turnUsersOf = async (who: Party) =>
    ((await call(t, who, 'GET', SETTINGS)).json().ice_servers as { username?: string }[]).flatMap((s) =>
      s.username ? [Number(s.username.split(':')[1])] : [],
    );

  it('are made for the members of the class only', async () => {
    const cls = await createTestClass(t);
    const outsider = await createOutsider(t, 'teacher');
    const stranger = await call(t, outsider, 'POST', LINK, { class_id: cls.id });
    expect([stranger.statusCode, stranger.json().message]).toEqual([403, LIVE_MESSAGES.notAuthorized]);
    expect((await call(t, null, 'POST', LINK, { class_id: cls.id })).statusCode).toBe(401);
    for (const member of [cls.teacher, cls.student]) {
      const made = await call(t, member, 'POST', LINK, { class_id: cls.id });
      expect(made.statusCode).toBe(200);
      expect(made.json().data).toMatchObject({
        token: expect.stringMatching(/^[\w-]{43}$/),
        class_id: cls.id,
      });
    }
  });

  it('are made only after the class password, and pass it on to the phone', async () => {
    const cls = await createTestClass(t, { password: 'letmein' });
    const early = await call(t, cls.student, 'POST', LINK, { class_id: cls.id });
    expect([early.statusCode, early.json().message]).toEqual([403, LIVE_MESSAGES.passwordFirst]);
    await call(t, cls.student, 'POST', '/api/verify_class_password.php', {
      class_id: cls.id,
      password: 'letmein',
    });
    await expectCameraCalls(await phoneOf(cls.student, cls.id), cls.id);
  });

  it("give the phone, once, a camera session of its own cookie and none of the member's; only the hash is kept", async () => {
    const cls = await createTestClass(t);
    const { token, expires_at } = (await call(t, cls.teacher, 'POST', LINK, { class_id: cls.id })).json()
      .data;
    expect(Date.parse(expires_at)).toBe(clockMs + CAMERA_LINK_MINUTES * 60_000);
    const rows = await t.database.db.select().from(cameraLinks).where(eq(cameraLinks.classId, cls.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(token)]);

    const used = await redeemLink(token);
    expect([used.statusCode, used.json().data]).toEqual([200, { class_id: cls.id, role: 'teacher' }]);
    // Only the camera cookie, sent to the API alone: no session, no readable user cookies.
    expect(used.cookies.map((c) => c.name)).toEqual(['ms_camera']);
    expect(cookieOf(used, 'ms_camera')).toMatchObject({ httpOnly: true, path: '/api', sameSite: 'Lax' });
    const camera = cookieOf(used, 'ms_camera')?.value ?? '';
    const kept = await t.database.db.select().from(cameraSessions).where(eq(cameraSessions.classId, cls.id));
    expect(kept.map((r) => [r.tokenHash, r.userId])).toEqual([[hashToken(camera), cls.teacher.user.id]]);

    const again = await redeemLink(token);
    expect([again.statusCode, again.json()]).toEqual([403, dead]);
    expect(again.cookies).toEqual([]);
  });

  it('leave the session and user cookies of a browser signed in as someone else as they are', async () => {
    const cls = await createTestClass(t);
    const other = await createOutsider(t, 'student');
    const used = await redeemLink(await makeLink(cls.teacher, cls.id), other.cookie);
    expect(used.statusCode).toBe(200);
    for (const name of ['ms_session', ...USER_COOKIES]) expect(cookieOf(used, name), name).toBeUndefined();
    const browser = { ...other, cookie: `${other.cookie}; ms_camera=${cookieOf(used, 'ms_camera')?.value}` };
    const me = await call(t, browser, 'GET', '/api/auth/me');
    expect(me.json().user).toMatchObject({ id: other.user.id, email: other.user.email });
    // Its own session still works; on the phone's calls of the class, the browser is the camera.
    expect((await call(t, browser, 'GET', '/api/user/profile')).json().profile.email).toBe(other.user.email);
    await expectCameraCalls(browser, cls.id);
  });

  it("do not make the class's other member its owner: a browser of a member speaks for itself there", async () => {
    const cls = await createTestClass(t, { password: 'pw-camera' });
    await call(t, cls.teacher, 'POST', '/api/verify_class_password.php', {
      class_id: cls.id,
      password: 'pw-camera',
    });
    await call(t, cls.student, 'POST', '/api/verify_class_password.php', {
      class_id: cls.id,
      password: 'pw-camera',
    });
    const used = await redeemLink(await makeLink(cls.teacher, cls.id), cls.student.cookie);
    expect([used.statusCode, used.json().data, used.cookies]).toEqual([
      200,
      { class_id: cls.id, role: 'student' },
      [],
    ]);
    expect((await call(t, cls.student, 'GET', '/api/auth/me')).json().user.id).toBe(cls.student.user.id);
    const access = await call(t, cls.student, 'POST', ACCESS, { class_id: cls.id });
    expect(access.json().data.user_role).toBe('student');
    const offer = await call(t, cls.student, 'POST', SIGNALS, { class_id: cls.id, type: 'offer', data: {} });
    expect(offer.statusCode).toBe(403);
  });

  it("pass the class password to a browser signed in as the link's own member, and give it nothing else", async () => {
    const cls = await createTestClass(t, { password: 'pw-own-phone' });
    await call(t, cls.teacher, 'POST', '/api/verify_class_password.php', {
      class_id: cls.id,
      password: 'pw-own-phone',
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: cls.teacher.user.email, password: TEST_PASSWORD },
    });
    const ownPhone = { ...cls.teacher, cookie: signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
    expect((await cameraOffer(ownPhone, cls.id)).json().message).toBe(LIVE_MESSAGES.passwordFirst);
    const used = await redeemLink(await makeLink(cls.teacher, cls.id), ownPhone.cookie);
    expect([used.statusCode, used.cookies]).toEqual([200, []]);
    expect((await cameraOffer(ownPhone, cls.id)).statusCode).toBe(200);
  });

  it("give a camera session that every call but the phone camera page's treats as signed out", async () => {
    const cls = await createTestClass(t);
    const phone = await phoneOf(cls.teacher, cls.id);
    expect((await call(t, phone, 'GET', '/api/auth/me')).json().user).toBeNull();
    const refused: [string, 'GET' | 'POST', string, Record<string, unknown>?][] = [
      ['profile', 'GET', '/api/user/profile'],
      [
        'profile change',
        'POST',
        '/api/user/update-profile',
        { firstName: 'Mallory', lastName: 'Evil', timeZone: 'UTC' },
      ],
      [
        'password change',
        'POST',
        '/api/user/change-password',
        { currentPassword: 'x', newPassword: 'another-long-secret' },
      ],
      [
        "the teacher's classes today",
        'GET',
        '/api/get_teacher_classes_today.php',
        { teacher_id: cls.teacher.user.id },
      ],
      ["the teacher's lessons", 'GET', '/api/my_classes'],
      ["the student's assignments", 'GET', '/api/course/assignments', { student_id: cls.student.user.id }],
      ['the calendar feed', 'GET', '/api/user/calendar-feed'],
      ['a new calendar feed', 'POST', '/api/user/calendar-feed'],
      ['another camera link', 'POST', LINK, { class_id: cls.id }],
      [
        'the chat',
        'POST',
        '/api/class_chat_messages.php',
        { action: 'send_message', class_id: cls.id, message_content: 'hi' },
      ],
      ['the notes', 'GET', '/api/white_board.php', { action: 'get_notes', class_id: cls.id }],
      ['joining', 'POST', '/api/update_class_attendance.php', { class_id: cls.id, action: 'join' }],
      ['starting', 'POST', '/api/start_class.php', { class_id: cls.id }],
      ['music mode', 'POST', '/api/set_music_mode.php', { class_id: cls.id, music_mode: true }],
      ['completing', 'POST', '/api/complete_class.php', { class_id: cls.id }],
    ];
    for (const [what, method, url, data] of refused)
      expect((await call(t, phone, method, url, data)).statusCode, what).toBe(SIGNED_OUT);
    // The phone's own calls: as the teacher's camera, with TURN credentials of the teacher's.
    await expectCameraCalls(phone, cls.id);
    expect(await turnUsersOf(phone)).toEqual([cls.teacher.user.id]);
  });

  it('reach only what the phone sends and receives, and only in its own class', async () => {
    const cls = await createTestClass(t);
    const [other] = await t.database.db
      .insert(classes)
      .values({
        batchName: 'Other lesson',
        teacherId: cls.teacher.user.id,
        studentId: cls.student.user.id,
        startsAt: new Date(),
      })
      .returning({ id: classes.id });
    const otherId = other?.id ?? 0;
    const phone = await phoneOf(cls.teacher, cls.id);
    for (const url of [STATUS, SIGNALS, '/api/cleanup_webrtc_signaling.php'])
      expect((await call(t, phone, 'GET', url, { class_id: otherId })).statusCode, url).toBe(SIGNED_OUT);
    expect((await call(t, phone, 'POST', ACCESS, { class_id: otherId })).statusCode).toBe(SIGNED_OUT);
    expect((await cameraOffer(phone, otherId)).statusCode).toBe(SIGNED_OUT);

    // The teacher's own signals are not the phone's to send, nor the room's messages to read.
    for (const type of ['offer', 'ice-candidate', 'camera_answer']) {
      const res = await call(t, phone, 'POST', SIGNALS, { class_id: cls.id, type, data: {} });
      expect([res.statusCode, res.json().message], type).toEqual([
        403,
        `A phone camera does not send '${type}'`,
      ]);
    }
    await call(t, cls.student, 'POST', SIGNALS, { class_id: cls.id, type: 'answer', data: { sdp: 'a' } });
    await call(t, cls.student, 'POST', SIGNALS, {
      class_id: cls.id,
      type: 'camera_answer',
      data: { phone: 'p1' },
    });
    const read = (await call(t, phone, 'GET', SIGNALS, { class_id: cls.id })).json().data.messages;
    expect(read.map((m: { message_type: string }) => m.message_type)).toEqual(['camera_answer']);
    expect((await cameraOffer(phone, cls.id, 'teacher')).statusCode).toBe(200);
  });

  it("stream the status and the phone's signals, no chat, and end with the lesson", async () => {
    const cls = await createTestClass(t);
    const phone = await phoneOf(cls.teacher, cls.id);
    const stream = await openClassStream(appUrl(t), phone, cls.id);
    expect(stream.status).toBe(200);
    expect((await stream.next()).event).toBe('meeting-status');
    await sendChat(t, cls.student, cls.id, 'not for the phone');
    await call(t, cls.student, 'POST', SIGNALS, { class_id: cls.id, type: 'answer', data: { sdp: 'a' } });
    await call(t, cls.student, 'POST', SIGNALS, {
      class_id: cls.id,
      type: 'camera_answer',
      data: { phone: 'p1' },
    });
    expect(await stream.next()).toMatchObject({ event: 'signal', data: { message_type: 'camera_answer' } });
    expect(await turnUsersOf(phone)).toEqual([cls.teacher.user.id]);

    await call(t, cls.teacher, 'POST', '/api/complete_class.php', { class_id: cls.id });
    await expect(stream.next('chat')).rejects.toThrow('stream ended');
    for (const url of [STATUS, SIGNALS])
      expect((await call(t, phone, 'GET', url, { class_id: cls.id })).statusCode, url).toBe(SIGNED_OUT);
    expect((await call(t, phone, 'POST', ACCESS, { class_id: cls.id })).statusCode).toBe(SIGNED_OUT);
    expect((await cameraOffer(phone, cls.id)).statusCode).toBe(SIGNED_OUT);
    expect(await turnUsersOf(phone)).toEqual([]);
    // The teacher's own session goes on.
    expect((await call(t, cls.teacher, 'GET', '/api/auth/me')).json().user.id).toBe(cls.teacher.user.id);
  });

  it("end when the member's password changes, and so do their links not yet used", async () => {
    const cls = await createTestClass(t);
    const phone = await phoneOf(cls.student, cls.id);
    const unused = await makeLink(cls.student, cls.id);
    const changed = await call(t, cls.student, 'POST', '/api/user/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-brand-new-long-secret',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(t, phone, 'GET', STATUS, { class_id: cls.id })).statusCode).toBe(SIGNED_OUT);
    const late = await redeemLink(unused);
    expect([late.statusCode, late.json()]).toEqual([403, dead]);
  });

  it('are refused once the class is completed', async () => {
    const cls = await createTestClass(t);
    const token = await makeLink(cls.teacher, cls.id);
    await call(t, cls.teacher, 'POST', '/api/complete_class.php', { class_id: cls.id });
    const used = await redeemLink(token);
    expect([used.statusCode, used.json(), used.cookies]).toEqual([403, dead, []]);
  });

  it('expire after 10 minutes', async () => {
    const cls = await createTestClass(t);
    const start = clockMs;
    try {
      const early = await makeLink(cls.student, cls.id);
      clockMs = start + CAMERA_LINK_MINUTES * 60_000 - 1;
      expect((await redeemLink(early)).statusCode).toBe(200);
      clockMs = start;
      const late = await makeLink(cls.student, cls.id);
      clockMs = start + CAMERA_LINK_MINUTES * 60_000;
      expect([(await redeemLink(late)).statusCode, (await redeemLink(late)).json()]).toEqual([403, dead]);
    } finally {
      clockMs = start;
    }
  });

  it('refuse a wrong, malformed or replaced token with the same answer', async () => {
    const cls = await createTestClass(t);
    const first = await makeLink(cls.teacher, cls.id);
    const second = await makeLink(cls.teacher, cls.id);
    const wrong = `${second.slice(0, -1)}${second.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [first, wrong, 'nonsense', '']) {
      const res = await redeemLink(token);
      expect([res.statusCode, res.json()], token).toEqual([403, dead]);
    }
    expect((await redeemLink(second)).statusCode).toBe(200);
  });
});
