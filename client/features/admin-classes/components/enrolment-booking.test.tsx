import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { adminClass, classList, people, refusal } from '../test/admin-class-builders.ts';
import { AdminClassesPanel } from './admin-classes-panel.tsx';

// Booking lessons on one of the student's enrolments (issue 44).

const enrolment = {
  id: 5,
  name: 'Piano/Keyboard - Quarter Course',
  sessions: 24,
  used: 17,
  booked: 0,
  left: 7,
  free: 7,
};
const REFUSAL = 'Piano/Keyboard - Quarter Course has 7 of 24 sessions left to book; 8 lessons were asked for';

const api = (extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) =>
  mockApi({
    'GET /api/admin/classes': () => classList([]),
    'GET /api/admin/users': people,
    'GET /api/admin/enrolments': ({ query }) => ({
      result: true,
      Enrolments: query.get('student_id') === '21' && query.get('status') === 'active' ? [enrolment] : [],
      today: '2026-03-01',
      total: 1,
      page: 1,
      pageSize: 100,
    }),
    ...extra,
  });

describe('booking on an enrolment', () => {
  afterEach(() => vi.restoreAllMocks());

  it("offers the student's active enrolments with their sessions left, and books the class on the one chosen", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = api({
      'POST /api/admin/classes': () => ({ result: true, Class: adminClass({ enrolmentId: 5 }) }),
    });
    renderWithQuery(<AdminClassesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule a class' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a class' });
    const w = within(dialog);
    await userEvent.type(await w.findByLabelText('Batch name'), 'Piano Quarter');
    expect(w.getByLabelText('Enrolment (optional)')).toHaveTextContent('Choose a student first');
    await userEvent.selectOptions(w.getByLabelText('Teacher'), 'Asha Rao (asha@example.com)');
    await userEvent.selectOptions(w.getByLabelText('Student'), 'Ravi Kumar (ravi@example.com)');
    const choice = await w.findByRole('option', {
      name: 'Piano/Keyboard - Quarter Course: 7 of 24 sessions left',
    });
    await userEvent.selectOptions(w.getByLabelText('Enrolment (optional)'), choice);
    await userEvent.clear(w.getByLabelText('Date'));
    await userEvent.type(w.getByLabelText('Date'), '2026-03-12');
    await userEvent.type(w.getByLabelText('Time'), '18:00');
    await userEvent.click(w.getByRole('button', { name: 'Schedule class' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Class scheduled'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ studentId: 21, enrolmentId: 5 });
  });

  it("shows the series check's refusal by the enrolment, and the server's when it is created", async () => {
    const calls = api({
      'POST /api/admin/series/check': () => ({
        result: true,
        lessons: [{ starts_at: '2026-03-03T12:30:00.000Z', when_label: 'Tue 3 Mar 2026, 18:00 India time' }],
        clashes: [],
        enrolmentRefusal: REFUSAL,
      }),
      'POST /api/admin/series': () => refusal(409, REFUSAL),
    });
    renderWithQuery(<AdminClassesPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'New weekly series' }));
    const dialog = await screen.findByRole('dialog', { name: 'New weekly series' });
    const w = within(dialog);
    await userEvent.type(await w.findByLabelText('Batch name'), 'Weekly Piano');
    await userEvent.selectOptions(w.getByLabelText('Teacher'), 'Asha Rao (asha@example.com)');
    await userEvent.selectOptions(w.getByLabelText('Student'), 'Ravi Kumar (ravi@example.com)');
    await userEvent.selectOptions(
      w.getByLabelText('Enrolment (optional)'),
      await w.findByRole('option', { name: 'Piano/Keyboard - Quarter Course: 7 of 24 sessions left' }),
    );
    await userEvent.click(w.getByRole('checkbox', { name: 'Tuesday' }));
    await userEvent.type(w.getByLabelText('Start time (school time)'), '18:00');
    await userEvent.clear(w.getByLabelText('First lesson'));
    await userEvent.type(w.getByLabelText('First lesson'), '2026-03-03');
    await userEvent.click(w.getByRole('radio', { name: 'After a number of lessons' }));
    await userEvent.type(w.getByLabelText('Number of lessons'), '8');
    await userEvent.click(w.getByRole('button', { name: 'Check' }));
    expect(await w.findByText(REFUSAL)).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/series/check')?.body).toMatchObject({ enrolmentId: 5 });

    await userEvent.click(w.getByRole('button', { name: 'Create series' }));
    expect(await w.findByRole('alert')).toHaveTextContent(REFUSAL);
  });
});
