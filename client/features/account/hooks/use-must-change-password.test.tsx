import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profile } from '../../../test/builders.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { useMustChangePassword } from './use-must-change-password.ts';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
const answer = (mustChangePassword: boolean) => () => ({ profile: profile({ mustChangePassword }) });

describe('useMustChangePassword', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is unknown until the profile comes, then says whether an admin-set password must be changed', async () => {
    mockApi({ 'GET /api/user/profile': answer(true) });
    const { result } = renderHook(() => useMustChangePassword('7'), { wrapper });
    expect(result.current).toBeUndefined();
    await vi.waitFor(() => expect(result.current).toBe(true));

    mockApi({ 'GET /api/user/profile': answer(false) });
    const other = renderHook(() => useMustChangePassword('7'), { wrapper });
    await vi.waitFor(() => expect(other.result.current).toBe(false));
  });

  it('holds nobody back when signed out (nothing fetched) or when the profile cannot be read', async () => {
    const calls = mockApi({});
    expect(renderHook(() => useMustChangePassword(null), { wrapper }).result.current).toBe(false);
    expect(calls).toEqual([]);
    const failing = renderHook(() => useMustChangePassword('7'), { wrapper });
    await vi.waitFor(() => expect(failing.result.current).toBe(false));
  });
});
