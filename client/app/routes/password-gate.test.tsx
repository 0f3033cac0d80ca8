import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profile } from '../../test/builders.ts';
import { mockApi } from '../../test/mock-api.ts';
import { DashboardRoute } from './dashboard.tsx';
import { LiveClassRoute } from './live-class.tsx';

// The signed-in screens send a person whose admin-set password must still be changed to /account.

const COOKIES = { User_Id: '7', User_Role_Id: '3', User_Email: 'asha@example.com', User_Role: 'Student' };
const person = profile({ mustChangePassword: true });

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard" element={<DashboardRoute />} />
        <Route path="/live-class/:classId" element={<LiveClassRoute />} />
        <Route path="/account" element={<p>Account page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the password gate of the signed-in screens', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: signed in, as the readable cookies say
    for (const [k, v] of Object.entries(COOKIES)) document.cookie = `${k}=${encodeURIComponent(v)}; path=/`;
  });
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: signed out again for the next test
    for (const k of Object.keys(COOKIES)) document.cookie = `${k}=; path=/; max-age=0`;
    vi.unstubAllGlobals();
  });

  it.each(['/dashboard', '/live-class/12'])('%s leads to the account page', async (path) => {
    const calls = mockApi({
      'GET /api/user/profile': () => ({ profile: person }),
      'GET /api/auth/me': () => ({ user: { ...person, role: 'student' } }),
    });
    renderAt(path);
    expect(await screen.findByText('Account page')).toBeInTheDocument();
    // Nothing of the screen itself was asked for.
    expect(calls.map((c) => c.path).filter((p) => p !== '/api/user/profile' && p !== '/api/auth/me')).toEqual(
      [],
    );
  });
});
