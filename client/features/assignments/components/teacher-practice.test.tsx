import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSIGNMENT_TEXT } from '../../../../common/schemas/assignments.ts';
import { toast } from '../../../lib/toast.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { assignment, lesson, practiceWeek, take } from '../../../test/practice-builders.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { TeacherPractice } from './teacher-practice.tsx';

const LIST = '/api/course/assignments';
const LESSONS = [
  lesson({ id: 7, when_label: 'Wed 2 Jan 2999, 18:00 India time' }),
  lesson({ id: 8, starts_at: '2999-01-09T12:30:00.000Z', when_label: 'Wed 9 Jan 2999, 18:00 India time' }),
  lesson({ id: 9, with_id: 21, with_name: 'Bina Das' }),
];

function renderTeacher(handlers: Parameters<typeof mockApi>[0] = {}, lessons = LESSONS) {
  const calls = mockApi({
    [`GET ${LIST}`]: (call) => ({
      result: true,
      Assignments: call.query.get('student_id') === '20' ? [assignment({ minutes_practised: 2 })] : [],
    }),
    [`GET ${LIST}/1/takes`]: () => ({ result: true, Takes: [take()] }),
    'GET /api/course/practice-log': (call) => practiceWeek(call.query.get('from') as string),
    ...handlers,
  });
  renderWithQuery(<TeacherPractice lessons={lessons} />);
  return { calls, user: userEvent.setup() };
}

const setForm = () =>
  within(screen.getByRole('heading', { name: /^Set an assignment/ }).parentElement as HTMLElement);

