import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LessonNote, OwedNote } from '../../../../common/schemas/lesson-notes.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithQuery } from '../../../test/render-with-query.tsx';
import { NOTE_FORM_TEXT } from './lesson-note-form.tsx';
import { NotesOwed } from './notes-owed.tsx';
import { StudentLessonNote } from './student-lesson-note.tsx';
import { TeacherLessonNote } from './teacher-lesson-note.tsx';

const note = (body: Partial<LessonNote> = {}): LessonNote => ({
  class_id: 7,
  batch_name: 'Vocal Basics',
  starts_at: '2026-03-03T12:30:00.000Z',
  when_label: 'Tue 3 Mar 2026, 18:00 India time',
  teacher_name: 'Maya Rao',
  student_name: 'Arjun Mehta',
  covered: 'Yaman alaap',
  to_practise: 'Sa Re Ga with the drone',
  updated_at: '2026-03-03T14:00:00.000Z',
  ...body,
});
const owed = (body: Partial<OwedNote> = {}): OwedNote => ({
  class_id: 9,
  student_id: 20,
  batch_name: 'Piano Basics',
  starts_at: '2026-03-01T12:30:00.000Z',
  when_label: 'Sun 1 Mar 2026, 18:00 India time',
  student_name: 'Arjun Mehta',
  teacher_name: 'Maya Rao',
  ...body,
});
const notes = (list: LessonNote[]) => ({ 'GET /api/lesson-notes': () => ({ result: true, Notes: list }) });

describe('lesson notes on the dashboards', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the student the teacher's note under its lesson, and nothing under a lesson without one", async () => {
    mockApi(notes([note()]));
    renderWithQuery(
      <>
        <StudentLessonNote classId={7} />
        <StudentLessonNote classId={8} />
      </>,
    );
    const shown = await screen.findByRole('region', { name: 'Teacher’s note on Vocal Basics' });
    expect(within(shown).getByText('Note from Maya Rao')).toBeInTheDocument();
    expect(within(shown).getByText('Yaman alaap')).toBeInTheDocument();
    expect(within(shown).getByText('Sa Re Ga with the drone')).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('shows the teacher the whole note with Edit, and Write lesson note where there is none', async () => {
    mockApi(notes([note({ private_remark: 'Tired today', mailed_at: '2026-03-03T14:00:00.000Z' })]));
    renderWithQuery(
      <>
        <TeacherLessonNote classId={7} lessonName="Vocal Basics" />
        <TeacherLessonNote classId={8} lessonName="Piano Basics" />
      </>,
    );
    const shown = await screen.findByRole('region', { name: 'Lesson note on Vocal Basics' });
    expect(within(shown).getByText('Tired today')).toBeInTheDocument();
    expect(within(shown).getByText(/^Sent home /)).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'Edit note for Vocal Basics' }));
    expect(screen.getByLabelText(NOTE_FORM_TEXT.covered)).toHaveValue('Yaman alaap');
    await userEvent.click(screen.getByRole('button', { name: 'Write lesson note for Piano Basics' }));
    expect(screen.getByRole('form', { name: 'Lesson note for Piano Basics' })).toBeInTheDocument();
  });

  it('lists the notes owed, each written in place with its assignment for that student', async () => {
    mockApi({ 'GET /api/lesson-notes/owed': () => ({ result: true, Lessons: [owed()] }) });
    const assignmentFor = vi.fn(() => async () => ({}));
    renderWithQuery(<NotesOwed assignmentFor={assignmentFor} />);
    const section = await screen.findByRole('region', { name: 'Notes owed' });
    expect(
      within(section).getByText('Sun 1 Mar 2026, 18:00 India time · with Arjun Mehta'),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Write note for Piano Basics' }));
    expect(within(section).getByRole('form', { name: 'Lesson note for Piano Basics' })).toBeInTheDocument();
    expect(within(section).getByLabelText(NOTE_FORM_TEXT.alsoAssign)).toBeInTheDocument();
    expect(assignmentFor).toHaveBeenCalledWith(expect.objectContaining({ class_id: 9, student_id: 20 }));
  });

  it('shows no Notes owed section when none is owed', async () => {
    const calls = mockApi({ 'GET /api/lesson-notes/owed': () => ({ result: true, Lessons: [] }) });
    const { container } = renderWithQuery(<NotesOwed />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
