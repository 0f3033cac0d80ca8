import type { LessonTime } from '../../../../common/schemas/calendar.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useFreeTimes } from '../api/free-times.ts';

type Props = {
  classId: number;
  /** Checkboxes (the student proposes up to `max`) or radios (the teacher picks one). */
  mode: 'checkbox' | 'radio';
  max: number;
  legend: string;
  chosen: string[];
  onChange(chosen: string[]): void;
};

/** 'Tue 3 Mar 2026, 18:00 India time' -> the day, and the time with its zones. */
const split = (label: string) => {
  const comma = label.indexOf(', ');
  return comma < 0
    ? { day: label, time: label }
    : { day: label.slice(0, comma), time: label.slice(comma + 2) };
};

function byDay(times: LessonTime[]) {
  const days = new Map<string, LessonTime[]>();
  for (const t of times) {
    const { day } = split(t.when_label);
    days.set(day, [...(days.get(day) ?? []), t]);
  }
  return [...days];
}

/** The times both people are free, day by day on the viewer's clock, to choose from. */
export function FreeTimeChoices({ classId, mode, max, legend, chosen, onChange }: Props) {
  const free = useFreeTimes(classId, true);
  if (free.isPending) return <p>Finding free times...</p>;
  if (free.isError)
    return (
      <p role="alert" className="text-rose-700">
        {errorText(free.error, 'Could not load the free times. Please try again.')}
      </p>
    );
  if (free.data.times.length === 0) return <p>There are no free times in the next two weeks.</p>;
  const full = mode === 'checkbox' && chosen.length >= max;
  const toggle = (startsAt: string, on: boolean) => {
    if (mode === 'radio') onChange([startsAt]);
    else onChange(on ? [...chosen, startsAt] : chosen.filter((c) => c !== startsAt));
  };
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="max-h-72 space-y-3 overflow-y-auto rounded-lg border border-slate-200 p-3">
        {byDay(free.data.times).map(([day, times]) => (
          <fieldset key={day}>
            <legend className="mb-1 text-sm font-semibold text-plum-900">{day}</legend>
            <ul className="grid gap-1 sm:grid-cols-2">
              {times.map((t) => {
                const on = chosen.includes(t.starts_at);
                return (
                  <li key={t.starts_at}>
                    <label className="flex items-center gap-2 text-sm text-slate-700">
                      <input
                        type={mode}
                        name={mode === 'radio' ? `new-time-${classId}` : undefined}
                        className="size-4 accent-plum-700"
                        checked={on}
                        disabled={full && !on}
                        aria-label={t.when_label}
                        onChange={(e) => toggle(t.starts_at, e.target.checked)}
                      />
                      {split(t.when_label).time}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
      {mode === 'checkbox' ? (
        <p className="mt-2 text-sm text-slate-600" aria-live="polite">
          {chosen.length} of at most {max} chosen
        </p>
      ) : null}
    </fieldset>
  );
}
