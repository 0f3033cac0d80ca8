import * as argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { createTestUser } from '../../test/fixtures.ts';
import { useTestApp } from '../../test/test-app.ts';

// Every password check of the app, counted.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

describe('sign-in attempts sent together', () => {
  const t = useTestApp({ LOGIN_RATE_LIMIT: '1000', LOGIN_ACCOUNT_RATE_LIMIT: '10' });

  it('check no more passwords than the limit allows', async () => {
    const user = await createTestUser(t.database.db, 'admin');
    vi.mocked(argon2.verify).mockClear();
    const answers = await Promise.all(
      Array.from({ length: 31 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'wrong-password' },
        }),
      ),
    );
    expect(vi.mocked(argon2.verify).mock.calls.length).toBeLessThanOrEqual(10);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(21).fill(429)]);
  });
});
