import { useId } from 'react';
import { filterLabelClass } from '../../../components/admin/filter-select.tsx';
import { inputClass } from '../../../components/ui/form-field.tsx';
import type { MonthRangeState } from '../hooks/use-month-range.ts';

/** A report's first and last month (month pickers), with what is wrong with them. */
export function MonthRangeFields({ state, label }: { state: MonthRangeState; label: string }) {
  const errorId = useId();
  const invalid = state.error !== null;
  const described = invalid ? errorId : undefined;
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{label}</legend>
      <MonthInput label="From" value={state.from} onChange={state.setFrom} errorId={described} />
      <MonthInput label="To" value={state.to} onChange={state.setTo} errorId={described} />
      {invalid ? (
        <p id={errorId} role="alert" className="basis-full text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One end of the range; `errorId` names the error shown while the range is wrong. */
function MonthInput({
  label,
  value,
  onChange,
  errorId,
}: {
  label: string;
  value: string;
  onChange(month: string): void;
  errorId: string | undefined;
}) {
  return (
    <label className={`${filterLabelClass} w-40`}>
      {label}
      <input
        type="month"
        className={inputClass}
        value={value}
        aria-invalid={errorId !== undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
