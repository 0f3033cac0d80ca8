import { APPLICATION_STATES } from '../../../../common/fees/fee-states.ts';
import {
  APPLICATION_STATE_LABELS,
  type ApplicationFilter,
} from '../../../../common/schemas/admin-submissions.ts';
import { FilterSelect } from '../../../components/admin/filter-select.tsx';
import type { Filter } from '../../../components/admin/use-filter.ts';

const OPTIONS: { value: ApplicationFilter; label: string }[] = [
  { value: 'open', label: 'Open (new, contacted, waitlisted)' },
  ...APPLICATION_STATES.map((state) => ({ value: state, label: APPLICATION_STATE_LABELS[state] })),
  { value: 'all', label: 'All' },
];

/** Chooses which applications the list shows: the open ones, those in one state, or all. */
export function ApplicationStateFilter({ filter }: { filter: Filter<ApplicationFilter> }) {
  return <FilterSelect label="Show" filter={filter} options={OPTIONS} className="w-full sm:w-64" />;
}
