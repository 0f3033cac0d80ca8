import { useMemo, useState } from 'react';
import type { Assignment } from '../../../../common/schemas/assignments.ts';
import { errorText } from '../../../lib/error-text.ts';
import { usePracticeWeek } from '../api/practice-week.ts';
import { LogEntries } from './log-entries.tsx';
import { LogEntryForm } from './log-entry-form.tsx';
import { TempoChart } from './tempo-chart.tsx';
import { addDays, dayLabel, localToday, weekStart } from './week-days.ts';

type Props = {
  /** The teacher's student; none: the signed-in student's own log, which they may add to and change. */
  studentId?: number;
  assignments: Assignment[];
};

const navClass =
  'btn-outline px-3 py-1.5 text-sm text-plum-800 disabled:cursor-not-allowed disabled:opacity-50';

/** Minutes practised on each day of a week (and per assignment), week by week, and each assignment's tempo over time. */
export function PracticeWeekView({ studentId, assignments }: Props) {
  const today = localToday();
  const thisWeek = weekStart(today);
  const [from, setFrom] = useState(thisWeek);
  const week = usePracticeWeek(from, studentId);
  const own = studentId === undefined;
  // Kept while the list is the same: the tempo chart redraws only when its figures change.
  const titles = useMemo(() => new Map(assignments.map((a) => [a.id, a.title])), [assignments]);
  const title = from === thisWeek ? 'This week' : `Week of ${dayLabel(from)}`;
  const total = week.data?.Practice.days.reduce((sum, d) => sum + d.minutes, 0) ?? 0;
  const most = Math.max(1, ...(week.data?.Practice.days.map((d) => d.minutes) ?? []));
  return (
    <section aria-labelledby="practice-week-heading" className="min-w-0">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="practice-week-heading" className="mr-auto font-serif text-xl font-semibold text-plum-900">
          {title}
        </h3>
        <div className="flex gap-2">
          <button type="button" className={navClass} onClick={() => setFrom(addDays(from, -7))}>
            Previous week
          </button>
          <button
            type="button"
            className={navClass}
            disabled={from >= thisWeek}
            onClick={() => setFrom(addDays(from, 7))}
          >
            Next week
          </button>
        </div>
      </div>
      {week.isPending ? (
        <p className="mt-3 text-slate-600">Loading the practice log...</p>
      ) : week.isError ? (
        <p role="alert" className="mt-3 text-red-700">
          {errorText(week.error, 'The practice log could not be loaded')}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700" role="status">
            In all: <strong>{total} min</strong>
            {total === 0 ? ' (no practice logged this week)' : ''}
          </p>
          <table className="mt-2 w-full table-fixed text-sm">
            <caption className="sr-only">Minutes practised each day of the week</caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="w-28 py-1 text-left font-semibold">
                  Day
                </th>
                <th scope="col" className="py-1 text-left font-semibold">
                  Minutes
                </th>
              </tr>
            </thead>
            <tbody>
              {week.data.Practice.days.map((d) => (
                <tr key={d.day} className="border-t border-plum-100 align-top">
                  <th
                    scope="row"
                    className={`py-1.5 text-left ${d.day === today ? 'font-semibold' : 'font-normal'}`}
                  >
                    {dayLabel(d.day)}
                  </th>
                  <td className="py-1.5">
                    <div className="flex items-center gap-2">
                      {d.minutes ? (
                        <span
                          aria-hidden="true"
                          className="h-2.5 min-w-1 shrink-0 rounded-full bg-plum-600"
                          style={{ width: `${(d.minutes / most) * 60}%` }}
                        />
                      ) : null}
                      <span className="shrink-0">{d.minutes} min</span>
                    </div>
                    {d.by_assignment.length > 1 || d.by_assignment[0]?.assignment_id ? (
                      <ul className="mt-0.5 text-xs text-slate-600">
                        {d.by_assignment.map((b) => (
                          <li key={b.assignment_id ?? 'none'} className="break-words">
                            {b.assignment_id === null
                              ? 'Other practice'
                              : (titles.get(b.assignment_id) ?? 'A removed assignment')}
                            : {b.minutes} min
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {own ? (
            <>
              <LogEntries entries={week.data.Practice.entries} titles={titles} />
              <LogEntryForm assignments={assignments} today={today} />
            </>
          ) : null}
          <TempoChart tempo={week.data.Practice.tempo} titles={titles} />
        </>
      )}
    </section>
  );
}
