import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { adminClass, classList, people, refusal } from '../test/admin-class-builders.ts';
import { AdminClassesPanel } from './admin-classes-panel.tsx';

const SERIES_LESSON = adminClass({ id: 7, seriesId: 3, batchName: 'Violin Weekly' });

describe('AdminClassesPanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows each lesson on the admin's clock with its state, who cancelled, and its marks", async () => {
    mockApi({
      'GET /api/admin/classes': () =>
        classList([
          adminClass({ whenLabel: 'Tue 3 Mar 2026, 18:00 India time (12:30 in London)' }),
          adminClass({ id: 2, status: 'cancelled', cancelledBy: 'teacher', seriesId: 3 }),
          adminClass({ id: 3, status: 'completed', countedReason: 'late_cancellation' }),
          adminClass({ id: 4, status: 'completed', countedReason: 'no_show' }),
          adminClass({ id: 5, status: 'completed', joinedLate: true, makeUpFor: 2 }),
        ]),
    });
    renderWithQuery(<AdminClassesPanel />);
    const [first, cancelled, late, absent, makeUp] = (await screen.findAllByRole(
      'listitem',
    )) as HTMLElement[];
    expect(first).toHaveTextContent(
      'Tue 3 Mar 2026, 18:00 India time (12:30 in London), 45 min · Asha Rao with Ravi Kumar',
    );
    expect(within(first as HTMLElement).getByText('Scheduled')).toBeInTheDocument();
    expect(within(cancelled as HTMLElement).getByText('Cancelled by the teacher')).toBeInTheDocument();
    expect(within(cancelled as HTMLElement).getByText('Series')).toBeInTheDocument();
    expect(
      within(late as HTMLElement).getByText('Counted as completed: cancelled too late'),
    ).toBeInTheDocument();
    expect(within(absent as HTMLElement).getByText('Counted as completed: did not come')).toBeInTheDocument();
    expect(within(makeUp as HTMLElement).getByText('Joined late')).toBeInTheDocument();
    expect(within(makeUp as HTMLElement).getByText('Make-up')).toBeInTheDocument();
    // A past or cancelled lesson keeps only its log.
    expect(within(cancelled as HTMLElement).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(cancelled as HTMLElement).getByRole('button', { name: /^Changes/ })).toBeInTheDocument();
  });

  it("editing a series lesson first asks its scope and sends 'later'; a clash is shown as the server says it", async () => {
    const clash =
      "Thu 5 Mar 2026, 19:00 India time: Asha Rao (teacher) has 'Piano Grade 2' then\nThu 12 Mar 2026, 19:00 India time: Asha Rao (teacher) has 'Piano Grade 2' then";
    const calls = mockApi({
      'GET /api/admin/classes': () => classList([SERIES_LESSON]),
      'GET /api/admin/users': people,
      'PUT /api/admin/classes/7': () => refusal(409, clash),
    });
    renderWithQuery(<AdminClassesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: /^Edit Violin Weekly/ }));
    const question = await screen.findByRole('dialog', { name: 'Edit a lesson of a series' });
    expect(question).toHaveTextContent(
      'Change only this lesson, or this and the later lessons of its series?',
    );
    expect(within(question).getByRole('button', { name: 'This lesson' })).toBeInTheDocument();
    await userEvent.click(within(question).getByRole('button', { name: 'This and later lessons' }));

    const form = await screen.findByRole('dialog', { name: 'Edit class' });
    const time = await within(form).findByLabelText('Time');
    expect(form).toHaveTextContent(
      'Saves this lesson and the later lessons of its series with the same change of day and time.',
    );
    await userEvent.clear(time);
    await userEvent.type(time, '19:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(clash);
    expect(within(form).getByLabelText('Time')).toHaveValue('19:00');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ scope: 'later', classTime: '19:00', batchName: 'Violin Weekly' });
  });

  it("'This lesson' sends scope 'this'", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = mockApi({
      'GET /api/admin/classes': () => classList([SERIES_LESSON]),
      'GET /api/admin/users': people,
      'PUT /api/admin/classes/7': () => ({ result: true, Class: SERIES_LESSON }),
    });
    renderWithQuery(<AdminClassesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: /^Edit Violin Weekly/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'This lesson' }));
    const form = await screen.findByRole('dialog', { name: 'Edit class' });
    expect(
      await within(form).findByText('Saves this lesson only; the rest of its series stays as it is.'),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Class updated'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ scope: 'this' });
  });

  it('a lesson outside a series is edited at once, as this lesson only', async () => {
    const calls = mockApi({
      'GET /api/admin/classes': () => classList([adminClass()]),
      'GET /api/admin/users': people,
      'PUT /api/admin/classes/1': () => ({ result: true, Class: adminClass() }),
    });
    renderWithQuery(<AdminClassesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: /^Edit Piano Grade 2/ }));
    const form = await screen.findByRole('dialog', { name: 'Edit class' });
    expect(screen.queryByRole('dialog', { name: 'Edit a lesson of a series' })).not.toBeInTheDocument();
    await userEvent.click(await within(form).findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ scope: 'this' });
  });

  it('ends a series from today unless another date is chosen, saying what stays', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = mockApi({
      'GET /api/admin/classes': () => classList([SERIES_LESSON]),
      'POST /api/admin/series/3/end': () => ({ result: true }),
    });
    renderWithQuery(<AdminClassesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'End series of Violin Weekly' }));
    const dialog = await screen.findByRole('dialog', { name: 'End series' });
    const from = within(dialog).getByLabelText('Remove lessons from');
    expect(from).toHaveValue('2026-03-01');
    expect(from).toHaveAccessibleDescription(
      'Lessons from this date on that have not started are removed; past lessons stay.',
    );
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End series' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Series ended'));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/admin/series/3/end',
      body: { fromDate: '2026-03-10' },
    });
  });

  it("lists a lesson's changes oldest first, with who, what and the rule", async () => {
    mockApi({
      'GET /api/admin/classes': () => classList([adminClass()]),
      'GET /api/admin/classes/1/changes': () => ({
        result: true,
        Changes: [
          {
            id: 1,
            at: '2026-02-01T10:00:00.000Z',
            at_label: 'Sun 1 Feb 2026, 15:30 India time',
            actor_name: 'Admin One',
            actor_role: 'admin',
            action: 'created',
            summary: 'Booked for Tue 3 Mar 2026, 18:00 India time',
            rule: null,
          },
          {
            id: 2,
            at: '2026-02-20T10:00:00.000Z',
            at_label: 'Fri 20 Feb 2026, 15:30 India time',
            actor_name: 'Asha Rao',
            actor_role: 'teacher',
            action: 'moved',
            summary: 'Moved from Tue 3 Mar 2026, 17:00 India time to Tue 3 Mar 2026, 18:00 India time',
            rule: 'teacher-notice',
          },
        ],
      }),
    });
    renderWithQuery(<AdminClassesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: /^Changes of Piano Grade 2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes' });
    const [created, moved] = (await within(dialog).findAllByRole('listitem')) as HTMLElement[];
    expect(created).toHaveTextContent('Sun 1 Feb 2026, 15:30 India time · Admin One');
    expect(created).toHaveTextContent('Booked for Tue 3 Mar 2026, 18:00 India time');
    expect(created).not.toHaveTextContent('Rule:');
    expect(moved).toHaveTextContent('Fri 20 Feb 2026, 15:30 India time · Asha Rao');
    expect(moved).toHaveTextContent(
      'Moved from Tue 3 Mar 2026, 17:00 India time to Tue 3 Mar 2026, 18:00 India time',
    );
    expect(moved).toHaveTextContent('Rule: teacher-notice');
  });

  it('says when a lesson has no changes, and when they cannot be loaded', async () => {
    mockApi({
      'GET /api/admin/classes': () => classList([adminClass(), adminClass({ id: 2, batchName: 'Sitar' })]),
      'GET /api/admin/classes/1/changes': () => ({ result: true, Changes: [] }),
      'GET /api/admin/classes/2/changes': () => refusal(404, 'Class not found'),
    });
    renderWithQuery(<AdminClassesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: /^Changes of Piano Grade 2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes' });
    expect(await within(dialog).findByText('No changes yet')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: /^Changes of Sitar/ }));
    const failed = await screen.findByRole('dialog', { name: 'Changes' });
    expect(await within(failed).findByRole('alert')).toHaveTextContent('Class not found');
  });
});
