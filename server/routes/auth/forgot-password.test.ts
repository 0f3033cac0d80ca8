import { and, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { API } from '../../../common/api.ts';
import { FORGOT_PASSWORD_SENT, PASSWORD_SET } from '../../../common/schemas/account.ts';
import { accountTokens } from '../../db/schema.ts';
import { createTestUser, signIn, TEST_PASSWORD } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { RESET_LINKS_LIVE } from './account-tokens.ts';
import { createUser } from './auth.service.ts';
import { linkToken, login, mailsTo, openLink, setPasswordWith } from './auth-fixtures.ts';
import { mailResetLink } from './password-links.service.ts';
import { tooManyRequests } from './request-limit.ts';

const HERE = '203.0.113.9';
const sent = { message: FORGOT_PASSWORD_SENT };

describe('forgot password', () => {
  const t = useTestApp(
    { LOGIN_RATE_LIMIT: '1000' },
    { forgotPasswordLimits: { perAddressAndClient: 3, perClient: 6 } },
  );
  let client = 0;
  /** A client address of its own for each test, so the per-client limit counts only that test's requests. */
  const newClient = () => `198.51.100.${++client}`;
  const forgot = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: `/api${API.forgotPassword}`, payload: { email }, remoteAddress });
  /** The reset mails of the address, once the work after the answer has queued `count` of them. */
  const resetMails = async (email: string, count: number) => {
    const subject = (m: { subject: string }) => m.subject.startsWith('Choose a new password');
    await vi.waitFor(async () =>
      expect((await mailsTo(t.database.db, email)).filter(subject)).toHaveLength(count),
    );
    return (await mailsTo(t.database.db, email)).filter(subject);
  };

  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const user = await createTestUser(t.database.db, 'student', { firstName: 'Kim' });
    const from = newClient();
    const unknown = await forgot('nobody.at.all@example.com', from);
    const known = await forgot(user.email.toUpperCase(), from);
    const answer = (res: typeof known) => {
      const { date: _date, ...headers } = res.headers;
      return { status: res.statusCode, body: res.body, headers };
    };
    expect(answer(known)).toEqual(answer(unknown));
    expect(known.json()).toEqual(sent);

    const [mail] = await resetMails(user.email, 1);
    expect(mail?.subject).toBe('Choose a new password for Harmony School of Music');
    expect(mail?.body).toContain('Hello Kim,');
    expect(await mailsTo(t.database.db, 'nobody.at.all@example.com')).toEqual([]);

    // The mailed link sets the password, and every session of the account ends.
    const elsewhere = await signIn(t.app, user);
    const token = linkToken(mail?.body ?? '', '/reset-password');
    expect((await openLink(t.app, token)).json()).toMatchObject({
      purpose: 'password-reset',
      email: user.email,
    });
    const set = await setPasswordWith(t.app, API.resetPassword, token, 'a-fresh-password-9');
    expect(set.json()).toEqual({ message: PASSWORD_SET });
    const me = await t.app.inject({ method: 'GET', url: `/api${API.me}`, headers: { cookie: elsewhere } });
    expect(me.json().user).toBeNull();
    expect((await login(t.app, user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(t.app, user.email, 'a-fresh-password-9')).statusCode).toBe(200);
  });

  it("leaves the link the owner got working and the owner's own requests open, whatever a stranger asks", async () => {
    const user = await createTestUser(t.database.db, 'teacher');
    const owner = newClient();
    await forgot(user.email, owner);
    const [first] = await resetMails(user.email, 1);
    const ownersLink = linkToken(first?.body ?? '', '/reset-password');
    // A stranger asks for the owner's address until refused: only the stranger's client is.
    const stranger = newClient();
    for (let i = 0; i < 3; i += 1) expect((await forgot(user.email, stranger)).json()).toEqual(sent);
    const refused = await forgot(user.email, stranger);
    expect([refused.statusCode, refused.json().error]).toEqual([429, tooManyRequests(60)]);
    expect((await forgot(user.email, owner)).json()).toEqual(sent);
    await resetMails(user.email, RESET_LINKS_LIVE);
    expect((await openLink(t.app, ownersLink)).statusCode).toBe(200);
    const set = await setPasswordWith(t.app, API.resetPassword, ownersLink, 'the-owners-own-pick-3');
    expect(set.json()).toEqual({ message: PASSWORD_SET });
  });

  it('keeps at most 3 links of an account live, and voids every one once the password changes', async () => {
    const db = t.database.db;
    const user = await createTestUser(db, 'student');
    const ask = () => mailResetLink(db, t.config.school, user.email);
    const asked = [];
    for (let i = 0; i < RESET_LINKS_LIVE + 2; i += 1) asked.push(await ask());
    expect(asked).toEqual([true, true, true, false, false]);
    const tokens = (await resetMails(user.email, 3)).map((m) => linkToken(m.body, '/reset-password'));
    for (const token of tokens) expect((await openLink(t.app, token)).statusCode).toBe(200);

    // The admin sets a password by hand: the links still waiting die with the old password.
    const admin = await signIn(t.app, await createTestUser(db, 'admin'));
    const byHand = await t.app.inject({
      method: 'POST',
      url: `/api${API.adminUsers}/${user.id}/password`,
      headers: { cookie: admin },
      payload: { password: 'set-by-the-admin' },
    });
    expect(byHand.statusCode).toBe(200);
    for (const token of tokens) {
      expect((await setPasswordWith(t.app, API.resetPassword, token, 'my-own-password-1')).statusCode).toBe(
        400,
      );
    }
    expect(await ask()).toBe(true);
  });

  // Meaningful on PostgreSQL (TEST_DATABASE_URL), where the requests' transactions overlap.
  it('keeps the limit of live links when requests come together', async () => {
    const db = t.database.db;
    const user = await createTestUser(db, 'student');
    const asked = await Promise.all(
      Array.from({ length: 8 }, () => mailResetLink(db, t.config.school, user.email)),
    );
    expect(asked.filter(Boolean)).toHaveLength(RESET_LINKS_LIVE);
    const live = await db
      .select({ hash: accountTokens.tokenHash })
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), gt(accountTokens.expiresAt, sql`now()`)));
    expect(live).toHaveLength(RESET_LINKS_LIVE);
    expect(await mailsTo(db, user.email)).toHaveLength(RESET_LINKS_LIVE);
  });

  it('mails an invited person a reset link too, which sets their first password', async () => {
    const invited = await createUser(t.database.db, {
      email: 'not.yet.accepted@example.com',
      password: null,
      role: 'student',
      firstName: 'Nia',
      lastName: 'Late',
    });
    await forgot(invited.email, newClient());
    const [mail] = await resetMails(invited.email, 1);
    const token = linkToken(mail?.body ?? '', '/reset-password');
    expect((await setPasswordWith(t.app, API.resetPassword, token, 'first-chosen-password')).statusCode).toBe(
      200,
    );
    expect((await login(t.app, invited.email, 'first-chosen-password')).statusCode).toBe(200);
  });

  it('limits requests per address from each client, in the same words for an address with an account and one without', async () => {
    const user = await createTestUser(t.database.db, 'student');
    for (const email of [user.email, 'no.account.here@example.com']) {
      // Any case of the address counts as the same address.
      const from = newClient();
      for (const typed of [email.toUpperCase(), email, email.toUpperCase()]) {
        expect((await forgot(typed, from)).json()).toEqual(sent);
      }
      const refused = await forgot(email, from);
      expect([refused.statusCode, refused.json().error]).toEqual([429, tooManyRequests(60)]);
      // Another client's allowance for the address is its own.
      expect((await forgot(email, newClient())).json()).toEqual(sent);
    }
  });

  it('limits requests per client address, whatever the addresses asked for', async () => {
    const from = newClient();
    for (let i = 0; i < 6; i += 1) {
      expect((await forgot(`someone${i}@example.com`, from)).statusCode).toBe(200);
    }
    const refused = await forgot('someone-else@example.com', from);
    expect([refused.statusCode, refused.json()]).toEqual([
      429,
      { error: tooManyRequests(60), message: tooManyRequests(60) },
    ]);
    expect((await forgot('someone-else@example.com', HERE)).statusCode).toBe(200);
  });

  it('refuses what is not an e-mail address', async () => {
    const res = await forgot('not-an-address', newClient());
    expect([res.statusCode, res.json().error]).toEqual([400, 'Please enter a valid email address']);
  });
});
