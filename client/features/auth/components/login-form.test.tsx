import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { LoginForm } from './login-form.tsx';

const user = {
  id: 7,
  email: 'asha@example.com',
  role: 'student',
  firstName: 'Asha',
  lastName: 'Rao',
  mustChangePassword: true,
};

describe('LoginForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the browser's time zone with the sign-in and hands over the signed-in user", async () => {
    const calls = mockApi({ 'POST /api/auth/login': () => ({ user }) });
    const onSignedIn = vi.fn();
    renderWithQuery(<LoginForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Email or username'), 'asha@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'violin-at-dawn-42');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(calls[0]?.body).toEqual({
      email: 'asha@example.com',
      password: 'violin-at-dawn-42',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('offers the way to a forgotten password', () => {
    mockApi({});
    renderWithQuery(<LoginForm onSignedIn={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
