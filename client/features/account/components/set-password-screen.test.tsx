import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LINK_DEAD, PASSWORD_SET } from '../../../../common/schemas/account.ts';
import {
  PASSWORD_IS_EMAIL,
  PASSWORD_RULE,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
} from '../../../../common/schemas/password-rules.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { PASSWORDS_DIFFER } from '../hooks/use-new-password-form.ts';
import { SetPasswordScreen } from './set-password-screen.tsx';

const link = (purpose: string) => () => ({ purpose, email: 'asha@example.com', firstName: 'Asha' });
const refusal = (status: number, message: string) => () =>
  Response.json({ error: message, message }, { status });

async function fill(password: string, confirm = password) {
  const field = await screen.findByLabelText('New password');
  await userEvent.clear(field);
  if (password) await userEvent.type(field, password);
  const again = screen.getByLabelText('Confirm new password');
  await userEvent.clear(again);
  if (confirm) await userEvent.type(again, confirm);
}

describe('SetPasswordScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the link first, then shows the rule before anything is typed and the e-mail for password managers', async () => {
    const calls = mockApi({ 'GET /api/auth/account-link': link('password-reset') });
    renderWithQuery(<SetPasswordScreen purpose="password-reset" token="tok-1" />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link...');
    const password = await screen.findByLabelText('New password');
    expect(calls[0]?.query.get('token')).toBe('tok-1');
    expect(screen.getByText(PASSWORD_RULE)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(PASSWORD_RULE);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('autocomplete', 'new-password');
    const username = screen.getByLabelText('Email');
    expect(username).toHaveValue('asha@example.com');
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(username).toHaveAttribute('readonly');
    expect(screen.getByText('Hello Asha, choose the new password for your account.')).toBeInTheDocument();
  });

  it('refuses a short password, the e-mail address and a confirmation that differs, without sending', async () => {
    const calls = mockApi({ 'GET /api/auth/account-link': link('password-reset') });
    renderWithQuery(<SetPasswordScreen purpose="password-reset" token="tok-1" />);
    const save = await screen.findByRole('button', { name: 'Save new password' });

    await fill('short');
    await userEvent.click(save);
    expect(await screen.findByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();

    await fill('Asha@Example.com');
    await userEvent.click(save);
    expect(await screen.findByText(PASSWORD_IS_EMAIL)).toBeInTheDocument();

    await fill('a-long-enough-one', 'a-long-enough-two');
    await userEvent.click(save);
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(screen.queryByText(PASSWORD_IS_EMAIL)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal, then the success and the way to sign in", async () => {
    let answer = refusal(400, PASSWORD_TOO_COMMON);
    const calls = mockApi({
      'GET /api/auth/account-link': link('password-reset'),
      'POST /api/auth/reset-password': () => answer(),
    });
    renderWithQuery(<SetPasswordScreen purpose="password-reset" token="tok-1" />);
    await fill('password123');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_TOO_COMMON);

    answer = () => Response.json({ message: PASSWORD_SET });
    await fill('violin-at-dawn-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_SET);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveFocus();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { token: 'tok-1', password: 'password123' },
      { token: 'tok-1', password: 'violin-at-dawn-42' },
    ]);
  });

  it("an invitation greets the person and sets the password through the invitation's call", async () => {
    const calls = mockApi({
      'GET /api/auth/account-link': link('invitation'),
      'POST /api/auth/accept-invitation': () => ({ message: PASSWORD_SET }),
    });
    renderWithQuery(<SetPasswordScreen purpose="invitation" token="inv-9" />);
    expect(
      await screen.findByText('Welcome, Asha! Choose the password you will sign in with.'),
    ).toBeInTheDocument();
    await fill('violin-at-dawn-42');
    await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(PASSWORD_SET)).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ path: '/api/auth/accept-invitation', body: { token: 'inv-9' } });
  });

  it('a dead link, a link of another kind and a missing token say so and offer a new link', async () => {
    mockApi({ 'GET /api/auth/account-link': refusal(400, LINK_DEAD) });
    const { unmount } = renderWithQuery(<SetPasswordScreen purpose="password-reset" token="old" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_DEAD);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    unmount();

    mockApi({ 'GET /api/auth/account-link': link('invitation') });
    const other = renderWithQuery(<SetPasswordScreen purpose="password-reset" token="inv" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_DEAD);
    other.unmount();

    const none = mockApi({});
    renderWithQuery(<SetPasswordScreen purpose="invitation" token="" />);
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_DEAD);
    expect(none).toEqual([]);
  });

  it('a link the server has used up meanwhile turns the form into the dead-link message', async () => {
    mockApi({
      'GET /api/auth/account-link': link('password-reset'),
      'POST /api/auth/reset-password': refusal(400, LINK_DEAD),
    });
    renderWithQuery(<SetPasswordScreen purpose="password-reset" token="tok-1" />);
    await fill('violin-at-dawn-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(screen.queryByLabelText('New password')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_DEAD);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });

  it('a check that fails for the connection can be tried again', async () => {
    let up = false;
    mockApi({
      'GET /api/auth/account-link': () =>
        up ? link('password-reset')() : refusal(500, 'Something went wrong. Please try again.')(),
    });
    renderWithQuery(<SetPasswordScreen purpose="password-reset" token="tok-1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
  });
});
