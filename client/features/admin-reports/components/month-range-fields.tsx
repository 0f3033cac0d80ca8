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
      <label className={`${filterLabelClass} w-40`}>
        From
        <input
          type="month"
          className={inputClass}
          value={state.from}
          aria-invalid={invalid}
          aria-describedby={described}
          onChange={(e) => state.setFrom(e.target.value)}
        />
      </label>
      <label className={`${filterLabelClass} w-40`}>
        To
        <input
          type="month"
          className={inputClass}
          value={state.to}
          aria-invalid={invalid}
          aria-describedby={described}
          onChange={(e) => state.setTo(e.target.value)}
        />
      </label>
      {invalid ? (
        <p id={errorId} role="alert" className="basis-full text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
    </fieldset>
  );
}