describe('TeacherPractice', () => {
  beforeEach(() => {
    vi.spyOn(toast, 'success').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('says while the students load, when they could not, and when there are none', () => {
    const { unmount } = renderWithQuery(<TeacherPractice lessons={undefined} />);
    expect(screen.getByText('Loading your students...')).toBeInTheDocument();
    unmount();
    renderWithQuery(<TeacherPractice lessons={undefined} error={new Error('offline')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your students could not be loaded');
    renderWithQuery(<TeacherPractice lessons={[]} />);
    expect(
      screen.getByText(
        'No students yet. Once you have a lesson with a student, you can set them practice here.',
      ),
    ).toBeInTheDocument();
  });

  it("shows one student at a time, chosen by name, with that student's assignments and week", async () => {
    const { calls, user } = renderTeacher();
    expect(
      await screen.findByRole('heading', { name: 'Asha Rao’s assignments'.replace('’', "'") }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Teentaal at 80' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'This week' })).toBeInTheDocument();
    // The teacher reads the week; only the student adds to it.
    expect(screen.queryByRole('button', { name: 'Add practice' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Student'), 'Bina Das');
    expect(await screen.findByText('No assignments yet for Bina Das.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === LIST).map((c) => c.query.get('student_id'))).toEqual(['20', '21']);
    expect(
      calls.filter((c) => c.path === '/api/course/practice-log').map((c) => c.query.get('student_id')),
    ).toEqual(['20', '21']);
  });

  it('sets an assignment with a tempo goal, tala, due lesson and attachment, then reads the list again', async () => {
    const { calls, user } = renderTeacher({
      [`POST ${LIST}`]: () =>
        Response.json({ result: true, Assignment: assignment({ id: 4 }) }, { status: 201 }),
      [`POST ${LIST}/4/attachment`]: () => ({ result: true, Assignment: assignment({ id: 4 }) }),
    });
    await screen.findByRole('heading', { name: 'Teentaal at 80' });
    const form = setForm();
    await user.type(form.getByLabelText('Title'), 'Teentaal theka');
    await user.type(form.getByLabelText('Notes'), 'Slow and even');
    await user.type(form.getByLabelText('Tempo goal (bpm, optional)'), '80');
    await user.selectOptions(form.getByLabelText('Tala'), 'Teentaal');
    expect(form.getAllByRole('option', { name: /Tabla, Wed/ }).map((o) => o.textContent)).toEqual([
      'Tabla, Wed 2 Jan 2999, 18:00 India time',
      'Tabla, Wed 9 Jan 2999, 18:00 India time',
    ]);
    await user.selectOptions(form.getByLabelText('Due lesson'), 'Tabla, Wed 9 Jan 2999, 18:00 India time');
    const score = new File(['%PDF-1.4'], 'theka.pdf', { type: 'application/pdf' });
    await user.upload(form.getByLabelText('Attachment (optional)'), score);
    await user.click(form.getByRole('button', { name: 'Set assignment' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Assignment set for Asha Rao'));
    expect(calls.find((c) => c.method === 'POST' && c.path === LIST)?.body).toEqual({
      student_id: 20,
      title: 'Teentaal theka',
      notes: 'Slow and even',
      tempo_goal: 80,
      tala: 'teentaal',
      due_class_id: 8,
    });
    expect(calls.find((c) => c.path === `${LIST}/4/attachment`)?.query.get('name')).toBe('theka.pdf');
    expect(form.getByLabelText('Title')).toHaveValue('');
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === LIST)).toHaveLength(2));
  });

  it('says when the assignment was set but the server, reading its bytes, refused its attachment', async () => {
    const { user } = renderTeacher({
      [`POST ${LIST}`]: () =>
        Response.json({ result: true, Assignment: assignment({ id: 4 }) }, { status: 201 }),
      [`POST ${LIST}/4/attachment`]: () =>
        Response.json({ error: 'The attachment must be a PDF, a PNG, JPEG or WebP image' }, { status: 400 }),
    });
    await screen.findByRole('heading', { name: 'Teentaal at 80' });
    const form = setForm();
    await user.type(form.getByLabelText('Title'), 'Scales');
    await user.upload(form.getByLabelText('Attachment (optional)'), new File(['MZ'], 'not-really.pdf'));
    await user.click(form.getByRole('button', { name: 'Set assignment' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'The assignment was saved, but the attachment was not: The attachment must be a PDF, a PNG, JPEG or WebP image',
    );
  });

  it('edits an assignment and deletes one after asking', async () => {
    const { calls, user } = renderTeacher({
      [`PATCH ${LIST}/1`]: () => ({ result: true, Assignment: assignment() }),
      [`DELETE ${LIST}/1`]: () => ({ result: true }),
    });
    const card = within(
      (await screen.findByRole('heading', { name: 'Teentaal at 80' })).closest('article') as HTMLElement,
    );
    await user.click(card.getByRole('button', { name: 'Edit' }));
    const edit = within(card.getByRole('form', { name: 'Edit Teentaal at 80' }));
    expect(edit.getByLabelText('Tempo goal (bpm, optional)')).toHaveValue(80);
    expect(edit.getByLabelText('Due lesson')).toHaveValue('7');
    await user.clear(edit.getByLabelText('Tempo goal (bpm, optional)'));
    await user.type(edit.getByLabelText('Tempo goal (bpm, optional)'), '90');
    await user.click(edit.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Assignment saved'));
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      tempo_goal: 90,
      tala: 'teentaal',
      due_class_id: 7,
    });

    await user.click(card.getByRole('button', { name: 'Delete' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(card.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `${LIST}/1`)).toBe(true),
    );
  });

  it("shows the deletion refused with the server's words", async () => {
    const { user } = renderTeacher({
      [`DELETE ${LIST}/1`]: () =>
        Response.json(
          { error: ASSIGNMENT_TEXT.hasTakes, message: ASSIGNMENT_TEXT.hasTakes },
          { status: 409 },
        ),
    });
    const card = within(
      (await screen.findByRole('heading', { name: 'Teentaal at 80' })).closest('article') as HTMLElement,
    );
    await user.click(card.getByRole('button', { name: 'Delete' }));
    await user.click(card.getByRole('button', { name: 'Yes, delete' }));
    expect(await card.findByRole('alert')).toHaveTextContent(ASSIGNMENT_TEXT.hasTakes);
  });

  it("lets a teacher read and hear another teacher's assignment of the student, without changing or answering it", async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { user } = renderTeacher({
      [`GET ${LIST}`]: () => ({
        result: true,
        Assignments: [assignment({ can_change: false, teacher_name: 'Ravi Tabla' })],
      }),
      'GET /api/course/takes/5/file': () => new Response('x'),
    });
    const card = within(
      (await screen.findByRole('heading', { name: 'Teentaal at 80' })).closest('article') as HTMLElement,
    );
    expect(
      card.getByText('Set by Ravi Tabla: only they can change it or answer its takes.'),
    ).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(await card.findByRole('button', { name: 'Play take' }));
    expect(card.getByLabelText('The take')).toHaveAttribute('src', '/api/course/takes/5/file');
    expect(card.queryByRole('form', { name: 'Comment on the take' })).not.toBeInTheDocument();
    expect(card.queryByRole('form', { name: 'Answer the take' })).not.toBeInTheDocument();
  });

  it('plays a take over its waveform, comments at 0:05 chosen with the keys or a click, and answers Again', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const samples = Float32Array.from({ length: 1200 }, (_, i) => (i % 100) / 100);
    vi.stubGlobal(
      'OfflineAudioContext',
      class {
        decodeAudioData = async () => ({ getChannelData: () => samples });
      },
    );
    const { calls, user } = renderTeacher({
      'GET /api/course/takes/5/file': () => new Response(new Uint8Array([1, 2, 3])),
      'POST /api/course/takes/5/comments': () => ({ result: true, Take: take() }),
      'POST /api/course/takes/5/answer': () => ({ result: true, Take: take() }),
    });
    await user.click(await screen.findByRole('button', { name: 'Play take' }));
    expect(screen.getByLabelText('The take')).toHaveAttribute('src', '/api/course/takes/5/file');
    expect(play).toHaveBeenCalled();
    const waveform = screen.getByRole('slider', { name: 'Moment of the take' });
    await waitFor(() => expect(screen.queryByText('Drawing the waveform...')).not.toBeInTheDocument());
    expect(screen.queryByText(/could not be drawn/)).not.toBeInTheDocument();
    expect(waveform.querySelector('path')?.getAttribute('d')).toMatch(/^M0.5 /);

    waveform.focus();
    for (let i = 0; i < 5; i++) await user.keyboard('{ArrowRight}');
    expect(waveform).toHaveAttribute('aria-valuetext', '0:05');
    expect(screen.getByLabelText('Time (m:ss)')).toHaveValue('0:05');
    await user.type(screen.getByLabelText('Comment'), 'Rushing here');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/course/takes/5/comments')?.body).toEqual({
        at_ms: 5_000,
        text: 'Rushing here',
      }),
    );

    // A click half-way along a 10 s take is 0:05 too.
    vi.spyOn(waveform, 'getBoundingClientRect').mockReturnValue({ left: 100, width: 200 } as DOMRect);
    fireEvent.click(waveform, { clientX: 200 });
    expect(waveform).toHaveAttribute('aria-valuetext', '0:05');

    await user.type(screen.getByLabelText('Answer'), 'Once more, calmer');
    await user.click(screen.getByRole('radio', { name: 'Again' }));
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/course/takes/5/answer')?.body).toEqual({
        text: 'Once more, calmer',
        verdict: 'again',
      }),
    );
    expect(toast.success).toHaveBeenCalledWith('Answer sent: the student is told by mail');
  });

  it('takes the moment the teacher pauses at for the next comment, but not the end of a take played through', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { user } = renderTeacher({ 'GET /api/course/takes/5/file': () => new Response('x') });
    await user.click(await screen.findByRole('button', { name: 'Play take' }));
    const audio = screen.getByLabelText('The take', { selector: 'audio' }) as HTMLAudioElement;
    audio.currentTime = 3.4;
    fireEvent.pause(audio);
    expect(screen.getByLabelText('Time (m:ss)')).toHaveValue('0:03');
    expect(screen.getByRole('slider', { name: 'Moment of the take' })).toHaveAttribute('aria-valuenow', '3');
    Object.defineProperty(audio, 'ended', { value: true });
    audio.currentTime = 10;
    fireEvent.pause(audio);
    expect(screen.getByLabelText('Time (m:ss)')).toHaveValue('0:03');
  });

  it('refuses a typed time beyond the take, and says when the waveform cannot be drawn', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.stubGlobal(
      'OfflineAudioContext',
      class {
        decodeAudioData = async () => {
          throw new Error('EncodingError');
        };
      },
    );
    const { calls, user } = renderTeacher({ 'GET /api/course/takes/5/file': () => new Response('x') });
    await user.click(await screen.findByRole('button', { name: 'Play take' }));
    expect(await screen.findByText(/The waveform could not be drawn in this browser/)).toBeInTheDocument();
    const time = screen.getByLabelText('Time (m:ss)');
    await user.clear(time);
    await user.type(time, '0:12');
    await user.type(screen.getByLabelText('Comment'), 'Late');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please give a time from 0:00 to 0:10');
    expect(calls.some((c) => c.path.endsWith('/comments'))).toBe(false);
  });
});
