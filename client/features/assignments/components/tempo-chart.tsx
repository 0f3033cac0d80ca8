import { lazy, Suspense, useMemo } from 'react';
import type { PracticeWeek } from '../../../../common/schemas/assignments.ts';
import { tempoSeries } from './tempo-series.ts';
import { dayLabel } from './week-days.ts';

// The charting library loads with the chart, never with the dashboard's first screen.
const TempoPlot = lazy(() => import('./tempo-plot.tsx').then((m) => ({ default: m.TempoPlot })));

type Props = { tempo: PracticeWeek['tempo']; titles: ReadonlyMap<number, string> };

/**
 * Each assignment's tempo over time (the fastest reached each day with the metronome): a small
 * chart for the eye, and the same figures in words and in a table for everyone.
 */
export function TempoChart({ tempo, titles }: Props) {
  const series = useMemo(() => tempoSeries(tempo, titles), [tempo, titles]);
  return (
    <section aria-labelledby="tempo-chart-heading" className="mt-6 min-w-0">
      <h3 id="tempo-chart-heading" className="font-serif text-xl font-semibold text-plum-900">
        Tempo over time
      </h3>
      {series.lines.length === 0 ? (
        <p className="mt-2 text-slate-600">
          No tempo yet: practise an assignment with the metronome and the tempo reached shows here.
        </p>
      ) : (
        <>
          <ul className="mt-2 text-sm text-slate-800">
            {series.lines.map((line) => {
              const reached = line.bpm.filter((b): b is number => b !== null);
              return (
                <li key={line.assignmentId} className="break-words">
                  {line.label}: {reached[0]} bpm to {reached[reached.length - 1]} bpm over {reached.length}{' '}
                  {reached.length === 1 ? 'day' : 'days'}
                </li>
              );
            })}
          </ul>
          <div className="mt-2 min-h-[200px]">
            <Suspense fallback={<p className="text-sm text-slate-600">Loading the chart...</p>}>
              <TempoPlot series={series} />
            </Suspense>
          </div>
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-semibold text-plum-900">Tempo table</summary>
            <div className="overflow-x-auto">
              <table className="mt-1 text-sm">
                <caption className="sr-only">Tempo reached each day, in beats a minute</caption>
                <thead>
                  <tr>
                    <th scope="col" className="pr-3 text-left">
                      Day
                    </th>
                    {series.lines.map((line) => (
                      <th key={line.assignmentId} scope="col" className="pr-3 text-left">
                        {line.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {series.days.map((day, i) => (
                    <tr key={day}>
                      <th scope="row" className="pr-3 text-left font-normal">
                        {dayLabel(day)}
                      </th>
                      {series.lines.map((line) => (
                        <td key={line.assignmentId} className="pr-3">
                          {line.bpm[i] ?? '–'}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
