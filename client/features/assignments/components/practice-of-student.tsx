import { errorText } from '../../../lib/error-text.ts';
import { useAssignments } from '../api/assignments.ts';
import { AssignmentForm } from './assignment-form.tsx';
import { PracticeWeekView } from './practice-week-view.tsx';
import { TeacherAssignment } from './teacher-assignment.tsx';
import type { PracticeStudent } from './teacher-students.ts';

/**
 * One student's practice as their teacher sees it (set an assignment, change theirs, answer its
 * takes) or, `readOnly`, as the school does: the assignments, their takes to hear, and the week.
 */
export function PracticeOfStudent({
  student,
  readOnly = false,
}: {
  student: PracticeStudent;
  readOnly?: boolean;
}) {
  const assignments = useAssignments(student.id);
  return (
    <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
      <div className="min-w-0">
        {readOnly ? null : (
          <div className="mb-6 rounded-xl border border-plum-100 bg-plum-50/40 p-4">
            <h3 className="mb-3 font-serif text-xl font-semibold text-plum-900">
              Set an assignment for {student.name}
            </h3>
            <AssignmentForm student={student} />
          </div>
        )}
        <h3 className="mb-3 font-serif text-xl font-semibold text-plum-900">{student.name}'s assignments</h3>
        {assignments.isPending ? (
          <p className="text-slate-600">Loading the assignments...</p>
        ) : assignments.isError ? (
          <p role="alert" className="text-red-700">
            {errorText(assignments.error, 'The assignments could not be loaded')}
          </p>
        ) : assignments.data.Assignments.length === 0 ? (
          <p className="rounded-xl border border-dashed border-plum-200 px-4 py-6 text-center text-slate-600">
            No assignments yet for {student.name}.
          </p>
        ) : (
          <ul className="space-y-4">
            {assignments.data.Assignments.map((a) => (
              <TeacherAssignment key={a.id} assignment={a} student={student} readOnly={readOnly} />
            ))}
          </ul>
        )}
      </div>
      <PracticeWeekView studentId={student.id} assignments={assignments.data?.Assignments ?? []} />
    </div>
  );
}
