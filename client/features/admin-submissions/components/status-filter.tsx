import type { SubmissionStatus } from '../../../../common/schemas/admin-submissions.ts';
import { inputClass } from '../../../components/ui/form-field.tsx';

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
  return (
    <label className="flex w-40 flex-col gap-1 text-sm font-semibold text-plum-900">
      Show
      <select
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value as SubmissionStatus)}
      >
        {OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
