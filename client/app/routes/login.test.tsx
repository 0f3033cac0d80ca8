import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api.ts';
import { LoginRoute } from './login.tsx';

const signedIn = (mustChangePassword: boolean) => () => ({
  user: {
    id: 7,
    email: 'asha@example.com',
    role: 'student',
    firstName: 'Asha',
    lastName: 'Rao',
    mustChangePassword,
  },
});

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginRoute />} />
          <Route path="/account" element={<p>Account page</p>} />
          <Route path="/recordings" element={<p>Next page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function signIn() {
  await userEvent.type(await screen.findByLabelText('Email or username'), 'asha@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'an-admin-set-one');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginRoute', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes to the account page instead of next while the password must be changed', async () => {
    mockApi({ 'POST /api/auth/login': signedIn(true) });
    renderAt('/login?next=/recordings');
    await signIn();
    expect(await screen.findByText('Account page')).toBeInTheDocument();
  });

  it('goes to next otherwise', async () => {
    mockApi({ 'POST /api/auth/login': signedIn(false) });
    renderAt('/login?next=/recordings');
    await signIn();
    expect(await screen.findByText('Next page')).toBeInTheDocument();
  });
});
