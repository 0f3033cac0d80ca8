import { inputClass } from '../ui/form-field.tsx';
import type { Filter } from './use-filter.ts';

/** The look of a filter's label, with its select or search box under it. */
export const filterLabelClass = 'flex flex-col gap-1 text-sm font-semibold text-plum-900';

type Props<Value extends string> = {
  label: string;
  filter: Filter<Value>;
  options: readonly { value: NoInfer<Value>; label: string }[];
  /** The label's width and margin. */
  className?: string;
};

/** A list's filter: a labelled select whose change applies at once. */
export function FilterSelect<Value extends string>({ label, filter, options, className = '' }: Props<Value>) {
  return (
    <label className={`${filterLabelClass} ${className}`}>
      {label}
      <select
        className={inputClass}
        value={filter.value}
        onChange={(e) => filter.set(e.target.value as Value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
