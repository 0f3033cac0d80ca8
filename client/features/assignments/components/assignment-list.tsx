import type { ReactNode } from 'react';
import type { Assignment } from '../../../../common/schemas/assignments.ts';
import { errorText } from '../../../lib/error-text.ts';
import type { useAssignments } from '../api/assignments.ts';

type Props = {
  assignments: ReturnType<typeof useAssignments>;
  /** Whose they are, in the loading and error lines ('your', 'the'). */
  whose: string;
  /** What an empty list says. */
  empty: ReactNode;
  item: (assignment: Assignment) => ReactNode;
};

/** A list of assignments as it loads, fails, is empty or has some: one place for every view of them. */
export function AssignmentList({ assignments, whose, empty, item }: Props) {
  if (assignments.isPending) return <p className="text-slate-600">Loading {whose} assignments...</p>;
  if (assignments.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorText(assignments.error, `${capitalised(whose)} assignments could not be loaded`)}
      </p>
    );
  if (assignments.data.Assignments.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-plum-200 px-4 py-6 text-center text-slate-600">
        {empty}
      </p>
    );
  return <ul className="space-y-4">{assignments.data.Assignments.map(item)}</ul>;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
