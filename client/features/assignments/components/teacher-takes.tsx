import { errorText } from '../../../lib/error-text.ts';
import { useTakes } from '../api/takes.ts';
import { TakeReview } from './take-review.tsx';

/** The takes the student sent for one assignment, newest first; `canAnswer`: the teacher who set it. */
export function TeacherTakes({ assignmentId, canAnswer }: { assignmentId: number; canAnswer: boolean }) {
  const takes = useTakes(assignmentId);
  if (takes.isPending) return <p className="mt-3 text-sm text-slate-600">Loading the takes...</p>;
  if (takes.isError)
    return (
      <p role="alert" className="mt-3 text-sm text-red-700">
        {errorText(takes.error, 'The takes could not be loaded')}
      </p>
    );
  if (takes.data.Takes.length === 0) return <p className="mt-3 text-sm text-slate-600">No takes sent yet.</p>;
  return (
    <div className="mt-3 border-t border-plum-100 pt-3">
      <h5 className="text-sm font-semibold text-plum-900">Takes</h5>
      <ul className="mt-1 space-y-3">
        {takes.data.Takes.map((take) => (
          <TakeReview key={take.id} take={take} canAnswer={canAnswer} />
        ))}
      </ul>
    </div>
  );
}
