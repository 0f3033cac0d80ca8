import { errorText } from '../../../lib/error-text.ts';
import { useAssignments } from '../api/assignments.ts';
import { PracticeWeekView } from './practice-week-view.tsx';
import { StudentAssignment } from './student-assignment.tsx';

/**
 * The student's practice between lessons: the teacher's assignments (the server lists what is
 * due by the next lesson first, then the newest), the week's practice log and the tempo reached.
 */
export function StudentPractice() {
  const assignments = useAssignments();
  return (
    <section aria-labelledby="practice-heading" className="mt-10">
      <h2 id="practice-heading" className="mb-4 font-serif text-2xl font-semibold text-plum-900">
        Practice
      </h2>
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0">
          <h3 className="mb-3 font-serif text-xl font-semibold text-plum-900">Assignments</h3>
          {assignments.isPending ? (
            <p className="text-slate-600">Loading your assignments...</p>
          ) : assignments.isError ? (
            <p role="alert" className="text-red-700">
              {errorText(assignments.error, 'Your assignments could not be loaded')}
            </p>
          ) : assignments.data.Assignments.length === 0 ? (
            <p className="rounded-xl border border-dashed border-plum-200 px-4 py-6 text-center text-slate-600">
              No assignments yet. When your teacher sets practice, it appears here.
            </p>
          ) : (
            <ul className="space-y-4">
              {assignments.data.Assignments.map((a) => (
                <StudentAssignment key={a.id} assignment={a} />
              ))}
            </ul>
          )}
        </div>
        <PracticeWeekView assignments={assignments.data?.Assignments ?? []} />
      </div>
    </section>
  );
}
