import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LESSON_NOTE_TEXT, type LessonNote } from '../../../../common/schemas/lesson-notes.ts';
import { toast } from '../../../lib/toast.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { LessonNoteForm, NOTE_FORM_TEXT } from './lesson-note-form.tsx';

const URL = '/api/classes/7/note';
const saved = (body: Partial<LessonNote> = {}): LessonNote => ({
  class_id: 7,
  batch_name: 'Vocal Basics',
  starts_at: '2026-03-03T12:30:00.000Z',
  when_label: 'Tue 3 Mar 2026, 18:00 India time',
  teacher_name: 'Maya Rao',
  student_name: 'Arjun Mehta',
  covered: '',
  to_practise: '',
  updated_at: '2026-03-03T14:00:00.000Z',
  private_remark: '',
  mailed_at: null,
  ...body,
});

function renderForm(props: Partial<Parameters<typeof LessonNoteForm>[0]> = {}, reply?: () => unknown) {
  const calls = mockApi({
    [`PUT ${URL}`]:
      reply ??
      ((call) => ({
        result: true,
        message: LESSON_NOTE_TEXT.savedAndMailed,
        Note: saved(call.body as Partial<LessonNote>),
      })),
  });
  const onDone = vi.fn();
  renderWithQuery(<LessonNoteForm classId={7} lessonName="Vocal Basics" onDone={onDone} {...props} />);
  return { calls, onDone, user: userEvent.setup() };
}

describe('LessonNoteForm', () => {
  beforeEach(() => {
    vi.spyOn(toast, 'success').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends what was covered, what to practise and the private remark, and says it went home', async () => {
    const { calls, onDone, user } = renderForm();
    expect(screen.getByRole('form', { name: 'Lesson note for Vocal Basics' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(NOTE_FORM_TEXT.covered), 'Yaman alaap');
    await user.type(screen.getByLabelText(NOTE_FORM_TEXT.toPractise), 'Sa Re Ga with the drone');
    const remark = screen.getByLabelText(NOTE_FORM_TEXT.privateRemark);
    expect(remark).toHaveAccessibleDescription(NOTE_FORM_TEXT.privateHint);
    await user.type(remark, 'Tired today');
    await user.click(screen.getByRole('button', { name: NOTE_FORM_TEXT.save }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'PUT',
        URL,
        { covered: 'Yaman alaap', to_practise: 'Sa Re Ga with the drone', private_remark: 'Tired today' },
      ],
    ]);
    expect(toast.success).toHaveBeenCalledWith(LESSON_NOTE_TEXT.savedAndMailed);
    // Without a call for assignments handed in, the form offers none.
    expect(screen.queryByLabelText(NOTE_FORM_TEXT.alsoAssign)).not.toBeInTheDocument();
  });

  it('starts from the note as it stands and says why a save was refused', async () => {
    const { user } = renderForm({ note: saved({ covered: 'Scales', private_remark: 'Kept' }) }, () =>
      Response.json({ error: LESSON_NOTE_TEXT.notStarted, message: '' }, { status: 409 }),
    );
    expect(screen.getByLabelText(NOTE_FORM_TEXT.covered)).toHaveValue('Scales');
    expect(screen.getByLabelText(NOTE_FORM_TEXT.privateRemark)).toHaveValue('Kept');
    await user.click(screen.getByRole('button', { name: NOTE_FORM_TEXT.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LESSON_NOTE_TEXT.notStarted);
  });

  it('asks for something to be written before sending anything', async () => {
    const { calls, user } = renderForm();
    await user.type(screen.getByLabelText(NOTE_FORM_TEXT.covered), '   ');
    await user.click(screen.getByRole('button', { name: NOTE_FORM_TEXT.save }));
    expect(screen.getByRole('alert')).toHaveTextContent(LESSON_NOTE_TEXT.empty);
    expect(calls).toEqual([]);
  });

  it('sets what to practise as an assignment too, with its title, after the note is saved', async () => {
    const setAssignment = vi.fn(async () => ({}));
    const { calls, onDone, user } = renderForm({ setAssignment });
    await user.type(screen.getByLabelText(NOTE_FORM_TEXT.toPractise), 'Teentaal at 80');
    await user.click(screen.getByLabelText(NOTE_FORM_TEXT.alsoAssign));
    const save = screen.getByRole('button', { name: NOTE_FORM_TEXT.save });
    // The assignment needs its title first.
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText(NOTE_FORM_TEXT.assignmentTitle), 'Teentaal');
    await user.click(save);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(setAssignment).toHaveBeenCalledWith({ title: 'Teentaal', notes: 'Teentaal at 80' });
    expect(toast.success).toHaveBeenCalledWith(NOTE_FORM_TEXT.assignmentSet);
  });

  it('says when the note was saved but the assignment was not', async () => {
    const setAssignment = vi.fn(async () => {
      throw new Error('offline');
    });
    const { onDone, user } = renderForm({ setAssignment });
    await user.type(screen.getByLabelText(NOTE_FORM_TEXT.toPractise), 'Scales');
    await user.click(screen.getByLabelText(NOTE_FORM_TEXT.alsoAssign));
    await user.type(screen.getByLabelText(NOTE_FORM_TEXT.assignmentTitle), 'Scales');
    await user.click(screen.getByRole('button', { name: NOTE_FORM_TEXT.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      NOTE_FORM_TEXT.assignmentFailed('it could not be set'),
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
