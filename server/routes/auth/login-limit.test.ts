import { describe, expect, it } from 'vitest';
import { createTestUser, TEST_PASSWORD } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';
import { INVALID_LOGIN } from './index.ts';
import { tooManyFailures } from './login-limit.ts';

const login = (t: ReturnType<typeof useTestApp>, email: string, password: string, from: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, ...from });

describe('sign-in limits', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', LOGIN_ACCOUNT_RATE_LIMIT: '3' });

  it('limits failed sign-ins per account from any address, in the same words whether the account exists or not', async () => {
    const user = await createTestUser(t.database.db, 'student');
    for (const email of [user.email, 'nobody-here@example.com']) {
      for (let i = 1; i <= 3; i += 1) {
        const res = await login(t, email, 'wrong-password', { remoteAddress: `203.0.113.${i}` });
        expect([res.statusCode, res.json().error]).toEqual([401, INVALID_LOGIN]);
      }
      const blocked = await login(t, email, 'wrong-password', { remoteAddress: '198.51.100.7' });
      expect([blocked.statusCode, blocked.json().error]).toEqual([429, tooManyFailures(15)]);
    }
    // The right password waits too: otherwise the answer would tell a guess was right.
    const right = await login(t, user.email.toUpperCase(), TEST_PASSWORD, { remoteAddress: '198.51.100.8' });
    expect(right.statusCode).toBe(429);
    const other = await createTestUser(t.database.db, 'student');
    expect((await login(t, other.email, TEST_PASSWORD, { remoteAddress: '203.0.113.1' })).statusCode).toBe(
      200,
    );
  });
});

describe('behind one trusted proxy', () => {
  const t = useTestApp({ TRUST_PROXY: '1', LOGIN_RATE_LIMIT: '3', LOGIN_ACCOUNT_RATE_LIMIT: '1000' });

  it('counts sign-ins by the address the proxy saw, whatever the client adds to X-Forwarded-For', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await login(t, `guess${i}@example.com`, 'wrong-password', {
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `10.9.8.${i}, 203.0.113.50` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Another client behind the same proxy is counted on its own.
    const other = await login(t, 'guess@example.com', 'wrong-password', {
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.51' },
    });
    expect(other.statusCode).toBe(401);
  });
});
