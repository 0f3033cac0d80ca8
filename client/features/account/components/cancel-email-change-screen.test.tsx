import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_CHANGE_STOPPED, STOP_LINK_DEAD } from '../../../../common/schemas/account.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { CancelEmailChangeScreen } from './cancel-email-change-screen.tsx';

describe('CancelEmailChangeScreen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stops the change only when the button is pressed, then leads to a new password', async () => {
    const calls = mockApi({
      'POST /api/auth/cancel-email-change': () => ({ message: EMAIL_CHANGE_STOPPED }),
    });
    renderWithQuery(<CancelEmailChangeScreen token="tok-9" />);
    expect(screen.getByRole('heading', { name: 'Stop the change of your email' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Stop the change' }));
    expect(await screen.findByRole('status')).toHaveTextContent(EMAIL_CHANGE_STOPPED);
    expect(calls[0]).toMatchObject({ method: 'POST', body: { token: 'tok-9' } });
    const next = screen.getByRole('link', { name: 'Choose a new password' });
    expect(next).toHaveAttribute('href', '/forgot-password');
    expect(next).toHaveFocus();
  });

  it("shows the server's words for a change that is over, and no button that cannot help", async () => {
    mockApi({
      'POST /api/auth/cancel-email-change': () =>
        Response.json({ error: STOP_LINK_DEAD, message: STOP_LINK_DEAD }, { status: 400 }),
    });
    renderWithQuery(<CancelEmailChangeScreen token="old" />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop the change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STOP_LINK_DEAD);
    expect(screen.queryByRole('button', { name: 'Stop the change' })).not.toBeInTheDocument();
  });
});
