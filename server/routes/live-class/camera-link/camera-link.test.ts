import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAMERA_LINK_DEAD, CAMERA_LINK_MINUTES } from '../../../../common/schemas/live-class/camera-link.ts';
import { LIVE_MESSAGES } from '../../../../common/schemas/live-class/shared.ts';
import { cameraLinks } from '../../../db/schema.ts';
import { hashToken } from '../../../plugins/auth.ts';
import { createOutsider, createTestClass } from '../../../test/builders.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { call } from '../live-class-fixtures.ts';

const LINK = '/api/class_camera_link';
const USE = '/api/class_camera_link/use';

// The clock the links expire by, moved by the tests.
let clockMs = Date.parse('2026-03-03T09:00:00Z');
const sessionCookie = (res: { cookies: { name: string; value: string; httpOnly?: boolean }[] }) =>
  res.cookies.find((c) => c.name === 'ms_session');
const dead = { success: false, data: null, error: CAMERA_LINK_DEAD, message: CAMERA_LINK_DEAD };

describe('camera links', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '10000' }, { now: () => new Date(clockMs) });

  /** The phone: no cookie of its own until it uses the link. */
  const redeemLink = (token: string) => t.app.inject({ method: 'POST', url: USE, payload: { token } });
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
    const { token } = (await call(t, cls.student, 'POST', LINK, { class_id: cls.id })).json().data;
    const used = await redeemLink(token);
    const phone = { ...cls.student, cookie: `ms_session=${sessionCookie(used)?.value}` };
    const signal = await call(t, phone, 'POST', '/api/webrtc_signaling.php', {
      class_id: cls.id,
      type: 'camera_offer',
      data: { phone: 'p1', sdp: 'v=0' },
    });
    expect(signal.statusCode).toBe(200);
  });

  it('sign the phone in once as the same person, with a session of its own; only the hash is kept', async () => {
    const cls = await createTestClass(t);
    const { token, expires_at } = (await call(t, cls.teacher, 'POST', LINK, { class_id: cls.id })).json()
      .data;
    expect(Date.parse(expires_at)).toBe(clockMs + CAMERA_LINK_MINUTES * 60_000);
    const rows = await t.database.db.select().from(cameraLinks).where(eq(cameraLinks.classId, cls.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(token)]);

    const used = await redeemLink(token);
    expect([used.statusCode, used.json().data]).toEqual([200, { class_id: cls.id, role: 'teacher' }]);
    const cookie = sessionCookie(used);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.value).not.toBe(cls.teacher.cookie.replace('ms_session=', ''));
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `ms_session=${cookie?.value}` },
    });
    expect(me.json().user.id).toBe(cls.teacher.user.id);

    const again = await redeemLink(token);
    expect([again.statusCode, again.json()]).toEqual([403, dead]);
    expect(sessionCookie(again)).toBeUndefined();
  });

  it('expire after 10 minutes', async () => {
    const cls = await createTestClass(t);
    const make = async () =>
      (await call(t, cls.student, 'POST', LINK, { class_id: cls.id })).json().data.token;
    const start = clockMs;
    try {
      const early = await make();
      clockMs = start + CAMERA_LINK_MINUTES * 60_000 - 1;
      expect((await redeemLink(early)).statusCode).toBe(200);
      clockMs = start;
      const late = await make();
      clockMs = start + CAMERA_LINK_MINUTES * 60_000;
      expect([(await redeemLink(late)).statusCode, (await redeemLink(late)).json()]).toEqual([403, dead]);
    } finally {
      clockMs = start;
    }
  });

  it('refuse a wrong, malformed or replaced token with the same answer', async () => {
    const cls = await createTestClass(t);
    const first = (await call(t, cls.teacher, 'POST', LINK, { class_id: cls.id })).json().data.token;
    const second = (await call(t, cls.teacher, 'POST', LINK, { class_id: cls.id })).json().data.token;
    const wrong = `${second.slice(0, -1)}${second.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [first, wrong, 'nonsense', '']) {
      const res = await redeemLink(token);
      expect([res.statusCode, res.json()], token).toEqual([403, dead]);
    }
    expect((await redeemLink(second)).statusCode).toBe(200);
  });
});
