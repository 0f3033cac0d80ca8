import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminEnrolment, EnrolmentDetail } from '../../../../common/schemas/enrolments.ts';
import { toast } from '../../../lib/toast.ts';
import { adminUser, enrolmentPart } from '../../../test/builders.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { EnrolmentsPanel } from './enrolments-panel.tsx';

const people = ({ query }: { query: URLSearchParams }) => ({
  result: true,
  Users:
    query.get('role') === 'teacher'
      ? [adminUser(11, 'Asha', { role: 'teacher' })]
      : [adminUser(21, 'Ravi', { lastName: 'Kumar' })],
  total: 1,
  page: 1,
  pageSize: 100,
});

const enrolment = (over: Partial<AdminEnrolment> = {}): AdminEnrolment => ({
  ...enrolmentPart({ booked: 2, free: 5 }),
  student: { id: 21, firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.com' },
  teacher: { id: 11, firstName: 'Asha', lastName: 'Rao' },
  priceMinor: 1_500_000,
  currency: 'INR',
  price: '₹15,000.00',
  renewalOfferedAt: null,
  createdAt: '2026-09-01T00:00:00.000Z',
  ...over,
});
const detail = (e: AdminEnrolment): EnrolmentDetail => ({
  result: true,
  Enrolment: e,
  Lessons: [
    {
      id: 70,
      batchName: 'Piano Quarter',
      startsAt: '2026-12-08T12:30:00.000Z',
      whenLabel: 'Tue 8 Dec 2026, 18:00 India time',
      status: 'scheduled',
      counted: false,
      cancelledBy: null,
    },
  ],
  History: [
    {
      id: 1,
      action: 'created',
      actor: 'Ama Admin',
      fromUntil: null,
      toUntil: '2027-03-14',
      note: null,
      at: '2026-09-01T00:00:00.000Z',
    },
  ],
});
const list = (rows: AdminEnrolment[]) => ({
  result: true,
  Enrolments: rows,
  today: '2026-12-02',
  total: rows.length,
  page: 1,
  pageSize: 10,
});
const refusal = (status: number, error: string) => Response.json({ error }, { status });

describe('EnrolmentsPanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists enrolments with sessions left, filters by student, and enrols a student', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = mockApi({
      'GET /api/admin/enrolments': () => list([enrolment()]),
      'GET /api/admin/users': people,
      'POST /api/admin/enrolments': () => Response.json(detail(enrolment({ id: 6 })), { status: 201 }),
    });
    renderWithQuery(<EnrolmentsPanel />);
    const row = await screen.findByRole('listitem');
    expect(row).toHaveTextContent('Ravi Kumar');
    expect(row).toHaveTextContent('Piano/Keyboard - Quarter Course · with Asha Rao · ₹15,000.00');
    expect(row).toHaveTextContent('7 of 24 sessions left, valid until 14 Mar 2027');

    await userEvent.selectOptions(await screen.findByLabelText('Student'), 'Ravi Kumar');
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/admin/enrolments')
          .at(-1)
          ?.query.get('student_id'),
      ).toBe('21'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Enrol a student' }));
    const form = await screen.findByRole('dialog', { name: 'Enrol a student' });
    await userEvent.selectOptions(await within(form).findByLabelText('Student'), '21');
    await userEvent.selectOptions(within(form).getByLabelText('Teacher'), '11');
    await userEvent.selectOptions(within(form).getByLabelText('Course'), 'music-production');
    const plan = within(form).getByLabelText('Plan');
    expect(within(plan).queryByRole('option', { name: 'Crash Course' })).toBeNull();
    await userEvent.selectOptions(plan, 'quarter');
    expect(within(form).getByLabelText('Starts')).toHaveValue('2026-12-02');
    await userEvent.type(within(form).getByLabelText(/^Price/), '30,000');
    await userEvent.click(within(form).getByRole('button', { name: 'Enrol' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Student enrolled'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      studentId: 21,
      teacherId: 11,
      course: 'music-production',
      planType: 'quarter',
      validFrom: '2026-12-02',
      price: '30,000',
    });
  });

  it('shows an enrolment with its lessons and history; End is refused while lessons are booked, then cancels them', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    vi.spyOn(toast, 'error').mockImplementation(() => {});
    const refusalText =
      '2 lessons are still booked on this enrolment (the first on Tue 8 Dec 2026, 18:00 India time): cancel them first, or end the enrolment cancelling them for the school';
    let current = enrolment();
    const calls = mockApi({
      'GET /api/admin/enrolments': () => list([current]),
      'GET /api/admin/users': people,
      'GET /api/admin/enrolments/5': () => detail(current),
      'POST /api/admin/enrolments/5/end': ({ body }) => {
        if (!(body as { cancelBooked: boolean }).cancelBooked) return refusal(409, refusalText);
        current = enrolment({ status: 'ended', booked: 0, standing: 'Ended on 2 Dec 2026' });
        return detail(current);
      },
    });
    renderWithQuery(<EnrolmentsPanel />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'View enrolment of Ravi Kumar in Piano/Keyboard - Quarter Course',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Piano/Keyboard - Quarter Course' });
    expect(
      await within(dialog).findByText('7 of 24 sessions left, valid until 14 Mar 2027'),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Sessions: 17 used, 2 booked, 7 left of 24');
    expect(dialog).toHaveTextContent('Tue 8 Dec 2026, 18:00 India time · Piano Quarter · Booked');
    expect(within(dialog).getByRole('list', { name: 'History' })).toHaveTextContent('Enrolled · Ama Admin');
    expect(dialog).toHaveTextContent('2 lessons are booked on it.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'End enrolment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusalText);
    await userEvent.click(within(dialog).getByLabelText('Cancel the booked lessons for the school'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'End enrolment' }));
    expect(await within(dialog).findByText('Ended on 2 Dec 2026')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { cancelBooked: false },
      { cancelBooked: true },
    ]);
    expect(within(dialog).queryByRole('button', { name: 'End enrolment' })).toBeNull();
  });

  it('extends one with a reason', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = mockApi({
      'GET /api/admin/enrolments': () => list([enrolment()]),
      'GET /api/admin/users': people,
      'GET /api/admin/enrolments/5': () => detail(enrolment()),
      'POST /api/admin/enrolments/5/extend': () => detail(enrolment({ validUntil: '2027-04-14' })),
    });
    renderWithQuery(<EnrolmentsPanel />);
    await userEvent.click(await screen.findByRole('button', { name: /^View enrolment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Piano/Keyboard - Quarter Course' });
    const date = await within(dialog).findByLabelText('New last day');
    await userEvent.clear(date);
    await userEvent.type(date, '2027-04-14');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Two weeks in hospital');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Enrolment extended'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      validUntil: '2027-04-14',
      reason: 'Two weeks in hospital',
    });
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    mockApi({ 'GET /api/admin/enrolments': () => list([]), 'GET /api/admin/users': people });
    const { unmount } = renderWithQuery(<EnrolmentsPanel />);
    expect(await screen.findByText('No enrolments found.')).toBeInTheDocument();
    unmount();
    mockApi({
      'GET /api/admin/enrolments': () => refusal(403, 'Admins only'),
      'GET /api/admin/users': people,
    });
    renderWithQuery(<EnrolmentsPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
  });
});
