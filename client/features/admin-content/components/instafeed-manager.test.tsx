import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { InstafeedManager } from './instafeed-manager.tsx';

const link = 'https://www.instagram.com/p/abc/';

// Typing through forms takes long on a busy machine.
describe('InstafeedManager', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a link that is not an Instagram post, then adds one and clears the field', async () => {
    const calls = mockApi({
      'GET /api/admin/instafeeds': () => ({ result: true, Instafeeds: [], total: 0, page: 1, pageSize: 10 }),
      'POST /api/admin/instafeeds': () => ({
        result: true,
        Instafeed: { id: 1, instafeedUrl: link, sortOrder: 0 },
      }),
    });
    renderWithQuery(<InstafeedManager />);
    expect(await screen.findByText('No Instagram links yet.')).toBeInTheDocument();
    const input = screen.getByLabelText('Instagram post link');
    await userEvent.type(input, 'https://example.com/p/abc');
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(
      await screen.findByText('Please enter an Instagram post link (https://www.instagram.com/...)'),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(input);
    await userEvent.type(input, link);
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    await waitFor(() => expect(input).toHaveValue(''));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ instafeedUrl: link });
  });

  it('lists links in order and removes one after confirming', async () => {
    const calls = mockApi({
      'GET /api/admin/instafeeds': () => ({
        result: true,
        Instafeeds: [
          { id: 1, instafeedUrl: link, sortOrder: 0 },
          { id: 2, instafeedUrl: 'https://www.instagram.com/p/def/', sortOrder: 1 },
        ],
        total: 2,
        page: 1,
        pageSize: 10,
      }),
      'DELETE /api/admin/instafeeds/2': () => ({ result: true }),
    });
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    renderWithQuery(<InstafeedManager />);
    expect(await screen.findByRole('link', { name: link })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: 'Move link 1 up' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove link 2' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
