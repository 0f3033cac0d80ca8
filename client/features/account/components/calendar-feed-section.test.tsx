import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import {
  CalendarFeedSection,
  COPY_REFUSED,
  FEED_EXPLAINED,
  LINK_COPIED,
  LINK_REVOKED,
  SHOWN_ONCE,
} from './calendar-feed-section.tsx';

const FEED = '/api/user/calendar-feed';
const URL_ONCE = 'https://school.example.com/api/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde.ics';
const made = { active: true, created_at: '2026-03-03T12:30:00.000Z' };
const refusal = (status: number, message: string) => Response.json({ error: message, message }, { status });
const button = (name: string) => screen.getByRole('button', { name });

describe('CalendarFeedSection', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('explains the feed, and with no link offers to create one, loading first', async () => {
    mockApi({ [`GET ${FEED}`]: () => ({ active: false, created_at: null }) });
    renderWithQuery(<CalendarFeedSection userId={7} />);
    expect(screen.getByRole('region', { name: 'Calendar feed' })).toHaveTextContent(FEED_EXPLAINED);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your calendar link...');
    expect(await screen.findByRole('button', { name: 'Create calendar link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke link' })).not.toBeInTheDocument();
  });

  it('shows a new link once, in a read-only field, and copies it', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      [`GET ${FEED}`]: () => ({ active: false, created_at: null }),
      [`POST ${FEED}`]: () => ({ ...made, url: URL_ONCE }),
    });
    renderWithQuery(<CalendarFeedSection userId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Create calendar link' }));

    const field = await screen.findByRole('textbox', { name: 'Your calendar link' });
    expect(field).toHaveValue(URL_ONCE);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveAccessibleDescription(SHOWN_ONCE);
    expect(field).toHaveFocus();
    expect(button('Replace link')).toBeInTheDocument();
    expect(button('Revoke link')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create calendar link' })).not.toBeInTheDocument();

    await user.click(button('Copy link'));
    expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(URL_ONCE);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${FEED}`, `POST ${FEED}`]);
  });

  it('selects the link for the person to copy when the browser refuses', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${FEED}`]: () => ({ active: false, created_at: null }),
      [`POST ${FEED}`]: () => ({ ...made, url: URL_ONCE }),
    });
    renderWithQuery(<CalendarFeedSection userId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('Not allowed'));
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COPY_REFUSED);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your calendar link' });
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(URL_ONCE.length);
  });

  it('with a link made before, shows no link but offers to replace or revoke it', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      [`GET ${FEED}`]: () => made,
      [`DELETE ${FEED}`]: () => ({ active: false, created_at: null }),
    });
    renderWithQuery(<CalendarFeedSection userId={7} />);
    expect(await screen.findByText(/You have a calendar link, made 3 Mar 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(button('Replace link')).toBeInTheDocument();

    await user.click(button('Revoke link'));
    expect(await screen.findByText(LINK_REVOKED)).toBeInTheDocument();
    expect(button('Create calendar link')).toHaveFocus();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${FEED}`, `DELETE ${FEED}`]);
  });

  it('replaces a link with a new one, shown once', async () => {
    const user = userEvent.setup();
    mockApi({
      [`GET ${FEED}`]: () => made,
      [`POST ${FEED}`]: () => ({ ...made, url: URL_ONCE }),
    });
    renderWithQuery(<CalendarFeedSection userId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Replace link' }));
    expect(await screen.findByRole('textbox', { name: 'Your calendar link' })).toHaveValue(URL_ONCE);
    expect(screen.queryByText(/You have a calendar link/)).not.toBeInTheDocument();
  });

  it('says why a call failed, and loads again after a failed load', async () => {
    const user = userEvent.setup();
    let up = false;
    mockApi({
      [`GET ${FEED}`]: () => (up ? { active: false, created_at: null } : refusal(500, 'The server is busy.')),
      [`POST ${FEED}`]: () => refusal(403, 'You do not have access to this'),
    });
    renderWithQuery(<CalendarFeedSection userId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
    up = true;
    await user.click(button('Try again'));
    await user.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this');
    await waitFor(() => expect(button('Create calendar link')).toBeEnabled());
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
