import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Assignment } from '../../../../common/schemas/assignments.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { PracticeRoom, ROOM_TEXT } from './practice-room.tsx';

const assignment: Assignment = {
  id: 7,
  student_id: 3,
  student_name: 'Ravi Shah',
  teacher_id: 2,
  teacher_name: 'Tara Bell',
  title: 'Jhaptaal theka',
  notes: 'Even strokes',
  tempo_goal: 92,
  tala: 'jhaptaal',
  state: 'open',
  due: null,
  due_next: false,
  attachment: null,
  minutes_practised: 0,
  can_change: false,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:00.000Z',
};

function api() {
  return mockApi({
    'GET /api/course/assignments': () => ({ result: true, Assignments: [assignment] }),
    'GET /api/user/profile': () => ({ profile: { timeZone: 'Asia/Kolkata' } }),
    'GET /api/course/practice-log': () => ({
      result: true,
      Practice: { student_id: 3, from: '', days: [], entries: [], tempo: [] },
    }),
  });
}

describe('the practice room', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens from an assignment with its tempo goal and tala, today's practice and a take to send", async () => {
    api();
    renderWithQuery(<PracticeRoom assignmentId={7} student />);
    expect(await screen.findByRole('heading', { name: 'Jhaptaal theka' })).toBeInTheDocument();
    expect(screen.getByText('Tempo goal 92 beats a minute · Jhaptaal')).toBeInTheDocument();
    expect(await screen.findByLabelText('Tempo')).toHaveValue(92);
    expect(screen.getByLabelText('Tala')).toHaveValue('jhaptaal');
    expect(screen.getByRole('list', { name: 'Jhaptaal, 10 beats' })).toBeInTheDocument();
    expect(await screen.findByText('Practised today: 0 min')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record a take' })).toBeInTheDocument();
  });

  it('changes the tempo as typed and steps it, and says when it is out of range', async () => {
    api();
    const user = userEvent.setup();
    renderWithQuery(<PracticeRoom assignmentId={null} student />);
    const tempo = screen.getByLabelText('Tempo');
    await user.clear(tempo);
    await user.type(tempo, '120');
    expect(screen.getByTestId('metronome-summary')).toHaveTextContent(
      'Off · 120 beats a minute, Teentaal (16 beats)',
    );
    await user.click(screen.getByRole('button', { name: 'Faster by 5' }));
    expect(screen.getByTestId('metronome-summary')).toHaveTextContent('125 beats a minute');
    await user.clear(tempo);
    await user.type(tempo, '400');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a tempo from 30 to 300.');
    expect(screen.queryByRole('button', { name: 'Record a take' })).not.toBeInTheDocument();
  });

  it("says when the assignment is not the student's; a teacher has the tools without the log", async () => {
    api();
    renderWithQuery(<PracticeRoom assignmentId={99} student />);
    expect(await screen.findByRole('alert')).toHaveTextContent(ROOM_TEXT.notFound);
    expect(screen.queryByRole('button', { name: 'Record a take' })).not.toBeInTheDocument();
    vi.unstubAllGlobals();
    api();
    renderWithQuery(<PracticeRoom assignmentId={null} student={false} />);
    expect(screen.getByText(ROOM_TEXT.notLogged)).toBeInTheDocument();
  });
});
