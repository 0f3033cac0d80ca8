import { useLessonNotes } from '../api/lesson-notes.ts';
import { NoteText } from './note-text.tsx';

/**
 * Under a past lesson on the student's dashboard, or a guardian's for the child `studentId`: the
 * teacher's note (its shared part), when there is one.
 */
export function StudentLessonNote({ classId, studentId }: { classId: number; studentId?: number }) {
  const notes = useLessonNotes(studentId);
  const note = notes.data?.Notes.find((n) => n.class_id === classId);
  if (!note) return null;
  return (
    <section
      aria-label={`Teacher’s note on ${note.batch_name}`}
      className="mt-1 rounded-lg border border-plum-100 bg-plum-50/50 p-3"
    >
      <h3 className="mb-1 text-sm font-semibold text-plum-900">Note from {note.teacher_name}</h3>
      <NoteText note={note} />
    </section>
  );
}
