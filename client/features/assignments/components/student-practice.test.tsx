import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { assignment, practiceWeek, take } from '../../../test/practice-builders.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { StudentPractice } from './student-practice.tsx';
import { addDays, dayLabel, localToday, weekStart } from './week-days.ts';

const today = localToday();
const thisWeek = weekStart(today);
const LIST = '/api/course/assignments';

const answered = take({
  answer: 'Keep the khali lighter.',
  answered_at: '2026-11-24T12:00:00.000Z',
  comments: [
    {
      id: 1,
      at_ms: 5_200,
      text: 'Rushing here',
      author_name: 'Tara Teacher',
      created_at: '2026-11-24T11:00:00.000Z',
    },
  ],
});

function renderPractice(
  handlers: Parameters<typeof mockApi>[0] = {},
  child?: { id: number; firstName: string },
) {
  const calls = mockApi({
    [`GET ${LIST}`]: () => ({
      result: true,
      Assignments: [
        assignment({ state: 'again', minutes_practised: 2 }),
        assignment({
          id: 2,
          title: 'Alankar in Yaman',
          notes: '',
          tempo_goal: null,
          tala: null,
          due: null,
          due_next: false,
          attachment: {
            file_name: 'yaman.pdf',
            mime_type: 'application/pdf',
            size_bytes: 900,
            url: `${LIST}/2/attachment`,
          },
        }),
      ],
    }),
    [`GET ${LIST}/1/takes`]: () => ({ result: true, Takes: [answered] }),
    [`GET ${LIST}/2/takes`]: () => ({ result: true, Takes: [] }),
    'GET /api/course/practice-log': (call) => practiceWeek(call.query.get('from') as string, { [today]: 2 }),
    ...handlers,
  });
  renderWithQuery(<StudentPractice child={child} />);
  return { calls, user: userEvent.setup() };
}

