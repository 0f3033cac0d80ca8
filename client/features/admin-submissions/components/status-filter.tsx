import type { SubmissionStatus } from '../../../../common/schemas/admin-submissions.ts';
import { FilterSelect } from '../../../components/admin/filter-select.tsx';

const OPTIONS: { value: SubmissionStatus; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

/** Chooses which submissions a list shows: open ones, handled ones, or all. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: SubmissionStatus;
  onChange(s: SubmissionStatus): void;
}) {
  return <FilterSelect label="Show" value={value} options={OPTIONS} onChange={onChange} className="w-40" />;
}
