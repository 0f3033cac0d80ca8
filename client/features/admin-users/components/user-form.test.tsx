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

// The person every test adds or edits, as the form sends them.
const NORA = { firstName: 'Nora', lastName: 'Newman', email: 'nora@example.com' };

async function fillPerson() {
  await userEvent.type(screen.getByLabelText('First name'), NORA.firstName);
  await userEvent.type(screen.getByLabelText('Last name'), NORA.lastName);
  await userEvent.type(screen.getByLabelText('Email'), NORA.email);
}

/** Renders the form for a new person (null) or `user`; its onDone tells when a save went through. */
function renderForm(user: AdminUser | null = null) {
  const onDone = vi.fn();
  renderWithQuery(<UserForm user={user} onDone={onDone} />);
  return onDone;
}

async function saveAndWait(onDone: () => void) {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
}

describe('UserForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('invites by default: no password field, and the person is created without a password', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = mockApi({ 'POST /api/admin/users': created });
    const onDone = renderForm();
    expect(screen.getByRole('radio', { name: 'Send an invitation' })).toBeChecked();
    expect(screen.getByText(INVITATION_NOTE)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    await fillPerson();
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'teacher');
    await saveAndWait(onDone);
    expect(calls[0]?.body).toEqual({ ...NORA, role: 'teacher' });
    expect(success).toHaveBeenCalledWith('User created. Invitation sent');
  });

  it('sets a password by hand: the rule above the field, the first-sign-in note, the checks, then the save', async () => {
    const calls = mockApi({ 'POST /api/admin/users': created });
    const onDone = renderForm();
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
    await saveAndWait(onDone);
    expect(calls[0]?.body).toEqual({ ...NORA, role: 'student', password: 'first-password' });
  });

  it('going back to the invitation drops a password typed meanwhile', async () => {
    const calls = mockApi({ 'POST /api/admin/users': created });
    const onDone = renderForm();
    await fillPerson();
    await userEvent.click(screen.getByRole('radio', { name: 'Set a password' }));
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('radio', { name: 'Send an invitation' }));
    await saveAndWait(onDone);
    expect(calls[0]?.body).not.toHaveProperty('password');
  });

  it('editing has neither the choice nor a password', async () => {
    const calls = mockApi({ 'PUT /api/admin/users/5': created });
    const onDone = renderForm({
      id: 5,
      ...NORA,
      role: 'student',
      createdAt: '2026-01-01T00:00:00.000Z',
      status: 'active',
      family: [],
    });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await saveAndWait(onDone);
    expect(calls[0]?.body).toEqual({ ...NORA, role: 'student' });
  });
});
