import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { assignment, practiceWeek, take } from '../../../test/practice-builders.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { AdminPracticePanel } from './admin-practice-panel.tsx';

const LIST = '/api/course/assignments';
const USERS = '/api/admin/users';

const student = (id: number, firstName: string, lastName: string) => ({
  id,
  email: `${firstName.toLowerCase()}@example.com`,
  role: 'student',
  firstName,
  lastName,
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'active',
});
const people = (Users: unknown[]) => ({ result: true, Users, total: Users.length, page: 1, pageSize: 100 });

function renderPanel(handlers: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    [`GET ${USERS}`]: () => people([student(20, 'Asha', 'Rao'), student(21, 'Bina', 'Das')]),
    [`GET ${LIST}`]: (call) => ({
      result: true,
      Assignments: call.query.get('student_id') === '20' ? [assignment({ minutes_practised: 2 })] : [],
    }),
    [`GET ${LIST}/1/takes`]: () => ({
      result: true,
      Takes: [take({ answer: 'Lighter', answered_at: '2026-11-24T12:00:00.000Z' })],
    }),
    'GET /api/course/takes/5/file': () => new Response('x'),
    'GET /api/course/practice-log': (call) => practiceWeek(call.query.get('from') as string),
    ...handlers,
  });
  const { unmount } = renderWithQuery(<AdminPracticePanel />);
  return { calls, unmount, user: userEvent.setup() };
}

describe('AdminPracticePanel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says while the students load, when they could not, and when there are none', async () => {
    let release = (_: unknown) => {};
    const { unmount } = renderPanel({ [`GET ${USERS}`]: () => new Promise((r) => (release = r)) });
    expect(screen.getByText('Loading the students...')).toBeInTheDocument();
    expect(screen.queryByLabelText('Student')).not.toBeInTheDocument();
    release(people([]));
    expect(
      await screen.findByText("No students yet. A student's practice shows here once they have an account."),
    ).toBeInTheDocument();
    unmount();
    renderPanel({
      [`GET ${USERS}`]: () => Response.json({ error: 'Admins only' }, { status: 403 }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only');
  });

  it("shows the chosen student's assignments, takes and week to read and hear, with nothing to change", async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { calls, user } = renderPanel();
    const picker = await screen.findByLabelText('Student');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a student', 'Asha Rao (asha@example.com)', 'Bina Das (bina@example.com)']);
    expect(
      screen.getByText('Choose a student to see their assignments, takes and practice.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === LIST)).toBe(false);
    expect(calls.find((c) => c.path === USERS)?.query.get('role')).toBe('student');

    await user.selectOptions(picker, 'Asha Rao (asha@example.com)');
    expect(await screen.findByRole('heading', { name: "Asha Rao's assignments" })).toBeInTheDocument();
    const card = within(
      (await screen.findByRole('heading', { name: 'Teentaal at 80' })).closest('article') as HTMLElement,
    );
    expect(card.getByText('Set by Tara Teacher.')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Set an assignment/ })).not.toBeInTheDocument();
    expect(await card.findByText(/^Teacher's answer/)).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Play take' }));
    expect(card.getByLabelText('The take')).toHaveAttribute('src', '/api/course/takes/5/file');
    expect(card.queryByRole('form', { name: 'Comment on the take' })).not.toBeInTheDocument();
    expect(card.queryByRole('form', { name: 'Answer the take' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'This week' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add practice' })).not.toBeInTheDocument();

    await user.selectOptions(picker, 'Bina Das (bina@example.com)');
    expect(await screen.findByText('No assignments yet for Bina Das.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === LIST).map((c) => c.query.get('student_id'))).toEqual(['20', '21']);
  });

  it('finds a student by name or e-mail among more than the first 100, keeping the one shown', async () => {
    const { calls, user } = renderPanel({
      [`GET ${USERS}`]: (call) =>
        call.query.get('q') === 'zoe'
          ? people([student(30, 'Zoe', 'Lal')])
          : call.query.get('q') === 'nobody'
            ? people([])
            : { ...people([student(20, 'Asha', 'Rao')]), total: 140 },
    });
    expect(
      await screen.findByText('Showing the first 1 of 140 students: search to find others.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Student'), 'Asha Rao (asha@example.com)');
    expect(await screen.findByRole('heading', { name: "Asha Rao's assignments" })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Find a student' }), 'zoe{Enter}');
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Student'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a student', 'Asha Rao (asha@example.com)', 'Zoe Lal (zoe@example.com)']),
    );
    expect(calls.filter((c) => c.path === USERS).map((c) => c.query.get('q'))).toEqual([null, 'zoe']);
    expect(screen.getByRole('heading', { name: "Asha Rao's assignments" })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Student'), 'Zoe Lal (zoe@example.com)');
    expect(await screen.findByText('No assignments yet for Zoe Lal.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Student'), 'Choose a student');
    const search = screen.getByRole('searchbox', { name: 'Find a student' });
    await user.clear(search);
    await user.type(search, 'nobody{Enter}');
    expect(await screen.findByText("No student's name or e-mail has “nobody” in it.")).toBeInTheDocument();
  });
});
