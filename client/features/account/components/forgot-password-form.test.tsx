import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORGOT_PASSWORD_SENT } from '../../../../common/schemas/account.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

const LIMIT = 'Too many requests for this address. Please try again in 15 minutes.';

describe('ForgotPasswordForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("checks the address, sends it, and shows the server's answer in the status region", async () => {
    const calls = mockApi({ 'POST /api/auth/forgot-password': () => ({ message: FORGOT_PASSWORD_SENT }) });
    renderWithQuery(<ForgotPasswordForm />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), ' asha@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(FORGOT_PASSWORD_SENT)).toBeInTheDocument();
    expect(status).toHaveTextContent(FORGOT_PASSWORD_SENT);
    expect(calls[0]?.body).toEqual({ email: 'asha@example.com' });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveFocus();
  });

  it('shows a refusal (too many requests) as an alert and keeps the form', async () => {
    mockApi({
      'POST /api/auth/forgot-password': () =>
        Response.json({ error: LIMIT, message: LIMIT }, { status: 429 }),
    });
    renderWithQuery(<ForgotPasswordForm />);
    await userEvent.type(screen.getByLabelText('Email'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LIMIT);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });
});
