import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '../../../../common/schemas/admin-submissions.ts';
import { toast } from '../../../lib/toast.ts';
import { applicationDetail } from '../../../test/builders.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { ApplicationDetailDialog } from './application-detail-dialog.tsx';

const application = applicationDetail({
  state: 'contacted',
  history: [
    {
      id: 2,
      kind: 'notes',
      createdAt: '2026-01-04T10:00:00Z',
      actorName: 'Asha Admin',
      fromState: 'contacted',
      toState: 'contacted',
      note: null,
    },
    {
      id: 1,
      kind: 'state',
      createdAt: '2026-01-03T10:00:00Z',
      actorName: null,
      fromState: 'new',
      toState: 'contacted',
      note: 'Marked handled before application states',
    },
  ],
});
const answer = (a: ApplicationDetail) => ({ result: true, Application: a });
const PATH = '/api/admin/admission_applications/3';

describe('ApplicationDetailDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  async function open(handlers: Parameters<typeof mockApi>[0]) {
    const calls = mockApi({ [`GET ${PATH}`]: () => answer(application), ...handlers });
    renderWithQuery(<ApplicationDetailDialog applicationId={3} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Meera Iyer' });
    await within(dialog).findByRole('combobox', { name: 'Change to' });
    return { calls, dialog };
  }

  it('shows the state and the history: what, who, when and the note', async () => {
    const { dialog } = await open({});
    const history = within(dialog).getByRole('region', { name: 'History' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Notes edited');
    expect(entries[0]).toHaveTextContent('Asha Admin');
    expect(entries[1]).toHaveTextContent('From New to Contacted');
    expect(entries[1]).toHaveTextContent('The system');
    expect(entries[1]).toHaveTextContent('Marked handled before application states');
    expect(within(entries[1] as HTMLElement).getByText(/2026/)).toHaveAttribute(
      'datetime',
      '2026-01-03T10:00:00Z',
    );
    expect(within(dialog).getAllByText('Contacted')[0]).toBeInTheDocument();
  });

  it('changes the state from the one shown, with a note, and says the applicant was mailed', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const { calls, dialog } = await open({
      [`POST ${PATH}/state`]: () => answer({ ...application, state: 'declined' }),
    });
    const select = within(dialog).getByRole('combobox', { name: 'Change to' });
    expect(within(select).getByRole('option', { name: 'Contacted (now)' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Declined');
    expect(
      within(dialog).getByText("The applicant is mailed the school's declined message."),
    ).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Note for the history (optional)' }),
      'No evening places',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change state' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        from: 'contacted',
        state: 'declined',
        note: 'No evening places',
      }),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Application marked declined and the applicant mailed'),
    );
    // Ready for the next change.
    expect(select).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: 'Note for the history (optional)' })).toHaveValue('');
  });

  it("shows a minor's parent or guardian, and no such line for an adult", async () => {
    const { dialog } = await open({});
    expect(within(dialog).queryByText('Parent or guardian')).toBeNull();
    const minor = {
      ...application,
      guardianName: 'Ravi Iyer',
      guardianEmail: 'ravi@example.com',
      guardianPhone: '+91 555 0103 457',
    };
    mockApi({ [`GET ${PATH}`]: () => answer(minor) });
    renderWithQuery(<ApplicationDetailDialog applicationId={3} onClose={() => {}} />);
    const shown = (await screen.findAllByRole('dialog', { name: 'Meera Iyer' })).at(-1) as HTMLElement;
    expect(
      await within(shown).findByText('Ravi Iyer, ravi@example.com, +91 555 0103 457'),
    ).toBeInTheDocument();
  });

  it('asks for a state before changing it', async () => {
    const { calls, dialog } = await open({});
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change state' }));
    expect(await within(dialog).findByText('Please choose a state')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says so when another admin changed it meanwhile, and shows the state it is in now', async () => {
    let state: ApplicationDetail['state'] = 'contacted';
    const words =
      'Someone else changed this application meanwhile: it is now waitlisted. Look again before changing it.';
    const { dialog } = await open({
      [`GET ${PATH}`]: () => answer({ ...application, state }),
      [`POST ${PATH}/state`]: () => {
        state = 'waitlisted';
        return Response.json({ error: words, message: words }, { status: 409 });
      },
    });
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Change to' }), 'New');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change state' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(words);
    expect(await within(dialog).findByRole('option', { name: 'Waitlisted (now)' })).toBeDisabled();
  });

  it('saves the notes with their line breaks', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const { calls, dialog } = await open({
      [`PUT ${PATH}/notes`]: ({ body }) =>
        answer({ ...application, notes: (body as { notes: string }).notes }),
    });
    const notes = within(dialog).getByRole('textbox', { name: 'Notes' });
    const save = within(dialog).getByRole('button', { name: 'Save notes' });
    expect(save).toBeDisabled();
    await userEvent.type(notes, 'Prefers evenings.{Enter}Asked about dual.');
    await userEvent.click(save);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        notes: 'Prefers evenings.\nAsked about dual.',
      }),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Notes saved'));
  });

  it('shows a failure to save the notes, and to load', async () => {
    const { dialog } = await open({
      [`PUT ${PATH}/notes`]: () =>
        Response.json({ error: 'Notes must be at most 5,000 characters' }, { status: 400 }),
    });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save notes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Notes must be at most 5,000 characters',
    );
  });

  it('says when the application cannot be loaded', async () => {
    mockApi({});
    renderWithQuery(<ApplicationDetailDialog applicationId={3} onClose={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
  });

  it('offers no state change for an accepted application', async () => {
    mockApi({ [`GET ${PATH}`]: () => answer({ ...application, state: 'accepted' }) });
    renderWithQuery(<ApplicationDetailDialog applicationId={3} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Meera Iyer' });
    expect(await within(dialog).findByText('An accepted application keeps its state.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Change state' })).not.toBeInTheDocument();
  });

  it('offers the Accept it is given, which says when it accepted', async () => {
    mockApi({ [`GET ${PATH}`]: () => answer(application) });
    const accepted = vi.fn();
    renderWithQuery(
      <ApplicationDetailDialog
        applicationId={3}
        onClose={() => {}}
        renderAccept={(a, done) => (
          <button type="button" onClick={done}>
            Accept {a.fullName}
          </button>
        )}
        onAccepted={accepted}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Meera Iyer' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Accept Meera Iyer' }));
    expect(accepted).toHaveBeenCalledOnce();
  });

  it.each(['accepted', 'declined'] as const)('offers no Accept once %s', async (state) => {
    mockApi({ [`GET ${PATH}`]: () => answer({ ...application, state }) });
    renderWithQuery(
      <ApplicationDetailDialog
        applicationId={3}
        onClose={() => {}}
        renderAccept={() => <button type="button">Accept</button>}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Meera Iyer' });
    await within(dialog).findByRole('heading', { name: 'History' });
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });
});
