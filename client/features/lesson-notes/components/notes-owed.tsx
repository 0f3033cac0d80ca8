import { useState } from 'react';
import type { OwedNote } from '../../../../common/schemas/lesson-notes.ts';
import { useNotesOwed } from '../api/notes-owed.ts';
import { LessonNoteForm, type SetAssignment } from './lesson-note-form.tsx';

type Props = {
  /** What to practise as an assignment for the lesson's student, where the page offers it. */
  assignmentFor?: (lesson: OwedNote) => SetAssignment;
};

/** The teacher's lessons that ended over a day ago without a note, each written in place; nothing when none is owed. */
export function NotesOwed({ assignmentFor }: Props) {
  const owed = useNotesOwed();
  const lessons = owed.data?.Lessons ?? [];
  if (lessons.length === 0) return null;
  return (
    <section
      aria-labelledby="notes-owed-heading"
      className="mb-10 rounded-xl border border-gold-400 bg-white p-4"
    >
      <h2 id="notes-owed-heading" className="font-serif text-2xl font-semibold text-plum-900">
        Notes owed
      </h2>
      <p className="mb-3 text-sm text-slate-700">
        These lessons ended more than a day ago and have no note yet. The student and their family get what
        you write by e-mail.
      </p>
      <ul className="divide-y divide-plum-100">
        {lessons.map((lesson) => (
          <OwedLesson key={lesson.class_id} lesson={lesson} setAssignment={assignmentFor?.(lesson)} />
        ))}
      </ul>
    </section>
  );
}

function OwedLesson({ lesson, setAssignment }: { lesson: OwedNote; setAssignment?: SetAssignment }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="min-w-0 flex-1 basis-64">
          <p className="font-semibold text-plum-900">{lesson.batch_name}</p>
          <p className="text-sm text-slate-600">
            {lesson.when_label} · with {lesson.student_name}
          </p>
        </div>
        {open ? null : (
          <button
            type="button"
            className="btn-primary px-4 py-1.5"
            aria-label={`Write note for ${lesson.batch_name}`}
            onClick={() => setOpen(true)}
          >
            Write note
          </button>
        )}
      </div>
      {open ? (
        <div className="mt-3 rounded-lg border border-plum-100 bg-plum-50/40 p-3">
          <LessonNoteForm
            classId={lesson.class_id}
            lessonName={lesson.batch_name}
            setAssignment={setAssignment}
            onDone={() => setOpen(false)}
          />
        </div>
      ) : null}
    </li>
  );
}
