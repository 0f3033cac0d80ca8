import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CALENDAR_FEED_STOPPED,
  EMAIL_CHANGE_SENT,
  PASSWORD_CHANGE_REQUIRED,
  PASSWORD_CHANGED,
  PROFILE_SAVED,
  type Profile,
  passwordChangedMessage,
  WRONG_CURRENT_PASSWORD,
} from '../../../../common/schemas/account.ts';
import { PASSWORD_IS_EMAIL, PASSWORD_RULE } from '../../../../common/schemas/password-rules.ts';
import { toast } from '../../../lib/toast.ts';
import { profile } from '../../../test/builders.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { PASSWORDS_DIFFER } from '../hooks/use-new-password-form.ts';
import { AccountScreen } from './account-screen.tsx';

const person = (over: Partial<Profile> = {}) => profile({ timeZone: 'Asia/Kolkata', ...over });
const refusal = (status: number, message: string) => Response.json({ error: message, message }, { status });
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const section = (name: string) => screen.getByRole('region', { name });

describe('AccountScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the profile, photo, email, calendar feed and password sections, loading first', async () => {
    mockApi({
      'GET /api/user/profile': () => ({ profile: person() }),
      'GET /api/user/calendar-feed': () => ({ active: false, created_at: null }),
    });
    renderWithQuery(<AccountScreen userId="7" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account...');
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(headings()).toEqual(['Profile', 'Photo', 'Email', 'Calendar feed', 'Password']);
    expect(screen.queryByText(PASSWORD_CHANGE_REQUIRED)).not.toBeInTheDocument();
  });

  it('puts the password first under a notice while an admin-set password must be changed (photo and email wait), and keeps it there once changed', async () => {
    let mustChangePassword = true;
    mockApi({
      'GET /api/user/profile': () => ({ profile: person({ mustChangePassword }) }),
      'POST /api/user/change-password': () => {
        mustChangePassword = false;
        return { message: PASSWORD_CHANGED };
      },
      'GET /api/user/calendar-feed': () => ({ active: false, created_at: null }),
    });
    renderWithQuery(<AccountScreen userId="7" />);
    expect(await screen.findByText(PASSWORD_CHANGE_REQUIRED)).toBeInTheDocument();
    expect(headings()).toEqual(['Password', 'Profile']);

    const part = section('Password');
    await userEvent.type(within(part).getByLabelText('Current password'), 'hand-set-pass-1');
    await userEvent.type(within(part).getByLabelText('New password'), 'cello-by-the-sea-7');
    await userEvent.type(within(part).getByLabelText('Confirm new password'), 'cello-by-the-sea-7');
    await userEvent.click(within(part).getByRole('button', { name: 'Change password' }));
    expect(await within(part).findByRole('status')).toHaveTextContent(PASSWORD_CHANGED);
    await waitFor(() => expect(screen.queryByText(PASSWORD_CHANGE_REQUIRED)).not.toBeInTheDocument());
    expect(headings()).toEqual(['Password', 'Profile', 'Photo', 'Email', 'Calendar feed']);
  });

  it('has no calendar feed for an admin, who has no lessons', async () => {
    mockApi({ 'GET /api/user/profile': () => ({ profile: person({ role: 'admin' }) }) });
    renderWithQuery(<AccountScreen userId="7" />);
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(headings()).toEqual(['Profile', 'Photo', 'Email', 'Password']);
  });

  it('a profile that cannot load says why and can be tried again', async () => {
    let up = false;
    mockApi({
      'GET /api/user/profile': () =>
        up ? { profile: person() } : refusal(500, 'Something went wrong. Please try again.'),
    });
    renderWithQuery(<AccountScreen userId="7" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });

  it('saves the name and time zone, and a person without a zone is offered this device’s', async () => {
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = mockApi({
      'GET /api/user/profile': () => ({ profile: person({ timeZone: null }) }),
      'POST /api/user/update-profile': ({ body }) => ({ profile: person(body as Partial<Profile>) }),
    });
    renderWithQuery(<AccountScreen userId="7" />);
    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue(device);
    expect(zone).toHaveAccessibleDescription(`Suggested from this device: ${device}.`);
    expect(within(zone).getByRole('option', { name: 'America/New York' })).toHaveValue('America/New_York');

    const first = screen.getByLabelText('First name');
    await userEvent.clear(first);
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    await userEvent.type(first, 'Asha Devi');
    await userEvent.selectOptions(zone, 'Europe/Paris');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith(PROFILE_SAVED));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      firstName: 'Asha Devi',
      lastName: 'Rao',
      timeZone: 'Europe/Paris',
    });
  });

  it('changes the password with the current one: the rule, the checks, the server’s refusal, then the outcome', async () => {
    let answer = () => refusal(400, WRONG_CURRENT_PASSWORD);
    const calls = mockApi({
      'GET /api/user/profile': () => ({ profile: person() }),
      'POST /api/user/change-password': () => answer(),
    });
    renderWithQuery(<AccountScreen userId="7" />);
    await screen.findByRole('heading', { name: 'Password' });
    const part = section('Password');
    expect(within(part).getByText(PASSWORD_RULE)).toBeInTheDocument();
    const change = within(part).getByRole('button', { name: 'Change password' });

    await userEvent.click(change);
    expect(await within(part).findByText('Please enter your current password')).toBeInTheDocument();
    await userEvent.type(within(part).getByLabelText('Current password'), 'old-password-1');
    await userEvent.type(within(part).getByLabelText('New password'), 'asha@example.com');
    await userEvent.type(within(part).getByLabelText('Confirm new password'), 'something-else');
    await userEvent.click(change);
    expect(await within(part).findByText(PASSWORD_IS_EMAIL)).toBeInTheDocument();
    expect(within(part).getByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(within(part).getByLabelText('New password'));
    await userEvent.type(within(part).getByLabelText('New password'), 'cello-by-the-sea-7');
    await userEvent.clear(within(part).getByLabelText('Confirm new password'));
    await userEvent.type(within(part).getByLabelText('Confirm new password'), 'cello-by-the-sea-7');
    await userEvent.click(change);
    expect(await within(part).findByRole('alert')).toHaveTextContent(WRONG_CURRENT_PASSWORD);

    answer = () => Response.json({ message: PASSWORD_CHANGED });
    await userEvent.click(change);
    expect(await within(part).findByRole('status')).toHaveTextContent(PASSWORD_CHANGED);
    expect(within(part).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(part).getByLabelText('Current password')).toHaveValue('');
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'cello-by-the-sea-7',
    });
  });

  it('tells of the calendar feed link a new password stopped, and shows it gone', async () => {
    let feedActive = true;
    mockApi({
      'GET /api/user/profile': () => ({ profile: person({ role: 'teacher' }) }),
      'GET /api/user/calendar-feed': () => ({
        active: feedActive,
        created_at: feedActive ? '2026-01-05T10:00:00.000Z' : null,
      }),
      'POST /api/user/change-password': () => {
        feedActive = false;
        return { message: passwordChangedMessage(true) };
      },
    });
    renderWithQuery(<AccountScreen userId="7" />);
    expect(await screen.findByRole('button', { name: 'Revoke link' })).toBeInTheDocument();
    const feed = section('Calendar feed');
    const part = section('Password');
    expect(within(part).getByText(/stops your calendar feed link/)).toBeInTheDocument();
    await userEvent.type(within(part).getByLabelText('Current password'), 'old-password-1');
    await userEvent.type(within(part).getByLabelText('New password'), 'cello-by-the-sea-7');
    await userEvent.type(within(part).getByLabelText('Confirm new password'), 'cello-by-the-sea-7');
    await userEvent.click(within(part).getByRole('button', { name: 'Change password' }));
    expect(await within(part).findByRole('status')).toHaveTextContent(CALENDAR_FEED_STOPPED);
    await waitFor(() =>
      expect(within(feed).queryByRole('button', { name: 'Revoke link' })).not.toBeInTheDocument(),
    );
  });

  it('asks for a new address with the current password and shows the one waiting for its link', async () => {
    let pendingEmail: string | null = null;
    const calls = mockApi({
      'GET /api/user/profile': () => ({ profile: person({ pendingEmail }) }),
      'POST /api/user/change-email': ({ body }) => {
        pendingEmail = (body as { email: string }).email;
        return { message: EMAIL_CHANGE_SENT };
      },
    });
    renderWithQuery(<AccountScreen userId="7" />);
    await screen.findByRole('heading', { name: 'Email' });
    const part = section('Email');
    expect(within(part).getByText('asha@example.com')).toBeInTheDocument();
    await userEvent.type(within(part).getByLabelText('New email'), 'asha.rao@example.com');
    await userEvent.type(within(part).getByLabelText('Current password'), 'old-password-1');
    await userEvent.click(within(part).getByRole('button', { name: 'Change email' }));
    expect(await within(part).findByRole('status')).toHaveTextContent(EMAIL_CHANGE_SENT);
    expect(await within(part).findByText(/Waiting for confirmation/)).toHaveTextContent(
      'Waiting for confirmation: asha.rao@example.com.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'asha.rao@example.com',
      currentPassword: 'old-password-1',
    });
  });
});
