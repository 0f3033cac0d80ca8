import { useId, useState } from 'react';
import { inputClass } from '../../../components/ui/form-styles.ts';

type Student = { id: number; name: string };

type Props = {
  students: Student[];
  /** The chosen students' ids in running order, the first opening. */
  value: number[];
  onChange(ids: number[]): void;
  error?: string;
};

const SMALL = 'rounded-md border border-slate-300 px-2.5 py-1.5 text-sm text-plum-800 disabled:opacity-40';

/** The performers of a recital: students added one by one, moved up or down the running order, or taken out. */
export function RunningOrderPicker({ students, value, onChange, error }: Props) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const left = students.filter((s) => !value.includes(s.id));
  const nameOf = (sid: number) => students.find((s) => s.id === sid)?.name ?? `Student ${sid}`;
  const move = (from: number, to: number) => {
    const ids = [...value];
    const [taken] = ids.splice(from, 1);
    if (taken !== undefined) ids.splice(to, 0, taken);
    onChange(ids);
  };
  const add = () => {
    if (!chosen) return;
    onChange([...value, Number(chosen)]);
    setChosen('');
  };
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-plum-900">Performers, in running order</legend>
      {/* Stacked on a phone: side by side, the select's placeholder was cut to "Choose a studer". */}
      <div className="flex flex-col items-start gap-2 sm:flex-row sm:items-stretch">
        <label htmlFor={`${id}-student`} className="sr-only">
          Student to add
        </label>
        <select
          id={`${id}-student`}
          className={`${inputClass} sm:min-w-0 sm:flex-1`}
          value={chosen}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">
            {left.length ? 'Choose a student' : 'Every student is in the running order'}
          </option>
          {left.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <button type="button" className="btn-outline py-2 text-plum-800" onClick={add} disabled={!chosen}>
          Add performer
        </button>
      </div>
      {value.length ? (
        <ol className="flex flex-col gap-1.5">
          {value.map((sid, i) => (
            <li
              key={sid}
              className="flex flex-wrap items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2"
            >
              <span className="min-w-0 flex-1 break-words text-slate-800">
                {i + 1}. {nameOf(sid)}
              </span>
              <button
                type="button"
                className={SMALL}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
                aria-label={`Move ${nameOf(sid)} up`}
              >
                Up
              </button>
              <button
                type="button"
                className={SMALL}
                disabled={i === value.length - 1}
                onClick={() => move(i, i + 1)}
                aria-label={`Move ${nameOf(sid)} down`}
              >
                Down
              </button>
              <button
                type="button"
                className={SMALL}
                onClick={() => onChange(value.filter((v) => v !== sid))}
                aria-label={`Remove ${nameOf(sid)}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">No performers yet.</p>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
