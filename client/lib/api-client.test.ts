import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../common/api.ts';
import type { loginSchema, userResponse } from '../../common/schemas/auth.ts';
import { mockApi } from '../test/mock-api.ts';
import { ApiError, apiClient } from './api-client.ts';

describe('the API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  const login = apiClient.postTo<typeof userResponse, typeof loginSchema>(API.login);

  it('posts a fixed-path call its input as JSON and answers the reply', async () => {
    const calls = mockApi({ 'POST /api/auth/login': () => ({ result: true, user: { id: 1 } }) });
    await expect(login({ email: 'a@example.com', password: 'pw-123456' })).resolves.toMatchObject({
      user: { id: 1 },
    });
    expect(calls).toMatchObject([
      { method: 'POST', path: '/api/auth/login', body: { email: 'a@example.com', password: 'pw-123456' } },
    ]);
  });

  it('throws the server’s message on a refusal', async () => {
    mockApi({
      'POST /api/auth/login': () => Response.json({ error: 'Invalid email or password' }, { status: 401 }),
    });
    const refused = login({ email: 'a@example.com', password: 'wrong-password' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 401, serverMessage: 'Invalid email or password' });
  });

  it('takes only what the route’s schema accepts (checked by the typecheck)', () => {
    mockApi({});
    // @ts-expect-error: the schema has no `remember` field
    void login({ email: 'a@example.com', password: 'pw-123456', remember: true }).catch(() => {});
    // @ts-expect-error: the password is missing
    void login({ email: 'a@example.com' }).catch(() => {});
  });
});
