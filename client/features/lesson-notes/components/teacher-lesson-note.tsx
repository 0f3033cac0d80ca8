import { useState } from 'react';
import type { LessonNote } from '../../../../common/schemas/lesson-notes.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useLessonNotes } from '../api/lesson-notes.ts';
import { LessonNoteForm, type SetAssignment } from './lesson-note-form.tsx';
import { NoteText } from './note-text.tsx';

type Props = {
  classId: number;
  lessonName: string;
  setAssignment?: SetAssignment;
};

/** Under a past lesson on the teacher's dashboard: its note with Edit, or Write lesson note. */
export function TeacherLessonNote({ classId, lessonName, setAssignment }: Props) {
  const notes = useLessonNotes();
  const note = notes.data?.Notes.find((n) => n.class_id === classId) ?? null;
  return (
    <LessonNoteBlock classId={classId} lessonName={lessonName} note={note} setAssignment={setAssignment} />
  );
}

/**
 * A lesson's note for its teacher: shown with when it went home, or written and changed in place
 * (`startOpen`: the form is open at once while there is no note, as at the end of the lesson).
 */
export function LessonNoteBlock({
  classId,
  lessonName,
  note,
  setAssignment,
  startOpen = false,
}: Props & { note: LessonNote | null; startOpen?: boolean }) {
  const [editing, setEditing] = useState(startOpen && !note);
  if (editing) {
    return (
      <div className="mt-1 rounded-lg border border-plum-100 bg-plum-50/40 p-3">
        <LessonNoteForm
          classId={classId}
          lessonName={lessonName}
          note={note}
          setAssignment={note ? undefined : setAssignment}
          onDone={() => setEditing(false)}
        />
      </div>
    );
  }
  if (!note) {
    return (
      <button
        type="button"
        className="btn-outline px-4 py-1.5 text-plum-800"
        aria-label={`Write lesson note for ${lessonName}`}
        onClick={() => setEditing(true)}
      >
        Write lesson note
      </button>
    );
  }
  return (
    <section
      aria-label={`Lesson note on ${lessonName}`}
      className="mt-1 rounded-lg border border-plum-100 p-3"
    >
      <NoteText note={note} />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <p className="text-xs text-slate-600">
          {note.mailed_at
            ? `Sent home ${formatDateTime(note.mailed_at)}`
            : 'Not sent home: nothing shared yet'}
        </p>
        <button
          type="button"
          className="btn-outline px-4 py-1 text-plum-800"
          aria-label={`Edit note for ${lessonName}`}
          onClick={() => setEditing(true)}
        >
          Edit note
        </button>
      </div>
    </section>
  );
}
