import { useId } from 'react';
import type { Assignment } from '../../../../common/schemas/assignments.ts';
import { useAssignments } from '../api/assignments.ts';
import { AssignmentFacts } from './assignment-facts.tsx';
import { AssignmentList } from './assignment-list.tsx';
import { PracticeWeekView } from './practice-week-view.tsx';
import { StudentAssignment } from './student-assignment.tsx';

type Props = {
  /** A guardian's child, seen read only; without it, the signed-in student's own practice. */
  child?: { id: number; firstName: string };
};

/**
 * A student's practice between lessons: the teacher's assignments (the server lists what is due by
 * the next lesson first, then the newest), the week's practice log and the tempo reached. The
 * student practises from it; a guardian reads their child's.
 */
export function StudentPractice({ child }: Props) {
  const assignments = useAssignments(child?.id);
  return (
    <section aria-labelledby="practice-heading" className="mt-10">
      <h2 id="practice-heading" className="mb-4 font-serif text-2xl font-semibold text-plum-900">
        {child ? `${child.firstName}'s practice` : 'Practice'}
      </h2>
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0">
          <h3 className="mb-3 font-serif text-xl font-semibold text-plum-900">Assignments</h3>
          <AssignmentList
            assignments={assignments}
            whose={child ? 'the' : 'your'}
            empty={`No assignments yet. When ${child ? 'the' : 'your'} teacher sets practice, it appears here.`}
            item={(a) =>
              child ? (
                <ReadOnlyAssignment key={a.id} assignment={a} />
              ) : (
                <StudentAssignment key={a.id} assignment={a} />
              )
            }
          />
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
