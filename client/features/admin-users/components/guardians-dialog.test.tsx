import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import type { Guardian } from '../../../../common/schemas/families.ts';
import { toast } from '../../../lib/toast.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { GuardiansDialog } from './guardians-dialog.tsx';

const student: AdminUser = {
  id: 7,
  email: 'ravi@example.com',
  role: 'student',
  firstName: 'Ravi',
  lastName: 'Rao',
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'active',
  family: [],
};
const meera: Guardian = {
  id: 9,
  firstName: 'Meera',
  lastName: 'Rao',
  email: 'meera@example.com',
  status: 'invited',
};
const PATH = '/api/admin/users/7/guardians';
const TAKEN = 'This e-mail belongs to a student, teacher or admin account: it cannot be a guardian’s';

describe('GuardiansDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the guardians, links one from the form and unlinks one, each said in a toast', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = mockApi({
      [`GET ${PATH}`]: () => ({ result: true, Guardians: [] }),
      [`POST ${PATH}`]: () => ({
        result: true,
        message: 'Meera Rao is linked as a guardian',
        Guardians: [meera],
      }),
      [`DELETE ${PATH}/9`]: () => ({
        result: true,
        message: 'Meera Rao is no longer a guardian of this student',
        Guardians: [],
      }),
    });
    renderWithQuery(<GuardiansDialog student={student} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Guardians' });
    expect(await within(dialog).findByText('No guardians yet.')).toBeInTheDocument();

    const form = within(dialog).getByRole('form', { name: 'Link a guardian' });
    await userEvent.click(within(form).getByRole('button', { name: 'Link guardian' }));
    expect(await within(form).findByText('First name is required')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('First name'), 'Meera');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Rao');
    await userEvent.type(within(form).getByLabelText(/^Email/), 'meera@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Link guardian' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Meera Rao is linked as a guardian'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      firstName: 'Meera',
      lastName: 'Rao',
      email: 'meera@example.com',
    });
    const row = within(dialog).getByRole('listitem');
    expect(row).toHaveTextContent('Meera Rao');
    expect(row).toHaveTextContent('Invited');
    expect(within(form).getByLabelText('First name')).toHaveValue('');

    await userEvent.click(within(row).getByRole('button', { name: 'Unlink Meera Rao' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Meera Rao is no longer a guardian of this student'),
    );
    expect(await within(dialog).findByText('No guardians yet.')).toBeInTheDocument();
  });

  it("shows the server's refusal above the fields and keeps them", async () => {
    mockApi({
      [`GET ${PATH}`]: () => ({ result: true, Guardians: [] }),
      [`POST ${PATH}`]: () => Response.json({ error: TAKEN, message: TAKEN }, { status: 409 }),
    });
    renderWithQuery(<GuardiansDialog student={student} onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Link a guardian' });
    await userEvent.type(within(form).getByLabelText('First name'), 'Tara');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Teacher');
    await userEvent.type(within(form).getByLabelText(/^Email/), 'tara@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Link guardian' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(TAKEN);
    expect(within(form).getByLabelText('First name')).toHaveValue('Tara');
  });
});
