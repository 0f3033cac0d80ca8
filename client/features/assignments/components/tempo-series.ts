import type { PracticeWeek } from '../../../../common/schemas/assignments.ts';

export type TempoSeries = {
  /** Every day any assignment reached a tempo, oldest first: the chart's x axis. */
  days: string[];
  /** One line per assignment: its tempo on each of `days`, null where it was not practised. */
  lines: { assignmentId: number; label: string; bpm: (number | null)[] }[];
};

/**
 * The practice log's tempo points (per assignment, the fastest tempo each day) as a chart's
 * aligned series. An assignment no longer listed (deleted) is left out.
 */
export function tempoSeries(tempo: PracticeWeek['tempo'], titles: ReadonlyMap<number, string>): TempoSeries {
  const listed = tempo.filter((t) => titles.has(t.assignment_id) && t.points.length > 0);
  const days = [...new Set(listed.flatMap((t) => t.points.map((p) => p.day)))].sort();
  return {
    days,
    lines: listed.map((t) => {
      const byDay = new Map(t.points.map((p) => [p.day, p.bpm]));
      return {
        assignmentId: t.assignment_id,
        label: titles.get(t.assignment_id) as string,
        bpm: days.map((d) => byDay.get(d) ?? null),
      };
    }),
  };
}

/** A day as the chart's x value: seconds since 1970 at the day's noon (UTC), clear of any clock change. */
export const dayToX = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;
