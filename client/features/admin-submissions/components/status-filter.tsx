import type { SubmissionStatus } from '../../../../common/schemas/admin-submissions.ts';
import { FilterSelect } from '../../../components/admin/filter-select.tsx';
import type { Filter } from '../../../components/admin/use-filter.ts';

const OPTIONS: { value: SubmissionStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

/** Chooses which submissions a list shows: open ones, handled ones, or all. */
export function StatusFilter({ filter }: { filter: Filter<SubmissionStatus> }) {
  return <FilterSelect label="Show" filter={filter} options={OPTIONS} className="w-40" />;
}
