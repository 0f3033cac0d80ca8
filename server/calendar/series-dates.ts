import { DateTime } from 'luxon';
import { SERIES_TOO_LONG, seriesTooLong } from '../../common/lesson-policy.ts';
import { instantOf } from '../../common/lesson-time.ts';
import { SERIES_MAX_LESSONS } from '../../common/schemas/calendar.ts';
import { HttpError } from '../plugins/errors.ts';

/** A weekly series as the admin defines it: weekdays and clock time on the school's clock. */
export type SeriesPlan = {
  /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
  weekdays: number[];
  /** HH:MM on the school's clock. */
  startTime: string;
  /** YYYY-MM-DD, the school's date of the first possible lesson. */
  firstDate: string;
  end: { kind: 'date'; untilDate: string } | { kind: 'count'; lessonCount: number };
};

/** One lesson of a series: its school date and its instant. */
export type SeriesLesson = { date: string; startsAt: Date };

export const tooManyLessons = (n: number) =>
  `A series can have at most ${SERIES_MAX_LESSONS} lessons; these dates would make ${n}. Please choose an earlier last date or a number of lessons.`;
export const NO_LESSONS = 'No lesson falls on the chosen weekdays between these dates';

/** How many of the weekdays fall from `first` to `until` (both included), counted by whole weeks. */
function weekdaysBetween(first: DateTime, until: DateTime, weekdays: Set<number>): number {
  const days = Math.floor(until.diff(first, 'days').days) + 1;
  if (days <= 0) return 0;
  let n = Math.floor(days / 7) * weekdays.size;
  // The days after the whole weeks start on the first date's weekday again.
  for (let i = 0; i < days % 7; i += 1) if (weekdays.has(((first.weekday - 1 + i) % 7) + 1)) n += 1;
  return n;
}

/**
 * The lessons of a series, in order: each chosen weekday from the first date on, at the start
 * time on the school's clock (so 18:00 school time stays 18:00 there whatever other zones do),
 * until the last date (inclusive) or the number of lessons. Dates further apart than
 * SERIES_MAX_SPAN_DAYS, more than SERIES_MAX_LESSONS lessons, or none, are refused (400) before
 * a day is walked; the walk stops at the last lesson.
 */
export function seriesDates(plan: SeriesPlan, schoolZone: string): SeriesLesson[] {
  // Only real weekdays (the schema's rule): the walk must meet each lesson it counts.
  const weekdays = new Set(plan.weekdays.filter((d) => Number.isInteger(d) && d >= 1 && d <= 7));
  // Calendar days, counted without a zone: a day is a day whatever the clocks do.
  let day = DateTime.fromISO(plan.firstDate, { zone: 'utc' });
  let total: number;
  if (plan.end.kind === 'date') {
    if (seriesTooLong(plan.firstDate, plan.end.untilDate)) throw new HttpError(400, SERIES_TOO_LONG);
    total = weekdaysBetween(day, DateTime.fromISO(plan.end.untilDate, { zone: 'utc' }), weekdays);
    if (total > SERIES_MAX_LESSONS) throw new HttpError(400, tooManyLessons(total));
  } else total = Math.min(plan.end.lessonCount, SERIES_MAX_LESSONS);
  if (total === 0 || weekdays.size === 0) throw new HttpError(400, NO_LESSONS);
  const lessons: SeriesLesson[] = [];
  while (lessons.length < total) {
    if (weekdays.has(day.weekday)) {
      const date = day.toFormat('yyyy-MM-dd');
      lessons.push({ date, startsAt: instantOf(date, plan.startTime, schoolZone) });
    }
    day = day.plus({ days: 1 });
  }
  return lessons;
}

/** A series' rule as its table keeps it (a series' and a group class's alike): weekdays once each, ascending. */
export function storedRule(plan: SeriesPlan & { durationMinutes: number }) {
  return {
    weekdays: [...new Set(plan.weekdays)].sort((a, b) => a - b),
    startTime: plan.startTime,
    durationMinutes: plan.durationMinutes,
    firstDate: plan.firstDate,
    untilDate: plan.end.kind === 'date' ? plan.end.untilDate : null,
    lessonCount: plan.end.kind === 'count' ? plan.end.lessonCount : null,
  };
}
