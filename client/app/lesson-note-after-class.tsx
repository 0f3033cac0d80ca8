import { useLessonNote } from '../features/lesson-notes/api/lesson-note.ts';
import { LessonNoteBlock } from '../features/lesson-notes/components/teacher-lesson-note.tsx';
import { useMyClasses } from '../features/my-classes/api/my-classes-api.ts';
import { errorText } from '../lib/error-text.ts';
import { useNoteAssignment } from './use-note-assignment.ts';

/** On the room's end screen: the lesson's note, its form open at once, with 'set as an assignment' for the lesson's student. */
export function LessonNoteAfterClass({ classId }: { classId: number }) {
  const note = useLessonNote(classId);
  const classes = useMyClasses();
  const assignmentFor = useNoteAssignment();
  const lesson = classes.data && [...classes.data.Today, ...classes.data.Past].find((c) => c.id === classId);
  if (note.isPending) return <p className="text-slate-600">Loading the lesson note...</p>;
  if (note.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorText(note.error, 'The lesson note could not be loaded')}
      </p>
    );
  return (
    <LessonNoteBlock
      classId={classId}
      lessonName={lesson?.batch_name ?? 'this lesson'}
      note={note.data.Note}
      setAssignment={lesson ? assignmentFor(lesson.with_id, classId) : undefined}
      startOpen
    />
  );
}
