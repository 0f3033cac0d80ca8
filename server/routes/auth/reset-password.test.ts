import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordTokens, users } from '../../db/schema.ts';
import { createTestUser, signIn } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { provideAdmin } from './admin-account.ts';
import { LINK_DEAD, PASSWORD_SET, PASSWORDS_DIFFER } from './set-password-page.ts';

const PAGE = '/api/auth/reset-password';
const NEW_PASSWORD = 'a-new-admin-password';

describe('the first admin and the set-password link', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000' });
  const open = (token: string) => t.app.inject({ method: 'GET', url: `${PAGE}?token=${token}` });
  const submit = (fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: PAGE,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const admin = (email: string) => ({ email, firstName: 'Ada', lastName: 'Admin' });

  it('creates an admin whose password only the link sets, once', async () => {
    const { created, token } = await provideAdmin(t.database.db, admin('Head@School.example'), null);
    expect(created).toBe(true);
    if (!token) throw new Error('no token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is kept.
    const rows = await t.database.db.select().from(passwordTokens);
    expect(JSON.stringify(rows)).not.toContain(token);

    const page = await open(token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.body).toContain(`<form method="post" action="${PAGE}">`);
    expect(page.body).toContain(`name="token" value="${token}"`);
    // The rule is shown before anything is typed, and tied to the field.
    expect(page.body).toContain('<p id="password-rule" class="hint">At least 8 characters.</p>');
    expect(page.body).toContain('aria-describedby="password-rule"');

    const differ = await submit({ token, password: NEW_PASSWORD, confirm: 'something-else' });
    expect([differ.statusCode, differ.body.includes(PASSWORDS_DIFFER)]).toEqual([400, true]);
    const short = await submit({ token, password: 'short', confirm: 'short' });
    expect([short.statusCode, short.body.includes('Password must be at least 8 characters')]).toEqual([
      400,
      true,
    ]);

    const set = await submit({ token, password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect([set.statusCode, set.body.includes(PASSWORD_SET)]).toEqual([200, true]);
    const signedIn = await login('head@school.example', NEW_PASSWORD);
    expect([signedIn.statusCode, signedIn.json().user.role]).toEqual([200, 'admin']);

    const again = await submit({ token, password: 'another-password', confirm: 'another-password' });
    expect([again.statusCode, again.body.includes(LINK_DEAD)]).toEqual([400, true]);
    expect((await open(token)).body).toContain(LINK_DEAD);
    expect((await login('head@school.example', 'another-password')).statusCode).toBe(401);
  });

  it('refuses an expired link, one replaced by a newer link, and one never made', async () => {
    const { token: first } = await provideAdmin(t.database.db, admin('owner@school.example'), null);
    const { created, token: second } = await provideAdmin(t.database.db, admin('owner@school.example'), null);
    expect(created).toBe(false);
    for (const token of [first, 'A'.repeat(43), '<script>']) {
      const res = await open(token ?? '');
      expect([res.statusCode, res.body.includes(LINK_DEAD), res.body.includes('<script>')]).toEqual([
        400,
        true,
        false,
      ]);
    }
    await t.database.db.update(passwordTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await submit({ token: second ?? '', password: NEW_PASSWORD, confirm: NEW_PASSWORD });
    expect([expired.statusCode, expired.body.includes(LINK_DEAD)]).toEqual([400, true]);
    expect((await login('owner@school.example', NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('sets the password read from standard input instead, and replaces a lost one', async () => {
    const email = 'principal@school.example';
    expect(await provideAdmin(t.database.db, admin(email), 'first-password-1')).toEqual({
      created: true,
      token: null,
    });
    const cookie = await signIn(t.app, { email }, 'first-password-1');
    await provideAdmin(t.database.db, admin(email), 'second-password-2');
    expect((await login(email, 'first-password-1')).statusCode).toBe(401);
    expect((await login(email, 'second-password-2')).statusCode).toBe(200);
    // The old password's sessions end with it.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().user).toBeNull();
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
