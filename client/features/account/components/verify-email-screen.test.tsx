import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_CHANGED, LINK_DEAD } from '../../../../common/schemas/account.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { VerifyEmailScreen } from './verify-email-screen.tsx';

describe('VerifyEmailScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('confirms only when the button is pressed (a mail scanner opening the link changes nothing)', async () => {
    const calls = mockApi({ 'POST /api/auth/verify-email': () => ({ message: EMAIL_CHANGED }) });
    renderWithQuery(<VerifyEmailScreen token="tok-5" />);
    const confirm = screen.getByRole('button', { name: 'Confirm my new email' });
    expect(calls).toEqual([]);
    await userEvent.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent(EMAIL_CHANGED);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { token: 'tok-5' } });
    expect(screen.queryByRole('button', { name: 'Confirm my new email' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Go to your account' })).toHaveFocus();
  });

  it("shows the server's refusal of the link, and no button that cannot help", async () => {
    mockApi({
      'POST /api/auth/verify-email': () =>
        Response.json({ error: LINK_DEAD, message: LINK_DEAD }, { status: 400 }),
    });
    renderWithQuery(<VerifyEmailScreen token="old" />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my new email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_DEAD);
    expect(screen.queryByRole('button', { name: 'Confirm my new email' })).not.toBeInTheDocument();
  });

  it('a failed connection keeps the button to try again', async () => {
    mockApi({});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderWithQuery(<VerifyEmailScreen token="tok-5" />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my new email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Confirm my new email' })).toBeEnabled();
  });
});
