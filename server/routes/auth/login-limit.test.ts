import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestUser, TEST_PASSWORD } from '../../test/fixtures.ts';
import { type TestContext, useTestApp } from '../../test/test-app.ts';
import { INVALID_LOGIN } from './index.ts';
import { tooManyFailures } from './login-limit.ts';

const login = (app: TestContext['app'], email: string, password: string, from: object) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, ...from });

const HERE = { remoteAddress: '203.0.113.1' };
const ELSEWHERE = { remoteAddress: '198.51.100.7' };

describe('sign-in limits', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', LOGIN_ACCOUNT_RATE_LIMIT: '3' });

  it('limits sign-ins per account and address, in the same words whether the account exists or not', async () => {
    const user = await createTestUser(t.database.db, 'student');
    for (const email of [user.email, 'nobody-here@example.com']) {
      for (let i = 1; i <= 3; i += 1) {
        const res = await login(t.app, email, 'wrong-password', HERE);
        expect([res.statusCode, res.json().error]).toEqual([401, INVALID_LOGIN]);
      }
      const blocked = await login(t.app, email, 'wrong-password', HERE);
      expect([blocked.statusCode, blocked.json().error]).toEqual([429, tooManyFailures(15)]);
    }
    // The right password waits too: otherwise the answer would tell a guess was right.
    expect((await login(t.app, user.email.toUpperCase(), TEST_PASSWORD, HERE)).statusCode).toBe(429);
    // Guesses from one address do not lock the account's owner out elsewhere.
    expect((await login(t.app, user.email, TEST_PASSWORD, ELSEWHERE)).statusCode).toBe(200);
  });

  it('starts the count again after a successful sign-in', async () => {
    const user = await createTestUser(t.database.db, 'teacher');
    for (let i = 0; i < 2; i += 1) await login(t.app, user.email, 'wrong-password', HERE);
    expect((await login(t.app, user.email, TEST_PASSWORD, HERE)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await login(t.app, user.email, 'wrong-password', HERE)).statusCode).toBe(401);
  });

  it('is one count for every server instance on the database', async () => {
    const user = await createTestUser(t.database.db, 'student');
    const other = await buildApp(t.config, { database: t.database, logger: false });
    try {
      for (let i = 0; i < 3; i += 1) await login(t.app, user.email, 'wrong-password', HERE);
      expect((await login(other, user.email, 'wrong-password', HERE)).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('behind one trusted proxy', () => {
  const t = useTestApp({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT: '3', LOGIN_ACCOUNT_RATE_LIMIT: '1000' });

  it('counts sign-ins by the address the proxy saw, whatever the client adds to X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await login(t.app, `guess${i}@example.com`, 'wrong-password', {
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `10.9.8.${i}, 203.0.113.50` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another client behind the same proxy is counted on its own.
    const other = await login(t.app, 'guess@example.com', 'wrong-password', {
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.51' },
    });
    expect(other.statusCode).toBe(401);
  });
});
