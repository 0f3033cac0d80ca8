import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api.ts';
import { RootLayout } from './root-layout.tsx';

const signedInAs = (role: string) => ({
  User_Id: '7',
  User_Role_Id: '1',
  User_Email: `${role.toLowerCase()}@example.com`,
  User_Role: role,
});

function renderAt(path: string, cookies: Record<string, string> = {}) {
  // biome-ignore lint/suspicious/noDocumentCookie: signed in, as the readable cookies say
  for (const [k, v] of Object.entries(cookies)) document.cookie = `${k}=${encodeURIComponent(v)}; path=/`;
  const calls = mockApi({});
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RootLayout />}>
          <Route path="*" element={<p>The page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return calls;
}

const contactShortcuts = () => screen.queryByRole('complementary', { name: 'Contact shortcuts' });

describe("the site's frame", () => {
  afterEach(() => {
    for (const k of Object.keys(signedInAs('Admin'))) {
      // biome-ignore lint/suspicious/noDocumentCookie: signed out again for the next test
      document.cookie = `${k}=; path=/; max-age=0`;
    }
    vi.unstubAllGlobals();
  });

  it.each([
    ['a visitor on a public page', '/faq', {}],
    ['an admin on a public page', '/faq', signedInAs('Admin')],
    ['a student on their dashboard', '/dashboard', signedInAs('Student')],
  ])('shows the floating contact to %s', async (_who, path, cookies) => {
    renderAt(path, cookies);
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(contactShortcuts()).toBeInTheDocument();
  });

  it("leaves the floating contact off the admin's dashboard, where it would cover the lists' rows", async () => {
    renderAt('/dashboard', signedInAs('Admin'));
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(contactShortcuts()).toBeNull();
  });

  // It also waits for the notice's code, which the student's frame above began to load: a lazy
  // import still loading when the file ended failed the worker's next file that imported the same
  // modules ('Cannot load ... after the environment was torn down').
  it("loads a signed-in student's class notice, which first reads their profile", async () => {
    const calls = renderAt('/dashboard', signedInAs('Student'));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/user/profile'));
  });

  it('leaves the whole frame off the live class room', async () => {
    renderAt('/live-class/12', signedInAs('Student'));
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(contactShortcuts()).toBeNull();
  });
});
