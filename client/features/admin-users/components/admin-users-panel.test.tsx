import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVITATION_SENT } from '../../../../common/schemas/account.ts';
import { PASSWORD_IS_EMAIL, PASSWORD_RULE } from '../../../../common/schemas/password-rules.ts';
import { toast } from '../../../lib/toast.ts';
import { adminUser } from '../../../test/builders.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { AdminUsersPanel } from './admin-users-panel.tsx';

const list = () => ({
  result: true,
  Users: [
    adminUser(1, 'Asha', { status: 'invited' }),
    adminUser(2, 'Ravi', { family: [{ id: 9, name: 'Meera Rao' }] }),
    adminUser(9, 'Meera', { role: 'guardian', family: [{ id: 2, name: 'Ravi Rao' }] }),
  ],
  total: 3,
  page: 1,
  pageSize: 10,
});
const ALREADY = 'This person has already accepted the invitation';

describe('AdminUsersPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('marks who has not accepted their invitation, and resends it with a toast; a refusal says why', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    let answer = () => Response.json({ result: true });
    const calls = mockApi({
      'GET /api/admin/users': list,
      'POST /api/admin/users/1/invitation': () => answer(),
    });
    renderWithQuery(<AdminUsersPanel />);
    const [asha, ravi, meera] = await screen.findAllByRole('listitem');
    expect(within(asha as HTMLElement).getByText('Invited')).toBeInTheDocument();
    expect(within(ravi as HTMLElement).queryByText('Invited')).not.toBeInTheDocument();
    expect(within(ravi as HTMLElement).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    expect(within(ravi as HTMLElement).getByText('Guardians: Meera Rao')).toBeInTheDocument();
    expect(within(asha as HTMLElement).queryByText(/Guardians:/)).not.toBeInTheDocument();
    // A guardian is listed with their children, and managed from a child's Guardians.
    expect(within(meera as HTMLElement).getByText('Children: Ravi Rao')).toBeInTheDocument();
    expect(within(meera as HTMLElement).getByText('guardian')).toBeInTheDocument();
    expect(within(meera as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Resend invitation to Asha Rao' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(INVITATION_SENT));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/users/1/invitation',
    ]);

    answer = () => Response.json({ error: ALREADY, message: ALREADY }, { status: 409 });
    await userEvent.click(screen.getByRole('button', { name: 'Resend invitation to Asha Rao' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith(ALREADY));
  });

  it("the reset dialog shows the rule and refuses the person's own address", async () => {
    const calls = mockApi({ 'GET /api/admin/users': list });
    renderWithQuery(<AdminUsersPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset password of Ravi Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    const field = within(dialog).getByLabelText('New password');
    expect(field).toHaveAccessibleDescription(PASSWORD_RULE);
    await userEvent.type(field, 'ravi@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByText(PASSWORD_IS_EMAIL)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
