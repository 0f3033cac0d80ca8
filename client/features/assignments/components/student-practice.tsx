import { useId } from 'react';
import type { Assignment } from '../../../../common/schemas/assignments.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useAssignments } from '../api/assignments.ts';
import { AssignmentFacts } from './assignment-facts.tsx';
import { PracticeWeekView } from './practice-week-view.tsx';
import { StudentAssignment } from './student-assignment.tsx';

type Props = {
  /** Given, the view is a guardian's, read only: that child's assignments and week, no 'Practise'. */
  child?: { id: number; firstName: string };
};

/**
 * The student's practice between lessons: the teacher's assignments (the server lists what is
 * due by the next lesson first, then the newest), the week's practice log and the tempo reached.
 */
export function StudentPractice({ child }: Props) {
  const assignments = useAssignments(child?.id);
  const whose = child ? 'The' : 'Your';
  return (
    <section aria-labelledby="practice-heading" className="mt-10">
      <h2 id="practice-heading" className="mb-4 font-serif text-2xl font-semibold text-plum-900">
        {child ? `${child.firstName}'s practice` : 'Practice'}
      </h2>
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0">
          <h3 className="mb-3 font-serif text-xl font-semibold text-plum-900">Assignments</h3>
          {assignments.isPending ? (
            <p className="text-slate-600">Loading {whose.toLowerCase()} assignments...</p>
          ) : assignments.isError ? (
            <p role="alert" className="text-red-700">
              {errorText(assignments.error, `${whose} assignments could not be loaded`)}
            </p>
          ) : assignments.data.Assignments.length === 0 ? (
            <p className="rounded-xl border border-dashed border-plum-200 px-4 py-6 text-center text-slate-600">
              No assignments yet. When {child ? 'the' : 'your'} teacher sets practice, it appears here.
            </p>
          ) : (
            <ul className="space-y-4">
              {assignments.data.Assignments.map((a) =>
                child ? (
                  <ReadOnlyAssignment key={a.id} assignment={a} />
                ) : (
                  <StudentAssignment key={a.id} assignment={a} />
                ),
              )}
            </ul>
          )}
        </div>
        <PracticeWeekView studentId={child?.id} assignments={assignments.data?.Assignments ?? []} />
      </div>
    </section>
  );
}

function ReadOnlyAssignment({ assignment }: { assignment: Assignment }) {
  const titleId = useId();
  return (
    <li>
      <article aria-labelledby={titleId} className="rounded-xl border border-plum-100 bg-white p-4 shadow-sm">
        <AssignmentFacts assignment={assignment} titleId={titleId} />
      </article>
    </li>
  );
}
