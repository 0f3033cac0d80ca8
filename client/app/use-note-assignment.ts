import { useCreateAssignment } from '../features/assignments/api/create-assignment.ts';
import type { SetAssignment } from '../features/lesson-notes/components/lesson-note-form.tsx';

/** A lesson note's 'also set as an assignment': the assignments' own create call, for the lesson's student. */
export function useNoteAssignment() {
  const create = useCreateAssignment();
  return (studentId: number, classId: number): SetAssignment =>
    (a) =>
      create.mutateAsync({ student_id: studentId, class_id: classId, title: a.title, notes: a.notes });
}
