import { useId } from 'react';
import { Link } from 'react-router';
import type { Assignment } from '../../../../common/schemas/assignments.ts';
import { AssignmentFacts } from './assignment-facts.tsx';
import { TakeFeedback } from './take-feedback.tsx';

/** One of the student's assignments: what to practise, 'Practise' in the practice room, and the teacher's answers. */
export function StudentAssignment({ assignment }: { assignment: Assignment }) {
  const titleId = useId();
  return (
    <li>
      <article aria-labelledby={titleId} className="rounded-xl border border-plum-100 bg-white p-4 shadow-sm">
        <AssignmentFacts assignment={assignment} titleId={titleId} />
        <p className="mt-3">
          <Link
            to={`/practice?assignment=${assignment.id}`}
            className="btn-primary inline-block px-5 py-2"
            aria-describedby={titleId}
          >
            Practise
          </Link>
        </p>
        <TakeFeedback assignmentId={assignment.id} />
      </article>
    </li>
  );
}
