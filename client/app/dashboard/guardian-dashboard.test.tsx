import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Child } from '../../../common/schemas/families.ts';
import { toast } from '../../lib/toast.ts';
import { myClass } from '../../test/builders.ts';
import { mockApi } from '../../test/mock-api.ts';
import { assignment, practiceWeek } from '../../test/practice-builders.ts';
import { renderWithQuery } from '../../test/render-with-query.tsx';
import { GuardianDashboard } from './guardian-dashboard.tsx';

const parent = {
  id: 20,
  firstName: 'Meera',
  lastName: 'Rao',
  email: 'meera@example.com',
  status: 'active' as const,
};
const ravi: Child = {
  id: 7,
  firstName: 'Ravi',
  lastName: 'Rao',
  username: null,
  signInByGuardian: true,
  guardians: [parent],
};
const anya: Child = {
  id: 8,
  firstName: 'Anya',
  lastName: 'Rao',
  username: null,
  signInByGuardian: false,
  guardians: [parent],
};
const soon = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();

function renderDashboard(children: Child[]) {
  return mockApi({
    'GET /api/my_children': () => ({ result: true, Children: children }),
    'GET /api/my_classes': (call) => ({
      result: true,
      Today: [
        myClass({
          id: 1,
          batch_name: `Piano for ${call.query.get('student_id')}`,
          status: 'in_progress',
          is_active: false,
        }),
      ],
      Upcoming: [myClass({ id: 2, batch_name: 'Next piano', starts_at: soon, status: 'scheduled' })],
      Past: [],
    }),
    'GET /api/my_enrolments': () => ({ result: true, view: 'student', Enrolments: [], OtherInvoices: [] }),
    'GET /api/course/assignments': () => ({
      result: true,
      Assignments: [assignment({ title: 'Scales in G' })],
    }),
    'GET /api/course/practice-log': (call) => practiceWeek(call.query.get('from') as string, {}),
    'POST /api/my_children/7/guardians': () => ({
      result: true,
      message: 'Sam Rao is linked as a guardian',
      Child: ravi,
    }),
  });
}

describe('GuardianDashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the child's lessons without Join, their enrolments and practice read only, every call naming the child", async () => {
    const calls = renderDashboard([ravi]);
    renderWithQuery(<GuardianDashboard />);
    expect(await screen.findByRole('heading', { name: 'Ravi Rao' })).toBeInTheDocument();
    expect(await screen.findByText('Piano for 7')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Join/ })).toBeNull();
    const upcoming = (await screen.findByText('Next piano')).closest('li') as HTMLElement;
    expect(within(upcoming).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: "Ravi's enrolments" })).toBeInTheDocument();
    expect(await screen.findByText('Scales in G')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Practise' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Log practice|Add/ })).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/course/practice-log')).toBe(true));
    for (const path of [
      '/api/my_classes',
      '/api/my_enrolments',
      '/api/course/assignments',
      '/api/course/practice-log',
    ])
      expect(calls.find((c) => c.path === path)?.query.get('student_id'), path).toBe('7');
  });

  it('switches between children and invites a second guardian for one', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = renderDashboard([anya, ravi]);
    renderWithQuery(<GuardianDashboard />);
    expect(await screen.findByRole('heading', { name: 'Anya Rao' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Child'), 'Ravi Rao');
    expect(await screen.findByText('Piano for 7')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Invite a second guardian' });
    await userEvent.type(within(form).getByLabelText('First name'), 'Sam');
    await userEvent.type(within(form).getByLabelText('Last name'), 'Rao');
    await userEvent.type(within(form).getByLabelText('Email'), 'sam@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Invite guardian' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Sam Rao is linked as a guardian'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      firstName: 'Sam',
      lastName: 'Rao',
      email: 'sam@example.com',
    });
  });

  it('says so when no child is linked yet', async () => {
    renderDashboard([]);
    renderWithQuery(<GuardianDashboard />);
    expect(await screen.findByText(/No children are linked to your account yet/)).toBeInTheDocument();
  });
});
