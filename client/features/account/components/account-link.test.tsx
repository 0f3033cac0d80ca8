import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profile } from '../../../test/builders.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { AccountLink } from './account-link.tsx';

const user = { id: '7', firstName: 'Asha', lastName: 'Rao' };

describe('AccountLink', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("leads to /account with the person's photo once the profile has it", async () => {
    mockApi({ 'GET /api/user/profile': () => ({ profile: profile({ avatarUrl: '/api/avatars/7?v=3' }) }) });
    renderWithQuery(<AccountLink user={user} />);
    const link = screen.getByRole('link', { name: 'AR Account' });
    expect(link).toHaveAttribute('href', '/account');
    await vi.waitFor(() =>
      expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', '/api/avatars/7?v=3'),
    );
  });

  it('is named by the initials it shows, then Account: the visible text is part of its name', async () => {
    mockApi({
      'GET /api/user/profile': () => ({ profile: profile({ firstName: 'Meera', lastName: 'Iyer' }) }),
    });
    renderWithQuery(<AccountLink user={user} />);
    // The cookie's name first, then the profile's once it has come: the letters shown are named.
    expect(screen.getByRole('link', { name: 'AR Account' })).toContainElement(screen.getByText('AR'));
    const shown = await screen.findByText('MI');
    const link = screen.getByRole('link', { name: 'MI Account' });
    expect(link).toContainElement(shown);
    expect(link).toHaveTextContent('MI Account', { normalizeWhitespace: false });
  });

  it('shows the initials without a photo (and while the profile loads)', async () => {
    const calls = mockApi({ 'GET /api/user/profile': () => ({ profile: profile() }) });
    renderWithQuery(<AccountLink user={user} />);
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveTextContent('AR');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('img', { name: 'Asha Rao' })).not.toHaveAttribute('src');
  });
});
