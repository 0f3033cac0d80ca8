import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classes, sessions, users } from '../../db/schema.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { createTestUser, signIn, TEST_PASSWORD } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createUser } from './auth.service.ts';

describe('auth routes', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });

  it('signs in and sets the HttpOnly session cookie and the readable user cookies', async () => {
    const user = await createTestUser(t.database.db, 'student', { firstName: 'Asha' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, role: 'student', firstName: 'Asha' });
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    expect(cookies[SESSION_COOKIE]).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.User_Id).toMatchObject({ value: String(user.id) });
    expect(cookies.User_Id?.httpOnly).toBeFalsy();
    expect(cookies.User_Role?.value).toBe('Student');
    expect(cookies.User_Role_Id?.value).toBe('3');
    expect(cookies.User_Email?.value).toBe(user.email);
    expect(cookies.User_First_Name?.value).toBe('Asha');
    expect(cookies.User_Last_Name).toBeDefined();
  });

  it('sets Secure cookies behind HTTPS', async () => {
    const user = await createTestUser(t.database.db, 'teacher');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    // trustProxy is off in tests, so the proxy header is ignored: no Secure over plain HTTP.
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBeFalsy();
  });

  it('answers a wrong password and an unknown e-mail with the same generic message', async () => {
    const user = await createTestUser(t.database.db, 'student');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe('Invalid email or password');
    expect(wrong.cookies).toHaveLength(0);
  });

  it("keeps the browser's time zone at the first sign-in that sends a real one, and never replaces it", async () => {
    const user = await createTestUser(t.database.db, 'student');
    const zone = async () =>
      (await t.database.db.select({ z: users.timeZone }).from(users).where(eq(users.id, user.id)))[0]?.z;
    const signInFrom = (timeZone?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: TEST_PASSWORD, timeZone },
      });
    expect((await signInFrom()).statusCode).toBe(200);
    expect((await signInFrom('Mars/Olympus_Mons')).statusCode).toBe(200);
    expect(await zone()).toBeNull();
    expect((await signInFrom('Europe/London')).statusCode).toBe(200);
    expect(await zone()).toBe('Europe/London');
    expect((await signInFrom('Asia/Tokyo')).statusCode).toBe(200);
    expect(await zone()).toBe('Europe/London');
  });

  it('refuses an invited account, which has no password yet, as it refuses an unknown e-mail', async () => {
    const invited = await createUser(t.database.db, {
      email: 'invited.only@example.com',
      password: null,
      role: 'teacher',
      firstName: 'In',
      lastName: 'Vited',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: invited.email, password: 'any-password-at-all' },
    });
    expect([res.statusCode, res.json().error]).toEqual([401, 'Invalid email or password']);
  });

  it('refuses a malformed sign-in with the schema message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x', password: 'y' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Please enter a valid email address or username');
  });

  it('me answers the session user; logout ends the session on the server', async () => {
    const user = await createTestUser(t.database.db, 'teacher');
    const cookie = await signIn(t.app, user);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().user).toMatchObject({ id: user.id, role: 'teacher' });

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.map((c) => c.name);
    expect(cleared).toEqual(expect.arrayContaining([SESSION_COOKIE, 'User_Id', 'User_Role', 'User_Email']));
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.json().user).toBeNull();
  });

  it('ends a session after the idle time, but not while its user has a class in progress', async () => {
    const teacher = await createTestUser(t.database.db, 'teacher');
    const student = await createTestUser(t.database.db, 'student');
    const cookie = await signIn(t.app, teacher);
    const longAgo = new Date(Date.now() - 3 * 60 * 60_000);
    await t.database.db.update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.userId, teacher.id));
    await t.database.db.insert(classes).values({
      batchName: 'Evening Piano',
      teacherId: teacher.id,
      studentId: student.id,
      startsAt: new Date('2026-11-22T12:30:00.000Z'),
      isStarted: true,
    });
    const during = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(during.json().user?.id).toBe(teacher.id);

    await t.database.db.update(classes).set({ isCompleted: true }).where(eq(classes.teacherId, teacher.id));
    await t.database.db.update(sessions).set({ lastSeenAt: longAgo }).where(eq(sessions.userId, teacher.id));
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.json().user).toBeNull();
  });
});

describe('sign-in rate limit', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '3' });

  it('refuses repeated attempts with 429', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'a@example.com', password: 'x' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    // The wait counts down from the first attempt: on a busy machine a second may have passed.
    expect(limited.json().error).toMatch(
      /^Too many requests\. Please try again in (1 minute|[1-5]?\d seconds)\.$/,
    );
  });
});
