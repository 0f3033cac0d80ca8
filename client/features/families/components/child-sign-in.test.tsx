import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Child, FAMILY_TEXT } from '../../../../common/schemas/families.ts';
import { toast } from '../../../lib/toast.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { ChildSignIn } from './child-sign-in.tsx';

const ravi: Child = {
  id: 7,
  firstName: 'Ravi',
  lastName: 'Rao',
  username: null,
  signInByGuardian: true,
  guardians: [],
};

describe("a young child's sign-in on the guardian's dashboard", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('checks the username, then saves it with the password by keyboard and says so', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = mockApi({
      'POST /api/my_children/7/sign_in': () => ({ message: FAMILY_TEXT.signInSet('Ravi', 'ravi.plays') }),
    });
    renderWithQuery(<ChildSignIn child={ravi} />);
    const form = screen.getByRole('form', { name: "Ravi's sign-in" });
    await userEvent.type(within(form).getByLabelText('Username'), '9lives');
    await userEvent.type(within(form).getByLabelText('Password'), 'violin-practice-42{Enter}');
    expect(await within(form).findByText(/starting with a letter/)).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('Username'));
    await userEvent.type(within(form).getByLabelText('Username'), 'Ravi.Plays{Enter}');
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith(FAMILY_TEXT.signInSet('Ravi', 'ravi.plays')));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'ravi.plays',
      password: 'violin-practice-42',
    });
  });

  it("shows the server's refusal above the fields", async () => {
    mockApi({
      'POST /api/my_children/7/sign_in': () =>
        Response.json(
          { error: FAMILY_TEXT.usernameTaken, message: FAMILY_TEXT.usernameTaken },
          { status: 409 },
        ),
    });
    renderWithQuery(<ChildSignIn child={{ ...ravi, username: 'ravi' }} />);
    expect(screen.getByText(/Ravi signs in with the username ravi\./)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'violin-practice-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAMILY_TEXT.usernameTaken);
  });
});
