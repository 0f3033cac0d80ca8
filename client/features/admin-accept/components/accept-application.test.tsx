import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '../../../../common/schemas/admin-submissions.ts';
import { toast } from '../../../lib/toast.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { AcceptApplication } from './accept-application.tsx';

const application: ApplicationDetail = {
  id: 3,
  fullName: 'Meera Iyer',
  email: 'meera@example.com',
  contactNumber: '+91 555 0103 456',
  selectedCourses: [
    { course: 'piano', type: 'quarter' },
    { course: 'opera', type: 'certification' },
  ],
  createdAt: '2026-01-02T10:00:00Z',
  state: 'contacted',
  gender: 'female',
  dob: '2001-04-12',
  age: 24,
  address: '12 Example Street',
  city: 'Pune',
  country: 'India',
  nationality: 'Indian',
  occupation: 'Engineer',
  education: 'B.Tech',
  training: null,
  goal: null,
  howKnow: 'Instagram',
  paymentMethod: 'online',
  guardianName: null,
  guardianEmail: null,
  guardianPhone: null,
  files: [],
  notes: '',
  history: [],
};

const teacher = (id: number, firstName: string, lastName: string) => ({
  id,
  email: `${firstName.toLowerCase()}@example.com`,
  role: 'teacher',
  firstName,
  lastName,
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'active',
});
const TEACHERS = {
  'GET /api/admin/users': () => ({
    result: true,
    Users: [teacher(11, 'Asha', 'Rao'), teacher(12, 'Tara', 'Sen')],
    total: 2,
    page: 1,
    pageSize: 100,
  }),
};
const ACCEPT = 'POST /api/admin/admission_applications/3/accept';
const ACCEPTED = 'Meera Iyer is enrolled: the welcome and the invoice are on their way';
const CLASH = [
  'Nothing was stored. These lessons clash:',
  "Mon 9 Mar 2026, 18:00 India time: Asha Rao (teacher) has 'Piano Grade 2' then",
  "Mon 16 Mar 2026, 18:00 India time: Asha Rao (teacher) has 'Piano Grade 2' then",
].join('\n');
const refusal = (status: number, message: string) => Response.json({ error: message, message }, { status });

async function openDialog(handlers: Parameters<typeof mockApi>[0] = {}, onAccepted = () => {}) {
  const calls = mockApi({ ...TEACHERS, ...handlers });
  renderWithQuery(<AcceptApplication application={application} onAccepted={onAccepted} />);
  await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
  const dialog = await screen.findByRole('dialog', { name: 'Accept Meera Iyer' });
  await within(dialog).findByRole('group', { name: 'Course 1' });
  return { calls, dialog, w: within(dialog) };
}

const block = (dialog: HTMLElement, n: number) =>
  within(within(dialog).getByRole('group', { name: `Course ${n}` }));
const posts = (calls: ReturnType<typeof mockApi>) => calls.filter((c) => c.method === 'POST');

/** Course 1: Asha on Mondays and Wednesdays at 18:00 for 45 minutes, at 15000; course 2: Tara, no lessons yet. */
async function fillIn(dialog: HTMLElement) {
  const one = block(dialog, 1);
  await userEvent.selectOptions(one.getByLabelText('Teacher'), 'Asha Rao (asha@example.com)');
  await userEvent.type(one.getByLabelText('Price'), '15000');
  await userEvent.click(one.getByRole('checkbox', { name: 'Wednesday' }));
  await userEvent.type(one.getByLabelText('Start time (school time)'), '18:00');
  await userEvent.clear(one.getByLabelText('Duration (minutes)'));
  await userEvent.type(one.getByLabelText('Duration (minutes)'), '45');
  const two = block(dialog, 2);
  await userEvent.selectOptions(two.getByLabelText('Teacher'), 'Tara Sen (tara@example.com)');
  await userEvent.click(two.getByRole('checkbox', { name: 'Book weekly lessons now' }));
}

