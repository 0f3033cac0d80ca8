import { useId } from 'react';
import { WEEKDAY_LABELS } from '../../../common/schemas/calendar.ts';

type Props = {
  /** ISO weekdays, 1 = Monday, in order. */
  value: number[];
  onChange(days: number[]): void;
  onBlur?(): void;
  error?: string;
  className?: string;
};

const choiceClass = 'flex min-h-11 items-center gap-2 text-sm text-slate-800';

/** A weekly series' days: a checkbox a weekday, Monday first, with the field's error under them. */
export function WeekdayCheckboxes({ value, onChange, onBlur, error, className }: Props) {
  const errorId = useId();
  return (
    <fieldset className={className} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-plum-900">Weekdays</legend>
      <div className="flex flex-wrap gap-x-4">
        {WEEKDAY_LABELS.map((label, i) => {
          const day = i + 1;
          return (
            <label key={label} className={choiceClass}>
              <input
                type="checkbox"
                className="size-4 accent-plum-700"
                checked={value.includes(day)}
                onBlur={onBlur}
                onChange={(e) =>
                  onChange(
                    e.target.checked ? [...value, day].sort((a, b) => a - b) : value.filter((d) => d !== day),
                  )
                }
              />
              {label}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
