import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import {
  PASSWORD_IS_EMAIL,
  PASSWORD_RULE,
  PASSWORD_TOO_SHORT,
} from '../../../../common/schemas/password-rules.ts';
import { toast } from '../../../lib/toast.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { INVITATION_NOTE, MUST_CHANGE_NOTE, UserForm } from './user-form.tsx';

const created = ({ body }: { body: unknown }) => ({
  result: true,
  User: { id: 5, createdAt: '2026-01-01T00:00:00.000Z', status: 'invited', ...(body as object) },
});

async function fillPerson() {
  await userEvent.type(screen.getByLabelText('First name'), 'Nora');
  await userEvent.type(screen.getByLabelText('Last name'), 'Newman');
  await userEvent.type(screen.getByLabelText('Email'), 'nora@example.com');
}

describe('UserForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('invites by default: no password field, and the person is created without a password', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = mockApi({ 'POST /api/admin/users': created });
    const onDone = vi.fn();
    renderWithQuery(<UserForm user={null} onDone={onDone} />);
    expect(screen.getByRole('radio', { name: 'Send an invitation' })).toBeChecked();
    expect(screen.getByText(INVITATION_NOTE)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    await fillPerson();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'teacher');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({
      firstName: 'Nora',
      lastName: 'Newman',
      email: 'nora@example.com',
      role: 'teacher',
    });
    expect(success).toHaveBeenCalledWith('User created. Invitation sent');
  });

  it('sets a password by hand: the rule above the field, the first-sign-in note, the checks, then the save', async () => {
    const calls = mockApi({ 'POST /api/admin/users': created });
    const onDone = vi.fn();
    renderWithQuery(<UserForm user={null} onDone={onDone} />);
    await fillPerson();
    await userEvent.click(screen.getByRole('radio', { name: 'Set a password' }));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(PASSWORD_RULE);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByText(MUST_CHANGE_NOTE)).toBeInTheDocument();

    await userEvent.type(password, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, 'NORA@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PASSWORD_IS_EMAIL)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.clear(password);
    await userEvent.type(password, 'first-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({
      firstName: 'Nora',
      lastName: 'Newman',
      email: 'nora@example.com',
      role: 'student',
      password: 'first-password',
    });
  });

  it('going back to the invitation drops a password typed meanwhile', async () => {
    const calls = mockApi({ 'POST /api/admin/users': created });
    const onDone = vi.fn();
    renderWithQuery(<UserForm user={null} onDone={onDone} />);
    await fillPerson();
    await userEvent.click(screen.getByRole('radio', { name: 'Set a password' }));
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('radio', { name: 'Send an invitation' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).not.toHaveProperty('password');
  });

  it('editing has neither the choice nor a password', async () => {
    const user: AdminUser = {
      id: 5,
      email: 'nora@example.com',
      role: 'student',
      firstName: 'Nora',
      lastName: 'Newman',
      createdAt: '2026-01-01T00:00:00.000Z',
      status: 'active',
    };
    const calls = mockApi({ 'PUT /api/admin/users/5': created });
    const onDone = vi.fn();
    renderWithQuery(<UserForm user={user} onDone={onDone} />);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({
      firstName: 'Nora',
      lastName: 'Newman',
      email: 'nora@example.com',
      role: 'student',
    });
  });
});