describe('Accept', () => {
  afterEach(() => vi.restoreAllMocks());

  it("opens on the applicant's courses and plans, a block each, which the admin may change, add to or remove", async () => {
    const { dialog, w } = await openDialog();
    const one = block(dialog, 1);
    expect(one.getByLabelText('Course')).toHaveDisplayValue('Piano/Keyboard');
    expect(one.getByLabelText('Plan')).toHaveDisplayValue('Quarter Course (24 sessions)');
    expect(block(dialog, 2).getByLabelText('Course')).toHaveDisplayValue('Opera');
    expect(block(dialog, 2).getByLabelText('Plan')).toHaveDisplayValue('Certification Course (48 sessions)');
    // Weekly lessons on Mondays from the next Monday, for an hour.
    const start = (one.getByLabelText('Start date') as HTMLInputElement).value;
    expect(new Date(`${start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(one.getByRole('checkbox', { name: 'Book weekly lessons now' })).toBeChecked();
    expect(one.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(one.getByLabelText('Duration (minutes)')).toHaveValue(60);
    expect(one.getByLabelText('Price')).toHaveAttribute('placeholder', 'Price list');
    expect(
      one.getByText(
        "Books as many weekly lessons as the plan's sessions, from the start date. Days and times are on the school's clock.",
      ),
    ).toBeInTheDocument();
    expect(
      within(one.getByLabelText('Teacher'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a teacher', 'Asha Rao (asha@example.com)', 'Tara Sen (tara@example.com)']);

    // Music production has no crash course: the plans follow the course.
    await userEvent.selectOptions(one.getByLabelText('Course'), 'Music Production');
    expect(one.getByLabelText('Plan')).toHaveDisplayValue('Quarter Course (36 sessions)');
    expect(within(one.getByLabelText('Plan')).queryByText(/Crash/)).not.toBeInTheDocument();

    await userEvent.click(w.getByRole('button', { name: 'Remove course 2' }));
    expect(w.queryByRole('group', { name: 'Course 2' })).not.toBeInTheDocument();
    await waitFor(() => expect(one.getByLabelText('Course')).toHaveFocus());
    expect(w.queryByRole('button', { name: 'Remove course 1' })).not.toBeInTheDocument();
    for (let n = 2; n <= 5; n++) {
      await userEvent.click(w.getByRole('button', { name: 'Add a course' }));
      expect(block(dialog, n).getByLabelText('Course')).toHaveFocus();
    }
    expect(w.queryByRole('button', { name: 'Add a course' })).not.toBeInTheDocument();
    expect(w.getByText('At most 5 courses at once.')).toBeInTheDocument();
  });

  it("refuses what the server's schema refuses, beside the fields, and sends nothing", async () => {
    const { calls, dialog, w } = await openDialog();
    const one = block(dialog, 1);
    await userEvent.click(one.getByRole('checkbox', { name: 'Monday' }));
    await userEvent.click(w.getByRole('button', { name: 'Accept and enrol' }));
    expect(await one.findByText('Please choose at least one weekday')).toBeInTheDocument();
    expect(one.getByLabelText('Teacher')).toHaveAccessibleDescription('Please choose a teacher');
    expect(one.getByLabelText('Start time (school time)')).toHaveAccessibleDescription(
      'Please enter a valid time',
    );
    // No weekly lessons now: their fields are not asked for.
    const two = block(dialog, 2);
    await userEvent.click(two.getByRole('checkbox', { name: 'Book weekly lessons now' }));
    expect(two.queryByLabelText('Start time (school time)')).not.toBeInTheDocument();
    expect(two.getByText('No lessons are booked now: schedule them later from Classes.')).toBeInTheDocument();
    await userEvent.click(one.getByLabelText('Course'));
    await userEvent.selectOptions(one.getByLabelText('Course'), 'Choose a course');
    await userEvent.click(w.getByRole('button', { name: 'Accept and enrol' }));
    expect(await one.findByText('Please choose a course from the list')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
  });

  it("sends each course as chosen: the price as typed ('' for the price list's) and no series when not booked now", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const onAccepted = vi.fn();
    let answer: (reply: unknown) => void = () => {};
    const { calls, dialog, w } = await openDialog(
      { [ACCEPT]: () => new Promise((resolve) => (answer = resolve)) },
      onAccepted,
    );
    await fillIn(dialog);
    const startDate = (block(dialog, 1).getByLabelText('Start date') as HTMLInputElement).value;
    await userEvent.click(w.getByRole('button', { name: 'Accept and enrol' }));

    expect(await w.findByRole('button', { name: 'Enrolling…' })).toBeDisabled();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toEqual({
      choices: [
        {
          course: 'piano',
          planType: 'quarter',
          teacherId: 11,
          startDate,
          price: '15000',
          series: { weekdays: [1, 3], startTime: '18:00', durationMinutes: 45 },
        },
        {
          course: 'opera',
          planType: 'certification',
          teacherId: 12,
          startDate,
          price: '',
          series: null,
        },
      ],
    });
    answer({
      result: true,
      message: ACCEPTED,
      student_id: 40,
      linked: false,
      enrolment_ids: [7, 8],
      invoice_number: 'HSM/2025-26/0001',
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith(ACCEPTED));
    expect(onAccepted).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's refusal in its own lines and keeps what was typed", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const onAccepted = vi.fn();
    const { dialog, w } = await openDialog({ [ACCEPT]: () => refusal(409, CLASH) }, onAccepted);
    await fillIn(dialog);
    await userEvent.click(w.getByRole('button', { name: 'Accept and enrol' }));

    const alert = await w.findByRole('alert');
    expect(alert.textContent).toBe(CLASH);
    expect(alert).toHaveClass('whitespace-pre-line');
    const one = block(dialog, 1);
    expect(one.getByLabelText('Teacher')).toHaveDisplayValue('Asha Rao (asha@example.com)');
    expect(one.getByLabelText('Start time (school time)')).toHaveValue('18:00');
    expect(one.getByLabelText('Price')).toHaveValue('15000');
    expect(block(dialog, 2).getByRole('checkbox', { name: 'Book weekly lessons now' })).not.toBeChecked();
    expect(w.getByRole('button', { name: 'Accept and enrol' })).toBeEnabled();
    expect(success).not.toHaveBeenCalled();
    expect(onAccepted).not.toHaveBeenCalled();

    // Closing forgets the refusal and what was typed.
    await userEvent.click(w.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const again = await screen.findByRole('dialog', { name: 'Accept Meera Iyer' });
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
    expect(block(again, 1).getByLabelText('Price')).toHaveValue('');
  });

  it("shows the price list's refusal", async () => {
    const words = 'The price list has no price for Piano/Keyboard - Quarter Course';
    const { dialog, w } = await openDialog({ [ACCEPT]: () => refusal(400, words) });
    await fillIn(dialog);
    await userEvent.click(w.getByRole('button', { name: 'Accept and enrol' }));
    expect(await w.findByRole('alert')).toHaveTextContent(words);
  });
});

describe('Accept without teachers', () => {
  it('says the teachers could not be loaded', async () => {
    mockApi({ 'GET /api/admin/users': () => refusal(500, 'Failed to list users') });
    renderWithQuery(<AcceptApplication application={application} onAccepted={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to list users');
  });
});
