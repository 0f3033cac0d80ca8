import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { adminClass, people, refusal } from '../test/admin-class-builders.ts';
import { MakeUpsPanel } from './make-ups-panel.tsx';

const owed = (classId: number, cancelledBy: 'teacher' | 'school', studentId = 21) => ({
  class_id: classId,
  batch_name: cancelledBy === 'teacher' ? 'Piano Grade 2' : 'Sitar Basics',
  teacher: { id: 11, name: 'Asha Rao' },
  student: { id: studentId, name: studentId === 21 ? 'Ravi Kumar' : 'Mira Shah' },
  starts_at: '2026-03-03T12:30:00.000Z',
  when_label: 'Tue 3 Mar 2026, 18:00 India time',
  cancelled_by: cancelledBy,
  cancelled_at: '2026-03-01T09:00:00.000Z',
});

describe('MakeUpsPanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the make-ups owed with who cancelled; Book make-up opens the class form on its people and books it', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    let makeUps = [owed(4, 'teacher'), owed(9, 'school', 22)];
    const calls = mockApi({
      'GET /api/admin/make-ups': () => ({ result: true, MakeUps: makeUps }),
      'GET /api/admin/users': people,
      'POST /api/admin/classes': () => {
        makeUps = makeUps.filter((m) => m.class_id !== 9);
        return Response.json({ result: true, Class: adminClass({ id: 30, makeUpFor: 9 }) }, { status: 201 });
      },
    });
    renderWithQuery(<MakeUpsPanel />);
    expect(screen.getByRole('heading', { name: 'Make-ups owed' })).toBeInTheDocument();
    const [teacher, school] = (await screen.findAllByRole('listitem')) as HTMLElement[];
    expect(teacher).toHaveTextContent('Piano Grade 2');
    expect(teacher).toHaveTextContent('Tue 3 Mar 2026, 18:00 India time · Asha Rao with Ravi Kumar');
    expect(within(teacher as HTMLElement).getByText('Cancelled by the teacher')).toBeInTheDocument();
    expect(within(school as HTMLElement).getByText('Cancelled by the school')).toBeInTheDocument();

    await userEvent.click(within(school as HTMLElement).getByRole('button', { name: /^Book make-up/ }));
    const form = await screen.findByRole('dialog', { name: 'Book make-up' });
    expect(await within(form).findByLabelText('Batch name')).toHaveValue('Sitar Basics');
    expect(within(form).getByLabelText('Teacher')).toHaveValue('11');
    expect(within(form).getByLabelText('Student')).toHaveValue('22');
    expect(form).toHaveTextContent('Make-up for Sitar Basics, Tue 3 Mar 2026, 18:00 India time');

    await userEvent.type(within(form).getByLabelText('Date'), '2026-03-12');
    await userEvent.type(within(form).getByLabelText('Time'), '18:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule class' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Make-up booked'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      batchName: 'Sitar Basics',
      teacherId: 11,
      studentId: 22,
      classDate: '2026-03-12',
      classTime: '18:00',
      makeUpFor: 9,
    });
    // Booked: it leaves the list.
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('says when none are owed, and when they cannot be loaded', async () => {
    mockApi({ 'GET /api/admin/make-ups': () => ({ result: true, MakeUps: [] }) });
    const { unmount } = renderWithQuery(<MakeUpsPanel />);
    expect(await screen.findByText('No make-ups owed')).toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/admin/make-ups': () => refusal(403, 'Admins only') });
    renderWithQuery(<MakeUpsPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
  });
});
