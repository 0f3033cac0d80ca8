import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { classList, people, refusal } from '../test/admin-class-builders.ts';
import { AdminClassesPanel } from './admin-classes-panel.tsx';

const lesson = (day: number) => ({
  starts_at: `2026-03-0${day}T12:30:00.000Z`,
  when_label: `${day === 3 ? 'Tue' : 'Thu'} ${day} Mar 2026, 18:00 India time`,
});
const CLASH = "Thu 5 Mar 2026, 18:00 India time: Asha Rao (teacher) has 'Piano Grade 2' then";
const CLASH_2 = "Tue 3 Mar 2026, 18:00 India time: Ravi Kumar (student) has 'Sitar' then";
/** The server's 409: a line, then one line a clash. */
const REFUSAL = ['Nothing was stored. These lessons clash:', CLASH, CLASH_2].join('\n');

async function openForm() {
  renderWithQuery(<AdminClassesPanel />);
  await userEvent.click(await screen.findByRole('button', { name: 'New weekly series' }));
  const dialog = await screen.findByRole('dialog', { name: 'New weekly series' });
  await within(dialog).findByLabelText('Batch name');
  return dialog;
}

/** Tuesdays and Thursdays at 18:00, four lessons from 3 March. */
async function fillIn(dialog: HTMLElement) {
  const w = within(dialog);
  await userEvent.type(w.getByLabelText('Batch name'), 'Violin Weekly');
  await userEvent.selectOptions(w.getByLabelText('Teacher'), 'Asha Rao (asha@example.com)');
  await userEvent.selectOptions(w.getByLabelText('Student'), 'Ravi Kumar (ravi@example.com)');
  await userEvent.click(w.getByRole('checkbox', { name: 'Tuesday' }));
  await userEvent.click(w.getByRole('checkbox', { name: 'Thursday' }));
  await userEvent.type(w.getByLabelText('Start time (school time)'), '18:00');
  await userEvent.clear(w.getByLabelText('First lesson'));
  await userEvent.type(w.getByLabelText('First lesson'), '2026-03-03');
  await userEvent.click(w.getByRole('radio', { name: 'After a number of lessons' }));
  await userEvent.type(w.getByLabelText('Number of lessons'), '4');
}

describe('New weekly series', () => {
  afterEach(() => vi.restoreAllMocks());

  it("refuses what the schema refuses, in the schema's words, and sends nothing", async () => {
    const calls = mockApi({ 'GET /api/admin/classes': () => classList([]), 'GET /api/admin/users': people });
    const dialog = await openForm();
    const w = within(dialog);
    expect(w.getByRole('group', { name: 'Weekdays' })).toBeInTheDocument();
    expect(w.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(w.getByLabelText('First lesson')).toHaveValue('2026-03-01');
    expect(w.getByRole('radio', { name: 'On date' })).toBeChecked();

    await userEvent.click(w.getByRole('button', { name: 'Create series' }));
    expect(await w.findByText('Batch name must be at least 2 characters')).toBeInTheDocument();
    expect(w.getByText('Please choose a teacher')).toBeInTheDocument();
    expect(w.getByText('Please choose a student')).toBeInTheDocument();
    expect(w.getByText('Please choose at least one weekday')).toBeInTheDocument();
    expect(w.getByText('Please enter a valid time')).toBeInTheDocument();
    expect(w.getByLabelText('Last date')).toHaveAccessibleDescription('Please enter a valid date');

    // The dates are compared once the rest is valid.
    await fillIn(dialog);
    await userEvent.click(w.getByRole('radio', { name: 'On date' }));
    await userEvent.type(w.getByLabelText('Last date'), '2026-02-01');
    await userEvent.click(w.getByRole('button', { name: 'Check' }));
    expect(await w.findByText('The last date must be on or after the first date')).toBeInTheDocument();

    await userEvent.click(w.getByRole('radio', { name: 'After a number of lessons' }));
    await userEvent.clear(w.getByLabelText('Number of lessons'));
    await userEvent.type(w.getByLabelText('Number of lessons'), '161');
    await userEvent.click(w.getByRole('button', { name: 'Check' }));
    expect(await w.findByText('Number of lessons must be between 1 and 160')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('Check lists the lessons and every clash, storing nothing; a change clears it', async () => {
    const calls = mockApi({
      'GET /api/admin/classes': () => classList([]),
      'GET /api/admin/users': people,
      'POST /api/admin/series/check': () => ({
        result: true,
        lessons: [lesson(3), lesson(5)],
        clashes: [{ ...lesson(5), message: CLASH }],
      }),
    });
    const dialog = await openForm();
    await fillIn(dialog);
    const w = within(dialog);
    await userEvent.click(w.getByRole('button', { name: 'Check' }));
    expect(await w.findByText('These lessons clash:')).toBeInTheDocument();
    expect(w.getByText(CLASH)).toBeInTheDocument();
    expect(w.getByText('This series makes 2 lessons:')).toBeInTheDocument();
    expect(w.getByText('Tue 3 Mar 2026, 18:00 India time')).toBeInTheDocument();
    expect(w.getByText('Thu 5 Mar 2026, 18:00 India time')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/admin/series/check',
        body: {
          batchName: 'Violin Weekly',
          teacherId: 11,
          studentId: 21,
          weekdays: [2, 4],
          startTime: '18:00',
          durationMinutes: 60,
          firstDate: '2026-03-03',
          end: { kind: 'count', lessonCount: 4 },
          joinPassword: '',
        },
      }),
    ]);

    await userEvent.click(w.getByRole('checkbox', { name: 'Monday' }));
    expect(w.queryByText('These lessons clash:')).not.toBeInTheDocument();
  });

  it("says 'No clashes.' when there are none", async () => {
    mockApi({
      'GET /api/admin/classes': () => classList([]),
      'GET /api/admin/users': people,
      'POST /api/admin/series/check': () => ({ result: true, lessons: [lesson(3)], clashes: [] }),
    });
    const dialog = await openForm();
    await fillIn(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    expect(await within(dialog).findByText('No clashes.')).toBeInTheDocument();
    expect(within(dialog).getByText('This series makes 1 lesson:')).toBeInTheDocument();
  });

  it("a refused series shows the server's clashes a line each and keeps what was typed; then it is created", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    let answer = () => refusal(409, REFUSAL);
    mockApi({
      'GET /api/admin/classes': () => classList([]),
      'GET /api/admin/users': people,
      'POST /api/admin/series': () => answer(),
    });
    const dialog = await openForm();
    await fillIn(dialog);
    const w = within(dialog);
    await userEvent.click(w.getByRole('button', { name: 'Create series' }));
    const alert = await w.findByRole('alert');
    expect(alert.textContent).toBe(REFUSAL);
    expect(alert).toHaveClass('whitespace-pre-line');
    expect(w.getByLabelText('Batch name')).toHaveValue('Violin Weekly');
    expect(w.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    expect(w.getByLabelText('Number of lessons')).toHaveValue(4);

    const made = [3, 5].map((day) => ({ ...lesson(day), id: day, status: 'scheduled' }));
    answer = () =>
      Response.json(
        {
          result: true,
          Series: {
            id: 3,
            batch_name: 'Violin Weekly',
            teacher_id: 11,
            student_id: 21,
            weekdays: [2, 4],
            start_time: '18:00',
            duration_minutes: 60,
            first_date: '2026-03-03',
            until_date: null,
            lesson_count: 2,
            ended_from: null,
            lessons: made,
          },
        },
        { status: 201 },
      );
    await userEvent.click(w.getByRole('button', { name: 'Create series' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Series created with 2 lessons'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
