import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API } from '../../../common/api.ts';
import {
  CALENDAR_FEED_STOPPED,
  LINK_DEAD,
  PASSWORD_SET,
  STOP_LINK_DEAD,
} from '../../../common/schemas/account.ts';
import {
  PASSWORD_IS_EMAIL,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
} from '../../../common/schemas/password-rules.ts';
import { accountTokens, sessions, users } from '../../db/schema.ts';
import { createTestUser, signIn, TEST_PASSWORD } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { createFeed } from '../calendar-feed/calendar-feed.service.ts';
import { issueAccountToken } from './account-tokens.ts';
import { provideAdmin } from './admin-account.ts';
import { createUser } from './auth.service.ts';
import { login, mailsTo, openLink, setPasswordWith } from './auth-fixtures.ts';

const NEW_PASSWORD = 'a-new-admin-password';
const dead = { error: LINK_DEAD, message: LINK_DEAD };

describe('the password links: reset and invitation', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
  const reset = (token: string, password: string) =>
    setPasswordWith(t.app, API.resetPassword, token, password);
  const accept = (token: string, password: string) =>
    setPasswordWith(t.app, API.acceptInvitation, token, password);
  const admin = (email: string) => ({ email, firstName: 'Ada', lastName: 'Admin' });
  const me = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: `/api${API.me}`, headers: { cookie } })).json().user;

  it('creates an admin whose password only the link sets, once', async () => {
    const { created, token } = await provideAdmin(t.database.db, admin('Head@School.example'), null);
    expect(created).toBe(true);
    if (!token) throw new Error('no token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is kept.
    const rows = await t.database.db.select().from(accountTokens);
    expect(JSON.stringify(rows)).not.toContain(token);
    // No password until the link sets one.
    expect((await login(t.app, 'head@school.example', NEW_PASSWORD)).statusCode).toBe(401);

    const link = await openLink(t.app, token);
    expect([link.statusCode, link.json()]).toEqual([
      200,
      { purpose: 'password-reset', email: 'head@school.example', firstName: 'Ada' },
    ]);
    expect(link.headers['cache-control']).toBe('no-store');

    const set = await reset(token, NEW_PASSWORD);
    expect([set.statusCode, set.json()]).toEqual([200, { message: PASSWORD_SET }]);
    const signedIn = await login(t.app, 'head@school.example', NEW_PASSWORD);
    expect([signedIn.statusCode, signedIn.json().user.role]).toEqual([200, 'admin']);
    // The first password of an account is no change to warn about.
    expect(await mailsTo(t.database.db, 'head@school.example')).toEqual([]);

    const again = await reset(token, 'another-password-2');
    expect([again.statusCode, again.json()]).toEqual([400, dead]);
    const reopened = await openLink(t.app, token);
    expect([reopened.statusCode, reopened.json()]).toEqual([400, dead]);
    expect((await login(t.app, 'head@school.example', 'another-password-2')).statusCode).toBe(401);
  });

  it('refuses an expired link, one replaced by a newer link, and one never made, in the same words', async () => {
    const { token: first } = await provideAdmin(t.database.db, admin('owner@school.example'), null);
    const { created, token: second } = await provideAdmin(t.database.db, admin('owner@school.example'), null);
    expect(created).toBe(false);
    for (const token of [first ?? '', 'A'.repeat(43), '<script>', '']) {
      const res = await openLink(t.app, token);
      expect([res.statusCode, res.json()]).toEqual([400, dead]);
      const post = await reset(token, NEW_PASSWORD);
      expect([post.statusCode, post.json()]).toEqual([400, dead]);
    }
    expect((await openLink(t.app, second ?? '')).statusCode).toBe(200);
    await t.database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await reset(second ?? '', NEW_PASSWORD);
    expect([expired.statusCode, expired.json()]).toEqual([400, dead]);
    expect((await openLink(t.app, second ?? '')).statusCode).toBe(400);
    expect((await login(t.app, 'owner@school.example', NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('takes a link only on the call of its purpose', async () => {
    const db = t.database.db;
    const person = await createUser(db, {
      email: 'invited.student@example.com',
      password: null,
      role: 'student',
      firstName: 'Ivy',
      lastName: 'Invited',
    });
    const invitation = await issueAccountToken(db, person.id, 'invitation');
    const resetLink = await issueAccountToken(db, person.id, 'password-reset');
    const change = await issueAccountToken(db, person.id, 'email-change', 'ivy.new@example.com');
    expect((await reset(invitation, NEW_PASSWORD)).json()).toEqual(dead);
    expect((await accept(resetLink, NEW_PASSWORD)).json()).toEqual(dead);
    for (const token of [change]) {
      expect((await reset(token, NEW_PASSWORD)).json()).toEqual(dead);
      expect((await accept(token, NEW_PASSWORD)).json()).toEqual(dead);
    }
    // A new e-mail's link names the address it moves to.
    expect((await openLink(t.app, change)).json()).toEqual({
      purpose: 'email-change',
      email: 'ivy.new@example.com',
      firstName: 'Ivy',
    });
    expect((await openLink(t.app, invitation)).json()).toEqual({
      purpose: 'invitation',
      email: 'invited.student@example.com',
      firstName: 'Ivy',
    });
    // Refused on the wrong call, each still works on its own, once; every other link dies with it.
    expect((await accept(invitation, NEW_PASSWORD)).json()).toEqual({ message: PASSWORD_SET });
    expect((await reset(resetLink, 'yet-another-password')).json()).toEqual(dead);
    expect((await openLink(t.app, change)).json()).toEqual(dead);
    expect((await login(t.app, person.email, NEW_PASSWORD)).json().user).toMatchObject({
      id: person.id,
      mustChangePassword: false,
    });
    // Accepting an invitation is no change to warn about.
    expect(await mailsTo(db, person.email)).toEqual([]);
  });

  it("sets the link's own account's password and no other's", async () => {
    const db = t.database.db;
    const a = await createTestUser(db, 'student');
    const b = await createTestUser(db, 'student');
    const tokenOfA = await issueAccountToken(db, a.id, 'password-reset');
    // The rules are checked against A's address, not anyone else's.
    expect((await reset(tokenOfA, a.email)).json().error).toBe(PASSWORD_IS_EMAIL);
    expect((await reset(tokenOfA, b.email)).statusCode).toBe(200);
    expect((await login(t.app, a.email, b.email)).statusCode).toBe(200);
    expect((await login(t.app, b.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(t.app, b.email, b.email)).statusCode).toBe(401);
  });

  it('names the rule a new password breaks, and keeps the link for a better one', async () => {
    const db = t.database.db;
    const user = await createTestUser(db, 'teacher', { email: 'Rules.Teacher@example.com' });
    const token = await issueAccountToken(db, user.id, 'password-reset');
    const cases: [string, string][] = [
      ['short-pw', PASSWORD_TOO_SHORT],
      ['rules.teacher@example.com', PASSWORD_IS_EMAIL],
      ['RULES.TEACHER', PASSWORD_IS_EMAIL],
      ['password123', PASSWORD_TOO_COMMON],
      ['Qwertyuiop', PASSWORD_TOO_COMMON],
      ['1234567890', PASSWORD_TOO_COMMON],
    ];
    for (const [password, rule] of cases) {
      const res = await reset(token, password);
      expect([password, res.statusCode, res.json()]).toEqual([password, 400, { error: rule, message: rule }]);
    }
    const tooLong = await reset(token, 'x'.repeat(202));
    expect(tooLong.statusCode).toBe(400);
    expect((await reset(token, 'a-long-and-rare-one')).statusCode).toBe(200);
  });

  it('ends every session of the account and tells its address that the password changed', async () => {
    const db = t.database.db;
    const user = await createTestUser(db, 'student', { firstName: 'Sam' });
    const phone = await signIn(t.app, user);
    const laptop = await signIn(t.app, user);
    const token = await issueAccountToken(db, user.id, 'password-reset');
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await me(phone)).toBeNull();
    expect(await me(laptop)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await login(t.app, user.email, TEST_PASSWORD)).statusCode).toBe(401);
    const mails = await mailsTo(db, user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your password was changed']);
    expect(mails[0]?.body).toContain('Hello Sam,');
  });

  it("voids a pending e-mail change, its stop link and the calendar feed link, and tells the account's address", async () => {
    const db = t.database.db;
    const user = await createTestUser(db, 'student', { firstName: 'Rhea' });
    const change = await issueAccountToken(db, user.id, 'email-change', 'someone.else@example.com');
    const stop = await issueAccountToken(db, user.id, 'email-change-cancel', 'someone.else@example.com');
    const feed = await createFeed(db, user.id);
    const token = await issueAccountToken(db, user.id, 'password-reset');
    expect((await reset(token, NEW_PASSWORD)).json()).toEqual({ message: PASSWORD_SET });

    const verified = await t.app.inject({
      method: 'POST',
      url: `/api${API.verifyEmail}`,
      payload: { token: change },
    });
    expect([verified.statusCode, verified.json()]).toEqual([400, dead]);
    const stopped = await t.app.inject({
      method: 'POST',
      url: `/api${API.cancelEmailChange}`,
      payload: { token: stop },
    });
    expect([stopped.statusCode, stopped.json().error]).toEqual([400, STOP_LINK_DEAD]);
    expect((await t.app.inject({ url: `/api${API.calendarFeeds}/${feed.token}.ics` })).statusCode).toBe(404);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
    const [mail] = await mailsTo(db, user.email);
    expect(mail?.body).toContain(CALENDAR_FEED_STOPPED);
  });

  it('voids a reset link once the password changes another way', async () => {
    const db = t.database.db;
    const user = await createTestUser(db, 'student');
    const token = await issueAccountToken(db, user.id, 'password-reset');
    const invitation = await issueAccountToken(db, user.id, 'invitation');
    const second = await issueAccountToken(db, user.id, 'password-reset');
    // A newer link replaced it.
    expect((await reset(token, NEW_PASSWORD)).json()).toEqual(dead);
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await accept(invitation, 'another-password-2')).json()).toEqual(dead);
    const [row] = await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(row).toBeUndefined();
  });

  it('uses a link once when two requests bring it together', async () => {
    const db = t.database.db;
    const user = await createTestUser(db, 'teacher');
    const token = await issueAccountToken(db, user.id, 'password-reset');
    const answers = await Promise.all([
      reset(token, 'first-new-password'),
      reset(token, 'second-new-password'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    const won = answers[0]?.statusCode === 200 ? 'first-new-password' : 'second-new-password';
    expect((await login(t.app, user.email, won)).statusCode).toBe(200);
    expect(await mailsTo(db, user.email)).toHaveLength(1);
  });

  it('sets the password read from standard input instead, and replaces a lost one', async () => {
    const email = 'principal@school.example';
    expect(await provideAdmin(t.database.db, admin(email), 'first-password-1')).toEqual({
      created: true,
      token: null,
    });
    const cookie = await signIn(t.app, { email }, 'first-password-1');
    await provideAdmin(t.database.db, admin(email), 'second-password-2');
    expect((await login(t.app, email, 'first-password-1')).statusCode).toBe(401);
    expect((await login(t.app, email, 'second-password-2')).json().user.mustChangePassword).toBe(false);
    // The old password's sessions end with it.
    expect(await me(cookie)).toBeNull();
  });

  it("never turns a teacher's or student's account into an admin", async () => {
    const teacher = await createTestUser(t.database.db, 'teacher');
    await expect(provideAdmin(t.database.db, admin(teacher.email), 'some-password-1')).rejects.toThrow(
      "is a teacher's account",
    );
    const [row] = await t.database.db.select().from(users).where(eq(users.id, teacher.id));
    expect(row?.role).toBe('teacher');
  });
});
