import type { PracticeWeek } from '../../../common/schemas/assignments.ts';

/** A practice log row, as the week view needs it. */
export type LogRow = {
  assignmentId: number | null;
  day: string;
  seconds: number;
  tempo: number | null;
};

/** `day` and the six days after it (calendar days, YYYY-MM-DD). */
export function weekFrom(day: string): string[] {
  const start = Date.parse(`${day}T00:00:00Z`);
  return Array.from({ length: 7 }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

const minutes = (seconds: number) => Math.floor(seconds / 60);

/** Each day of the week with its minutes in all and per assignment (seconds added first, then rounded down). */
export function summariseWeek(rows: LogRow[], from: string): PracticeWeek['days'] {
  return weekFrom(from).map((day) => {
    const today = rows.filter((r) => r.day === day);
    const byAssignment = new Map<number | null, number>();
    for (const r of today)
      byAssignment.set(r.assignmentId, (byAssignment.get(r.assignmentId) ?? 0) + r.seconds);
    return {
      day,
      minutes: minutes(today.reduce((sum, r) => sum + r.seconds, 0)),
      by_assignment: [...byAssignment]
        .map(([assignment_id, seconds]) => ({ assignment_id, minutes: minutes(seconds) }))
        .sort((a, b) => (a.assignment_id ?? 0) - (b.assignment_id ?? 0)),
    };
  });
}

/** Per assignment, the fastest tempo reached on each day it was practised with the metronome, by day. */
export function tempoPoints(rows: LogRow[]): PracticeWeek['tempo'] {
  const best = new Map<number, Map<string, number>>();
  for (const r of rows) {
    if (r.assignmentId === null || r.tempo === null) continue;
    const days = best.get(r.assignmentId) ?? new Map<string, number>();
    days.set(r.day, Math.max(days.get(r.day) ?? 0, r.tempo));
    best.set(r.assignmentId, days);
  }
  return [...best]
    .sort(([a], [b]) => a - b)
    .map(([assignment_id, days]) => ({
      assignment_id,
      points: [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, bpm]) => ({ day, bpm })),
    }));
}
