import { useId } from 'react';
import type { Assignment } from '../../../../common/schemas/assignments.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useAssignments } from '../api/assignments.ts';
import { AssignmentFacts } from './assignment-facts.tsx';
import { PracticeWeekView } from './practice-week-view.tsx';

type Props = { child: { id: number; firstName: string } };

/** A guardian's view of their child's practice, read only: the teacher's assignments and the week's log. */
export function ChildPractice({ child }: Props) {
  const assignments = useAssignments(child.id);
  return (
    <section aria-labelledby="practice-heading" className="mt-10">
      <h2 id="practice-heading" className="mb-4 font-serif text-2xl font-semibold text-plum-900">
        {child.firstName}'s practice
      </h2>
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0">
          <h3 className="mb-3 font-serif text-xl font-semibold text-plum-900">Assignments</h3>
          {assignments.isPending ? (
            <p className="text-slate-600">Loading the assignments...</p>
          ) : assignments.isError ? (
            <p role="alert" className="text-red-700">
              {errorText(assignments.error, 'The assignments could not be loaded')}
            </p>
          ) : assignments.data.Assignments.length === 0 ? (
            <p className="rounded-xl border border-dashed border-plum-200 px-4 py-6 text-center text-slate-600">
              No assignments yet. When the teacher sets practice, it appears here.
            </p>
          ) : (
            <ul className="space-y-4">
              {assignments.data.Assignments.map((a) => (
                <ChildAssignment key={a.id} assignment={a} />
              ))}
            </ul>
          )}
        </div>
        <PracticeWeekView studentId={child.id} assignments={assignments.data?.Assignments ?? []} />
      </div>
    </section>
  );
}

function ChildAssignment({ assignment }: { assignment: Assignment }) {
  const titleId = useId();
  return (
    <li>
      <article aria-labelledby={titleId} className="rounded-xl border border-plum-100 bg-white p-4 shadow-sm">
        <AssignmentFacts assignment={assignment} titleId={titleId} />
      </article>
    </li>
  );
}