describe('StudentPractice', () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists the assignments in the server's order with their goal, due lesson, state, attachment and Practise link", async () => {
    renderPractice();
    expect(screen.getByRole('heading', { name: 'Practice', level: 2 })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Teentaal at 80',
      'Alankar in Yaman',
    ]);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('Due next lesson')).toBeInTheDocument();
    expect(first.getByText('Fri 27 Nov 2026, 18:00 India time')).toBeInTheDocument();
    expect(first.getByText('80 bpm in Teentaal')).toBeInTheDocument();
    expect(first.getByText('Count the khali aloud.')).toBeInTheDocument();
    expect(first.getByText('Again')).toBeInTheDocument();
    expect(first.getByText('2 min')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Practise' })).toHaveAttribute('href', '/practice?assignment=1');
    const second = within(cards[1] as HTMLElement);
    expect(second.queryByText('Due next lesson')).not.toBeInTheDocument();
    expect(second.getByText('Open')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Attachment: yaman.pdf' })).toHaveAttribute(
      'href',
      '/api/course/assignments/2/attachment',
    );
    expect(second.getByRole('link', { name: 'Practise' })).toHaveAttribute('href', '/practice?assignment=2');
  });

  it("shows a guardian the child's assignments read only: the child's name, no Practise link, the child's id asked for", async () => {
    const { calls } = renderPractice({}, { id: 7, firstName: 'Mira' });
    expect(screen.getByRole('heading', { name: "Mira's practice", level: 2 })).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Teentaal at 80',
      'Alankar in Yaman',
    ]);
    expect(screen.queryByRole('link', { name: 'Practise' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === LIST && c.query.get('student_id') === '7')).toBe(true);
  });

  it("shows the teacher's answer to a take and each comment at its moment", async () => {
    renderPractice();
    const [first] = await screen.findAllByRole('article');
    const card = within(first as HTMLElement);
    expect(await card.findByText('Keep the khali lighter.')).toBeInTheDocument();
    const comments = card.getByRole('list', { name: 'Comments on the take' });
    expect(within(comments).getByText('0:05')).toBeInTheDocument();
    expect(within(comments).getByText('Rushing here')).toBeInTheDocument();
  });

  it("replays a sent take on the teacher's player, from a comment's moment, with nothing to answer", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { user } = renderPractice({ 'GET /api/course/takes/5/file': () => new Response('x') });
    const [first] = await screen.findAllByRole('article');
    const card = within(first as HTMLElement);
    const button = await card.findByRole('button', { name: 'Play take' });
    expect(button).toHaveAccessibleDescription(/^Sent .+ · 0:10/);
    await user.click(button);
    expect(card.getByLabelText('The take')).toHaveAttribute('src', '/api/course/takes/5/file');
    expect(play).toHaveBeenCalled();
    await user.click(card.getByRole('button', { name: 'Play from 0:05' }));
    expect((card.getByLabelText('The take') as HTMLAudioElement).currentTime).toBe(5.2);
    expect(card.getByRole('slider', { name: 'Moment of the take' })).toHaveAttribute(
      'aria-valuetext',
      '0:05',
    );
    expect(card.queryByRole('form', { name: 'Comment on the take' })).not.toBeInTheDocument();
    expect(card.queryByRole('form', { name: 'Answer the take' })).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Hide take' }));
    expect(card.queryByLabelText('The take')).not.toBeInTheDocument();
    expect(card.getByText('Rushing here')).toBeInTheDocument();
  });

  it('deletes a take after asking, and reads the takes again', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    const { calls, user } = renderPractice({ 'DELETE /api/course/takes/5': () => ({ result: true }) });
    const [first] = await screen.findAllByRole('article');
    const card = within(first as HTMLElement);
    await user.click(await card.findByRole('button', { name: /^Delete the take sent/ }));
    expect(card.getByText("Delete this take? Your teacher's comments on it go too.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(card.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Take deleted'));
    expect(calls.filter((c) => c.path === `${LIST}/1/takes`).length).toBeGreaterThan(1);
  });

  it('says when there are no assignments yet', async () => {
    renderPractice({ [`GET ${LIST}`]: () => ({ result: true, Assignments: [] }) });
    expect(
      await screen.findByText('No assignments yet. When your teacher sets practice, it appears here.'),
    ).toBeInTheDocument();
  });

  it("gives the server's words when the list fails", async () => {
    renderPractice({
      [`GET ${LIST}`]: () => Response.json({ error: 'Please sign in' }, { status: 401 }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in');
  });

  it("shows this week's minutes per day and per assignment, and goes back and forth a week", async () => {
    const { calls, user } = renderPractice();
    const week = await screen.findByRole('region', { name: 'This week' });
    const todayRow = await within(week).findByRole('row', { name: new RegExp(dayLabel(today)) });
    expect(within(todayRow).getByText('2 min')).toBeInTheDocument();
    expect(within(todayRow).getByText('Teentaal at 80: 2 min')).toBeInTheDocument();
    expect(within(week).getByRole('status')).toHaveTextContent('In all: 2 min');
    expect(within(week).getByRole('button', { name: 'Next week' })).toBeDisabled();

    await user.click(within(week).getByRole('button', { name: 'Previous week' }));
    expect(
      await screen.findByRole('heading', { name: `Week of ${dayLabel(addDays(thisWeek, -7))}` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(week).getByRole('status')).toHaveTextContent('In all: 0 min'));
    const weeks = calls.filter((c) => c.path === '/api/course/practice-log').map((c) => c.query.get('from'));
    expect(weeks).toEqual([thisWeek, addDays(thisWeek, -7)]);
    await user.click(within(week).getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: 'This week' })).toBeInTheDocument();
  });

  it('adds practice done away from the app for a day, with its minutes and assignment', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const { calls, user } = renderPractice({
      'POST /api/course/practice-log': () => Response.json({ result: true, Entry: {} }, { status: 201 }),
    });
    const form = await screen.findByRole('heading', { name: 'Add practice done away from the app' });
    const box = within(form.closest('form') as HTMLElement);
    await screen.findAllByRole('article');
    await user.type(box.getByLabelText('Minutes'), '15');
    await user.selectOptions(box.getByLabelText('Assignment'), 'Alankar in Yaman');
    await user.click(box.getByRole('button', { name: 'Add practice' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Practice added'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      source: 'self',
      day: today,
      minutes: 15,
      assignment_id: 2,
    });
    // The week is read again.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/course/practice-log' && c.method === 'GET')).toHaveLength(
        2,
      ),
    );
  });

  it("shows the server's refusal of an entry", async () => {
    const { user } = renderPractice({
      'POST /api/course/practice-log': () =>
        Response.json(
          { error: 'Practice cannot be logged for a day that has not come yet' },
          { status: 400 },
        ),
    });
    const form = (
      await screen.findByRole('heading', { name: 'Add practice done away from the app' })
    ).closest('form') as HTMLElement;
    await user.type(within(form).getByLabelText('Minutes'), '5');
    await user.click(within(form).getByRole('button', { name: 'Add practice' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Practice cannot be logged for a day that has not come yet',
    );
  });

  it("corrects and removes the week's own entries", async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => {});
    const entry = { assignment_id: 1, day: today, source: 'room' as const, tempo: 80, created_at: today };
    const { calls, user } = renderPractice({
      'GET /api/course/practice-log': (call) =>
        practiceWeek(
          call.query.get('from') as string,
          { [today]: 2 },
          {
            entries: [
              { id: 31, seconds: 125, ...entry },
              { id: 32, seconds: 600, ...entry, assignment_id: null, source: 'self', tempo: null },
            ],
          },
        ),
      'PATCH /api/course/practice-log/31': () => ({ result: true, Entry: {} }),
      'DELETE /api/course/practice-log/32': () => ({ result: true }),
    });
    await screen.findAllByRole('article');
    await user.click(await screen.findByText('Entries this week (2)'));
    const first = `${dayLabel(today)}, Teentaal at 80`;
    expect(screen.getByText(`${first}: 2 min at 80 bpm`, { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Edit: ${first}` }));
    const form = screen.getByRole('form', { name: `Correct: ${first}` });
    const minutes = within(form).getByRole('spinbutton', { name: 'Minutes' });
    expect(minutes).toHaveValue(2);
    await user.clear(minutes);
    await user.type(minutes, '3');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: `Delete: ${dayLabel(today)}, Other practice` }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ minutes: 3 });
  });
});
