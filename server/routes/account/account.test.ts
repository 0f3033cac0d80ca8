import { and, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import {
  CALENDAR_FEED_STOPPED,
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGE_STOPPED,
  EMAIL_CHANGED,
  LINK_DEAD,
  PASSWORD_CHANGE_REQUIRED,
  PASSWORD_CHANGED,
  passwordChangedMessage,
  STOP_LINK_DEAD,
  TIME_ZONE_INVALID,
  WRONG_CURRENT_PASSWORD,
} from '../../../common/schemas/account.ts';
import { notOneLine } from '../../../common/schemas/fields.ts';
import {
  PASSWORD_IS_EMAIL,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from '../../../common/schemas/password-rules.ts';
import { accountTokens, mailOutbox, users } from '../../db/schema.ts';
import { createTestUser, signIn, TEST_PASSWORD } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { findAccountToken, issueAccountToken } from '../auth/account-tokens.ts';
import { EMAIL_TAKEN } from '../auth/auth.service.ts';
import { tooManyFailures } from '../auth/login-limit.ts';
import { EMAIL_UNCHANGED, issueEmailChange } from './account.service.ts';

const NEW_PASSWORD = 'a-brand-new-secret-42';
type Method = 'GET' | 'POST' | 'DELETE';

describe('the signed-in person’s own account', () => {
  const t = useTestApp({
    LOGIN_RATE_LIMIT: '1000',
    LOGIN_ACCOUNT_RATE_LIMIT: '3',
    SCHOOL_SITE_URL: 'https://school.example.com',
  });
  const db = () => t.database.db;
  const call = (method: Method, path: string, cookie: string | null, payload?: object) =>
    t.app.inject({ method, url: `/api${path}`, headers: cookie ? { cookie } : {}, payload });
  const person = async (role: 'student' | 'teacher' = 'student') => {
    const user = await createTestUser(db(), role);
    return { user, cookie: await signIn(t.app, user) };
  };
  const mailsTo = (address: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
  const tokenIn = (body: string, page = '/verify-email') => {
    const link = body.match(new RegExp(`https://school\\.example\\.com${page}\\?token=\\S+`))?.[0];
    if (!link) throw new Error(`no ${page} link in ${body}`);
    return new URL(link).searchParams.get('token') ?? '';
  };
  const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const signInStatus = async (email: string, password: string) =>
    (await call('POST', API.login, null, { email, password })).statusCode;

  it('refuses every call of the account with 401 to someone not signed in', async () => {
    const requests: [Method, string, object?][] = [
      ['GET', API.profile],
      ['POST', API.updateProfile, { firstName: 'A', lastName: 'B', timeZone: 'Europe/London' }],
      ['POST', API.changePassword, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }],
      ['POST', API.changeEmail, { email: 'new@example.com', currentPassword: TEST_PASSWORD }],
      ['DELETE', API.uploadAvatar],
      ['GET', `${API.avatars}/1`],
    ];
    for (const [method, path, payload] of requests) {
      const res = await call(method, path, null, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(401);
      expect(res.json().error).toBe('Please sign in to continue');
    }
  });

  describe('profile', () => {
    it('answers the signed-in person’s own data', async () => {
      const { user, cookie } = await person('teacher');
      const res = await call('GET', API.profile, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        profile: {
          id: user.id,
          email: user.email,
          username: null,
          role: 'teacher',
          firstName: user.firstName,
          lastName: user.lastName,
          timeZone: null,
          avatarUrl: null,
          pendingEmail: null,
          mustChangePassword: false,
        },
      });
    });

    it('saves the name (trimmed) and the time zone, and answers the profile', async () => {
      const { user, cookie } = await person();
      const res = await call('POST', API.updateProfile, cookie, {
        firstName: '  Asha ',
        lastName: 'Rao',
        timeZone: 'Asia/Kolkata',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().profile).toMatchObject({
        firstName: 'Asha',
        lastName: 'Rao',
        timeZone: 'Asia/Kolkata',
      });
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ firstName: 'Asha', lastName: 'Rao', timeZone: 'Asia/Kolkata' });
      // The header's readable cookies carry the new name.
      const set = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]));
      expect(set).toMatchObject({ User_First_Name: 'Asha', User_Last_Name: 'Rao' });
    });

    it.each([
      [{ timeZone: 'Mars/Olympus_Mons' }, 400, TIME_ZONE_INVALID],
      [{ timeZone: '' }, 400, TIME_ZONE_INVALID],
      [{ firstName: '   ' }, 400, 'First name is required'],
      [{ lastName: 'x'.repeat(61) }, 400, 'Last name must be at most 60 characters'],
      [{ firstName: 'Asha\rUID:x' }, 400, notOneLine('First name')],
      [{ lastName: 'Rao\nBEGIN:VEVENT' }, 400, notOneLine('Last name')],
    ])('refuses %o and changes nothing', async (patch, status, error) => {
      const { user, cookie } = await person();
      const res = await call('POST', API.updateProfile, cookie, {
        firstName: 'Asha',
        lastName: 'Rao',
        timeZone: 'Europe/London',
        ...patch,
      });
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toBe(error);
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ firstName: user.firstName, lastName: user.lastName, timeZone: null });
    });
  });

  describe('change password', () => {
    it('ends every session of the account, keeps this device signed in under a new token, and mails the person', async () => {
      const { user, cookie } = await person();
      const otherDevice = await signIn(t.app, user);
      const res = await call('POST', API.changePassword, cookie, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: PASSWORD_CHANGED });
      const fresh = cookieOf(res);
      const token = (header: string) => header.match(/ms_session=([^;]+)/)?.[1];
      expect(token(fresh)).toBeTruthy();
      expect(token(fresh)).not.toBe(token(cookie));

      expect((await call('GET', API.profile, otherDevice)).statusCode).toBe(401);
      expect((await call('GET', API.profile, cookie)).statusCode).toBe(401);
      expect((await call('GET', API.profile, fresh)).statusCode).toBe(200);

      expect(await signInStatus(user.email, TEST_PASSWORD)).toBe(401);
      expect(await signInStatus(user.email, NEW_PASSWORD)).toBe(200);

      const mails = await mailsTo(user.email);
      expect(mails.map((m) => m.subject)).toEqual(['Your password was changed']);
      expect(mails[0]?.body).toContain(`Hello ${user.firstName},`);
    });

    it('ends the other sessions at once on the polled calls too (their 5 s session cache)', async () => {
      const { user, cookie } = await person();
      const other = await signIn(t.app, user);
      const poll = () => call('GET', `${API.checkMeetingStatus}?class_id=999999`, other);
      // Signed in, the poll is answered about the class (none here), not with a sign-in refusal.
      expect((await poll()).statusCode).not.toBe(401);
      await call('POST', API.changePassword, cookie, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect((await poll()).statusCode).toBe(401);
    });

    it('voids the links that could set a password', async () => {
      const { user, cookie } = await person();
      const reset = await issueAccountToken(db(), user.id, 'password-reset');
      const res = await call('POST', API.changePassword, cookie, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(await findAccountToken(db(), reset, ['password-reset'])).toBeNull();
    });

    it('stops the calendar feed link, and says so where it is changed and in the mail', async () => {
      const { user, cookie } = await person('teacher');
      const { url } = (await call('POST', API.calendarFeed, cookie)).json();
      const feed = () => t.app.inject({ url: new URL(url).pathname });
      expect((await feed()).statusCode).toBe(200);
      const res = await call('POST', API.changePassword, cookie, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(res.json()).toEqual({ message: passwordChangedMessage(true) });
      expect(passwordChangedMessage(true)).toBe(`${PASSWORD_CHANGED} ${CALENDAR_FEED_STOPPED}`);
      expect((await feed()).statusCode).toBe(404);
      expect((await call('GET', API.calendarFeed, cookieOf(res))).json()).toEqual({
        active: false,
        created_at: null,
      });
      const [mail] = await mailsTo(user.email);
      expect(mail?.body).toContain(CALENDAR_FEED_STOPPED);
    });

    it('refuses a wrong current password, and counts it against the account’s sign-in limit', async () => {
      const { user, cookie } = await person();
      const wrong = { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD };
      for (let i = 0; i < 3; i += 1) {
        const res = await call('POST', API.changePassword, cookie, wrong);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe(WRONG_CURRENT_PASSWORD);
      }
      const blocked = await call('POST', API.changePassword, cookie, wrong);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toBe(tooManyFailures(15));
      // Signing in from the same address is blocked too, and the password never changed.
      expect(await signInStatus(user.email, TEST_PASSWORD)).toBe(429);
      expect(await mailsTo(user.email)).toEqual([]);
      expect((await call('GET', API.profile, cookie)).statusCode).toBe(200);
    });

    it.each([
      ['too short', () => 'short-pw', PASSWORD_TOO_SHORT],
      ['too long', () => 'x'.repeat(201), PASSWORD_TOO_LONG],
      ['the e-mail address', (email: string) => email.toUpperCase(), PASSWORD_IS_EMAIL],
      ['the e-mail’s name part', (email: string) => email.split('@')[0] ?? '', PASSWORD_IS_EMAIL],
      ['a common password', () => 'password1234', PASSWORD_TOO_COMMON],
    ])('refuses a new password %s with the rule it breaks, and changes nothing', async (_, make, error) => {
      const { user, cookie } = await person();
      const res = await call('POST', API.changePassword, cookie, {
        currentPassword: TEST_PASSWORD,
        newPassword: make(user.email),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(error);
      expect((await call('GET', API.profile, cookie)).statusCode).toBe(200);
      expect(await signInStatus(user.email, TEST_PASSWORD)).toBe(200);
      expect(await mailsTo(user.email)).toEqual([]);
    });

    it('is the one way on for someone who must choose a new password, and clears that', async () => {
      const { user } = await person();
      await db().update(users).set({ mustChangePassword: true }).where(eq(users.id, user.id));
      const cookie = await signIn(t.app, user);
      const profile = await call('GET', API.profile, cookie);
      expect(profile.statusCode).toBe(200);
      expect(profile.json().profile.mustChangePassword).toBe(true);
      const update = { firstName: 'Asha', lastName: 'Rao', timeZone: 'Europe/London' };
      expect((await call('POST', API.updateProfile, cookie, update)).statusCode).toBe(200);
      expect((await call('GET', `${API.avatars}/${user.id}`, cookie)).statusCode).toBe(404);
      const email = { email: 'elsewhere@example.com', currentPassword: TEST_PASSWORD };
      const refused = await call('POST', API.changeEmail, cookie, email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(PASSWORD_CHANGE_REQUIRED);

      const res = await call('POST', API.changePassword, cookie, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      const fresh = cookieOf(res);
      expect((await call('GET', API.profile, fresh)).json().profile.mustChangePassword).toBe(false);
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row?.mustChangePassword).toBe(false);
    });
  });

  describe('change e-mail', () => {
    const ask = (cookie: string, email: string, currentPassword = TEST_PASSWORD) =>
      call('POST', API.changeEmail, cookie, { email, currentPassword });
    const verify = (token: string) => call('POST', API.verifyEmail, null, { token });
    const stop = (token: string) => call('POST', API.cancelEmailChange, null, { token });

    it('mails a link to the new address, changes nothing until it is opened, then tells the old address', async () => {
      const { user, cookie } = await person();
      const newEmail = `moved-${user.id}@example.com`;
      const res = await ask(cookie, newEmail.toUpperCase());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: EMAIL_CHANGE_SENT });

      const [mail] = await mailsTo(newEmail);
      expect(mail?.subject).toBe('Confirm your new email for Harmony School of Music');
      // The old address is told at once, with the way to stop it.
      const [notice] = await mailsTo(user.email);
      expect(notice?.subject).toBe('Someone asked to change your email address');
      expect(notice?.body).toContain(newEmail);
      expect(tokenIn(notice?.body ?? '', '/cancel-email-change')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const profile = (await call('GET', API.profile, cookie)).json().profile;
      expect(profile).toMatchObject({ email: user.email, pendingEmail: newEmail });
      expect(await signInStatus(newEmail, TEST_PASSWORD)).toBe(401);

      // Opened on another device: no session needed.
      const token = tokenIn(mail?.body ?? '');
      const done = await verify(token);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: EMAIL_CHANGED });

      const after = (await call('GET', API.profile, cookie)).json().profile;
      expect(after).toMatchObject({ email: newEmail, pendingEmail: null });
      const told = await mailsTo(user.email);
      expect(told.map((m) => m.subject)).toEqual([
        'Someone asked to change your email address',
        'Your email address was changed',
      ]);
      expect(told[1]?.body).toContain(newEmail);
      expect(await signInStatus(newEmail, TEST_PASSWORD)).toBe(200);
      expect(await signInStatus(user.email, TEST_PASSWORD)).toBe(401);

      const again = await verify(token);
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toBe(LINK_DEAD);
      // Opened elsewhere: no cookie of this account is set there.
      expect(done.cookies.map((c) => c.name)).not.toContain('User_Email');
    });

    it('opened where the account is signed in, gives the header the new address at once', async () => {
      const { user, cookie } = await person();
      const newEmail = `here-${user.id}@example.com`;
      await ask(cookie, newEmail);
      const [mail] = await mailsTo(newEmail);
      const done = await call('POST', API.verifyEmail, cookie, { token: tokenIn(mail?.body ?? '') });
      expect(done.statusCode).toBe(200);
      expect(done.cookies.find((c) => c.name === 'User_Email')?.value).toBe(newEmail);
    });

    it('voids password links mailed to the old address once the new one is confirmed', async () => {
      const { user, cookie } = await person();
      const reset = await issueAccountToken(db(), user.id, 'password-reset');
      await ask(cookie, `fresh-${user.id}@example.com`);
      const [mail] = await mailsTo(`fresh-${user.id}@example.com`);
      expect((await verify(tokenIn(mail?.body ?? ''))).statusCode).toBe(200);
      expect(await findAccountToken(db(), reset, ['password-reset'])).toBeNull();
    });

    it('a second request voids the first link and its stop link', async () => {
      const { user, cookie } = await person();
      await ask(cookie, `first-${user.id}@example.com`);
      await ask(cookie, `second-${user.id}@example.com`);
      const [first] = await mailsTo(`first-${user.id}@example.com`);
      const [second] = await mailsTo(`second-${user.id}@example.com`);
      const [firstStop] = await mailsTo(user.email);
      const stopFirst = await stop(tokenIn(firstStop?.body ?? '', '/cancel-email-change'));
      expect([stopFirst.statusCode, stopFirst.json().error]).toEqual([400, STOP_LINK_DEAD]);
      expect((await verify(tokenIn(first?.body ?? ''))).statusCode).toBe(400);
      expect((await verify(tokenIn(second?.body ?? ''))).statusCode).toBe(200);
    });

    it("the old address's link stops the change, once, signed in or not", async () => {
      const { user, cookie } = await person();
      const newEmail = `unwanted-${user.id}@example.com`;
      await ask(cookie, newEmail);
      const [notice] = await mailsTo(user.email);
      const stopToken = tokenIn(notice?.body ?? '', '/cancel-email-change');
      const stopped = await stop(stopToken);
      expect([stopped.statusCode, stopped.json()]).toEqual([200, { message: EMAIL_CHANGE_STOPPED }]);

      const [mail] = await mailsTo(newEmail);
      const late = await verify(tokenIn(mail?.body ?? ''));
      expect([late.statusCode, late.json().error]).toEqual([400, LINK_DEAD]);
      const profile = (await call('GET', API.profile, cookie)).json().profile;
      expect(profile).toMatchObject({ email: user.email, pendingEmail: null });
      const again = await stop(stopToken);
      expect([again.statusCode, again.json().error]).toEqual([400, STOP_LINK_DEAD]);
      // A stop link is no other link: it changes no password and confirms no address.
      for (const path of [API.resetPassword, API.acceptInvitation]) {
        expect(
          (await call('POST', path, null, { token: stopToken, password: NEW_PASSWORD })).statusCode,
        ).toBe(400);
      }
      expect((await verify(stopToken)).statusCode).toBe(400);
    });

    it('the stop link dies once the change is made', async () => {
      const { user, cookie } = await person();
      const newEmail = `made-${user.id}@example.com`;
      await ask(cookie, newEmail);
      const [notice] = await mailsTo(user.email);
      const [mail] = await mailsTo(newEmail);
      expect((await verify(tokenIn(mail?.body ?? ''))).statusCode).toBe(200);
      const late = await stop(tokenIn(notice?.body ?? '', '/cancel-email-change'));
      expect([late.statusCode, late.json().error]).toEqual([400, STOP_LINK_DEAD]);
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row?.email).toBe(newEmail);
    });

    it('a password change voids a pending change: its link no longer moves the account', async () => {
      // Someone who knows the password asks from their own session; the owner changes it.
      const { user, cookie: intruder } = await person();
      const owner = await signIn(t.app, user);
      const theirs = `intruder-${user.id}@example.com`;
      expect((await ask(intruder, theirs)).statusCode).toBe(200);
      const changed = await call('POST', API.changePassword, owner, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(changed.json()).toEqual({ message: PASSWORD_CHANGED });

      const [mail] = await mailsTo(theirs);
      const used = await verify(tokenIn(mail?.body ?? ''));
      expect([used.statusCode, used.json().error]).toEqual([400, LINK_DEAD]);
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row?.email).toBe(user.email);
      const [notice] = await mailsTo(user.email);
      expect((await stop(tokenIn(notice?.body ?? '', '/cancel-email-change'))).json().error).toBe(
        STOP_LINK_DEAD,
      );
      expect((await call('GET', API.profile, cookieOf(changed))).json().profile.pendingEmail).toBeNull();
    });

    it('refuses a change asked with a password that changed while it was checked', async () => {
      const { user } = await person();
      const owner = await signIn(t.app, user);
      // The request checked the old password; the owner's change lands before its links are made.
      const [before] = await db()
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, user.id));
      const changed = await call('POST', API.changePassword, owner, {
        currentPassword: TEST_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(changed.statusCode).toBe(200);
      const theirs = `meanwhile-${user.id}@example.com`;
      const late = issueEmailChange(db(), t.config.school, user, theirs, before?.hash ?? '');
      const error = await late.then(
        () => null,
        (e: { statusCode: number; message: string }) => [e.statusCode, e.message],
      );
      expect(error).toEqual([400, WRONG_CURRENT_PASSWORD]);
      expect(await mailsTo(theirs)).toEqual([]);
      expect(await db().select().from(accountTokens).where(eq(accountTokens.userId, user.id))).toEqual([]);
    });

    // Meaningful on PostgreSQL (TEST_DATABASE_URL), where the requests' transactions overlap.
    it('requests sent together leave one live link and one stop link', async () => {
      const { user, cookie } = await person();
      // Three: the account's sign-in limit here, which each request's password check counts against.
      const answers = await Promise.all(
        [1, 2, 3].map((n) => ask(cookie, `together-${n}-${user.id}@example.com`)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const live = await db()
        .select({ purpose: accountTokens.purpose })
        .from(accountTokens)
        .where(and(eq(accountTokens.userId, user.id), gt(accountTokens.expiresAt, sql`now()`)));
      expect(live.map((r) => r.purpose).sort()).toEqual(['email-change', 'email-change-cancel']);
    });

    it('refuses a wrong current password, sending nothing', async () => {
      const { user, cookie } = await person();
      const res = await ask(cookie, `wrong-${user.id}@example.com`, 'not-my-password');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(WRONG_CURRENT_PASSWORD);
      expect(await mailsTo(`wrong-${user.id}@example.com`)).toEqual([]);
    });

    it('refuses an address another account has (any case), and the account’s own', async () => {
      const { user, cookie } = await person();
      const other = await createTestUser(db(), 'teacher');
      const taken = await ask(cookie, other.email.toUpperCase());
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe(EMAIL_TAKEN);
      const same = await ask(cookie, user.email.toUpperCase());
      expect(same.statusCode).toBe(400);
      expect(same.json().error).toBe(EMAIL_UNCHANGED);
      expect(await mailsTo(other.email)).toEqual([]);
      expect(await mailsTo(user.email)).toEqual([]);
    });

    it('refuses the link when another account took the address meanwhile, and uses it up', async () => {
      const { user, cookie } = await person();
      const newEmail = `contested-${user.id}@example.com`;
      await ask(cookie, newEmail);
      const [mail] = await mailsTo(newEmail);
      await createTestUser(db(), 'student', { email: newEmail });
      const token = tokenIn(mail?.body ?? '');
      const res = await verify(token);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(EMAIL_TAKEN);
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row?.email).toBe(user.email);
      expect((await mailsTo(user.email)).map((m) => m.subject)).not.toContain(
        'Your email address was changed',
      );
      expect((await verify(token)).json().error).toBe(LINK_DEAD);
    });

    it.each([
      ['a wrong token', () => Promise.resolve('A'.repeat(43))],
      ['a malformed token', () => Promise.resolve('not a token')],
      [
        'an expired token',
        async (userId: number) => {
          const token = await issueAccountToken(
            t.database.db,
            userId,
            'email-change',
            `late-${userId}@example.com`,
          );
          await t.database.db
            .update(accountTokens)
            .set({ expiresAt: new Date(Date.now() - 1000) })
            .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, 'email-change')));
          return token;
        },
      ],
      [
        'a password reset’s token',
        (userId: number) => issueAccountToken(t.database.db, userId, 'password-reset'),
      ],
    ])('refuses %s with 400 and changes nothing', async (_, make) => {
      const { user } = await person();
      const res = await verify(await make(user.id));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(LINK_DEAD);
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row?.email).toBe(user.email);
    });
  });
});

describe('the password-checking calls’ rate limit', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '2' });

  it('limits change-password and change-email per client address as sign-in is', async () => {
    const user = await createTestUser(t.database.db, 'student');
    const cookie = await signIn(t.app, user);
    const send = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { cookie },
        payload,
        remoteAddress: '10.9.9.9',
      });
    for (const url of [API.changePassword, API.changeEmail]) {
      const payload = {
        currentPassword: 'wrong-password',
        newPassword: NEW_PASSWORD,
        email: 'x@example.com',
      };
      expect((await send(url, payload)).statusCode).toBe(400);
      expect((await send(url, payload)).statusCode).toBe(400);
      expect((await send(url, payload)).statusCode).toBe(429);
    }
  });
});
