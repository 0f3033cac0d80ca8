import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHOOSE_PERFORMERS } from '../../../../common/schemas/recitals.ts';
import { toast } from '../../../lib/toast.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { ScheduleRecitalForm } from './schedule-recital-form.tsx';

const STUDENTS = [
  { id: 21, name: 'Ravi Kumar' },
  { id: 22, name: 'Mira Shah' },
  { id: 23, name: 'Anu Das' },
];
/** A week from now: inside the calendar's reach, whatever day the test runs. */
const DATE = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

const made = (title: string) => ({
  id: 5,
  title,
  starts_at: `${DATE}T12:30:00Z`,
  when_label: 'Saturday, 6 pm',
  duration_minutes: 60,
  organiser_name: 'Asha Rao',
  performers: [],
  on_stage_id: null,
  next_id: null,
  audience_token: 'tok',
  viewer_cap: 50,
  viewers: 0,
});

async function fill(title: string, performers: string[]) {
  if (title) await userEvent.type(screen.getByLabelText('Title'), title);
  await userEvent.type(screen.getByLabelText('Date'), DATE);
  await userEvent.type(screen.getByLabelText('Start time (school time)'), '18:00');
  for (const name of performers) {
    await userEvent.selectOptions(screen.getByLabelText('Student to add'), name);
    await userEvent.click(screen.getByRole('button', { name: 'Add performer' }));
  }
}

const posts = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((c) => c.method === 'POST' && c.path === '/api/recitals');

describe('ScheduleRecitalForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the title, the school-clock time and the performers in running order, then starts afresh', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = mockApi({ 'POST /api/recitals': ({ body }) => made((body as { title: string }).title) });
    renderWithQuery(<ScheduleRecitalForm students={STUDENTS} />);
    await fill('Winter recital', ['Mira Shah', 'Ravi Kumar', 'Anu Das']);
    await userEvent.click(screen.getByRole('button', { name: 'Move Anu Das up' }));
    expect(screen.getByText('2. Anu Das')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Viewer limit'));
    await userEvent.type(screen.getByLabelText('Viewer limit'), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule recital' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Winter recital is scheduled'));
    expect(posts(calls).map((c) => c.body)).toEqual([
      {
        title: 'Winter recital',
        date: DATE,
        time: '18:00',
        durationMinutes: 60,
        viewerCap: 120,
        performerIds: [22, 23, 21],
      },
    ]);
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByText('No performers yet.')).toBeInTheDocument();
  });

  it("shows the server's refusal in its words and keeps the form as it was", async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    mockApi({ 'POST /api/recitals': () => Response.json({ error: CHOOSE_PERFORMERS }, { status: 400 }) });
    renderWithQuery(<ScheduleRecitalForm students={STUDENTS} />);
    await fill('Winter recital', ['Ravi Kumar']);
    await userEvent.click(screen.getByRole('button', { name: 'Schedule recital' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CHOOSE_PERFORMERS);
    expect(toast.success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Title')).toHaveValue('Winter recital');
    expect(screen.getByLabelText('Date')).toHaveValue(DATE);
    expect(screen.getByText('1. Ravi Kumar')).toBeInTheDocument();
  });

  it('says what is wrong before sending, losing nothing typed', async () => {
    const calls = mockApi({});
    renderWithQuery(<ScheduleRecitalForm students={STUDENTS} />);
    await fill('W', []);
    await userEvent.clear(screen.getByLabelText('Viewer limit'));
    await userEvent.type(screen.getByLabelText('Viewer limit'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule recital' }));

    expect(await screen.findByText('Title must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please add at least one performer')).toBeInTheDocument();
    expect(screen.getByText('Viewer limit must be between 1 and 200')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('W');
    expect(screen.getByLabelText('Date')).toHaveValue(DATE);
    expect(screen.getByLabelText('Start time (school time)')).toHaveValue('18:00');
    expect(screen.getByLabelText('Viewer limit')).toHaveValue(500);
    expect(posts(calls)).toEqual([]);

    // Put right, the same form goes through with what was kept.
    await userEvent.type(screen.getByLabelText('Title'), 'inter recital');
    await userEvent.clear(screen.getByLabelText('Viewer limit'));
    await userEvent.type(screen.getByLabelText('Viewer limit'), '40');
    await userEvent.selectOptions(screen.getByLabelText('Student to add'), 'Anu Das');
    await userEvent.click(screen.getByRole('button', { name: 'Add performer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule recital' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.body).toMatchObject({
      title: 'Winter recital',
      date: DATE,
      time: '18:00',
      performerIds: [23],
    });
  });
});
