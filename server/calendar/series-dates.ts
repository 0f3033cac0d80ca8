import { DateTime } from 'luxon';
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

/**
 * The lessons of a series, in order: each chosen weekday from the first date on, at the start
 * time on the school's clock (so 18:00 school time stays 18:00 there whatever other zones do),
 * until the last date (inclusive) or the number of lessons. More than SERIES_MAX_LESSONS, or
 * none, is refused (400).
 */
export function seriesDates(plan: SeriesPlan, schoolZone: string): SeriesLesson[] {
  const weekdays = new Set(plan.weekdays);
  const lessons: SeriesLesson[] = [];
  // Calendar days, counted without a zone: a day is a day whatever the clocks do.
  let day = DateTime.fromISO(plan.firstDate, { zone: 'utc' });
  const until = plan.end.kind === 'date' ? plan.end.untilDate : null;
  const wanted = plan.end.kind === 'count' ? plan.end.lessonCount : Number.POSITIVE_INFINITY;
  let made = 0;
  const iso = () => day.toFormat('yyyy-MM-dd');
  while (made < wanted && (until === null || iso() <= until)) {
    if (weekdays.has(day.weekday)) {
      made += 1;
      // Past the ceiling only counted, to say how many the dates would make.
      if (made <= SERIES_MAX_LESSONS)
        lessons.push({ date: iso(), startsAt: instantOf(iso(), plan.startTime, schoolZone) });
    }
    day = day.plus({ days: 1 });
  }
  if (made > SERIES_MAX_LESSONS) throw new HttpError(400, tooManyLessons(made));
  if (made === 0) throw new HttpError(400, NO_LESSONS);
  return lessons;
}
