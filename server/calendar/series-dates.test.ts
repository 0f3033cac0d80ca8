import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { SERIES_MAX_SPAN_DAYS, SERIES_TOO_LONG } from '../../common/lesson-policy.ts';
import { lessonWhenLabel } from '../../common/lesson-time.ts';
import { SERIES_MAX_LESSONS } from '../../common/schemas/calendar.ts';
import { NO_LESSONS, seriesDates, tooManyLessons } from './series-dates.ts';

const KOLKATA = 'Asia/Kolkata';
const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';

const iso = (lessons: { startsAt: Date }[]) => lessons.map((l) => l.startsAt.toISOString());

describe('the lessons of a weekly series', () => {
  it("stays 18:00 India time and moves on London's clock across the UK's change (29 Mar 2026)", () => {
    const lessons = seriesDates(
      { weekdays: [2], startTime: '18:00', firstDate: '2026-03-17', end: { kind: 'count', lessonCount: 3 } },
      KOLKATA,
    );
    expect(lessons.map((l) => l.date)).toEqual(['2026-03-17', '2026-03-24', '2026-03-31']);
    expect(lessons.map((l) => lessonWhenLabel(l.startsAt, LONDON, KOLKATA))).toEqual([
      'Tue 17 Mar 2026, 12:30 London time (18:00 in India)',
      'Tue 24 Mar 2026, 12:30 London time (18:00 in India)',
      'Tue 31 Mar 2026, 13:30 London time (18:00 in India)',
    ]);
  });

  it("stays 18:00 London time when the school's zone is London", () => {
    const lessons = seriesDates(
      {
        weekdays: [2],
        startTime: '18:00',
        firstDate: '2026-03-24',
        end: { kind: 'date', untilDate: '2026-03-31' },
      },
      LONDON,
    );
    expect(iso(lessons)).toEqual(['2026-03-24T18:00:00.000Z', '2026-03-31T17:00:00.000Z']);
    expect(lessons.map((l) => lessonWhenLabel(l.startsAt, KOLKATA, LONDON))).toEqual([
      'Tue 24 Mar 2026, 23:30 India time (18:00 in London)',
      'Tue 31 Mar 2026, 22:30 India time (18:00 in London)',
    ]);
  });

  it('stays 18:00 New York time across the US change (8 Mar 2026), the last date included', () => {
    const lessons = seriesDates(
      {
        weekdays: [1, 4],
        startTime: '18:00',
        firstDate: '2026-03-02',
        end: { kind: 'date', untilDate: '2026-03-12' },
      },
      NEW_YORK,
    );
    expect(lessons.map((l) => l.date)).toEqual(['2026-03-02', '2026-03-05', '2026-03-09', '2026-03-12']);
    expect(iso(lessons)).toEqual([
      '2026-03-02T23:00:00.000Z',
      '2026-03-05T23:00:00.000Z',
      '2026-03-09T22:00:00.000Z',
      '2026-03-12T22:00:00.000Z',
    ]);
  });

  it('skips the chosen weekdays before the first date and stops at the number of lessons', () => {
    // Wednesday 4 March: Monday 2 March is before it.
    const lessons = seriesDates(
      {
        weekdays: [3, 1],
        startTime: '09:30',
        firstDate: '2026-03-04',
        end: { kind: 'count', lessonCount: 3 },
      },
      KOLKATA,
    );
    expect(lessons.map((l) => l.date)).toEqual(['2026-03-04', '2026-03-09', '2026-03-11']);
    expect(iso(lessons)[0]).toBe('2026-03-04T04:00:00.000Z');
  });

  it(`makes up to ${SERIES_MAX_LESSONS} lessons and refuses a last date that would make more`, () => {
    const daily = [1, 2, 3, 4, 5, 6, 7];
    const most = seriesDates(
      {
        weekdays: daily,
        startTime: '07:00',
        firstDate: '2026-01-01',
        end: { kind: 'count', lessonCount: SERIES_MAX_LESSONS },
      },
      KOLKATA,
    );
    expect(most).toHaveLength(SERIES_MAX_LESSONS);
    expect(most.at(-1)?.date).toBe('2026-06-09');
    expect(
      seriesDates(
        {
          weekdays: daily,
          startTime: '07:00',
          firstDate: '2026-01-01',
          end: { kind: 'date', untilDate: '2026-06-09' },
        },
        KOLKATA,
      ),
    ).toHaveLength(SERIES_MAX_LESSONS);
    const year = () =>
      seriesDates(
        {
          weekdays: daily,
          startTime: '07:00',
          firstDate: '2026-01-01',
          end: { kind: 'date', untilDate: '2026-12-31' },
        },
        KOLKATA,
      );
    expect(year).toThrow(tooManyLessons(365));
    expect(tooManyLessons(365)).toBe(
      'A series can have at most 160 lessons; these dates would make 365. Please choose an earlier last date or a number of lessons.',
    );
  });

  it('refuses dates that hold none of the chosen weekdays', () => {
    const none = () =>
      seriesDates(
        {
          weekdays: [5],
          startTime: '18:00',
          firstDate: '2026-03-02',
          end: { kind: 'date', untilDate: '2026-03-03' },
        },
        KOLKATA,
      );
    expect(none).toThrow(NO_LESSONS);
  });

  it('refuses dates more than 2 years apart before walking them: a thousand years, or a day too many', () => {
    const plan = (untilDate: string) => ({
      weekdays: [2],
      startTime: '18:00',
      firstDate: '2026-03-03',
      end: { kind: 'date' as const, untilDate },
    });
    expect(() => seriesDates(plan('3026-03-03'), KOLKATA)).toThrow(SERIES_TOO_LONG);
    const last = DateTime.fromISO('2026-03-03').plus({ days: SERIES_MAX_SPAN_DAYS });
    expect(() => seriesDates(plan(last.plus({ days: 1 }).toISODate() ?? ''), KOLKATA)).toThrow(
      SERIES_TOO_LONG,
    );
    // Weekly on Tuesdays to the last day of the span: 105 lessons.
    expect(seriesDates(plan(last.toISODate() ?? ''), KOLKATA)).toHaveLength(105);
    expect(SERIES_TOO_LONG).toBe(
      'A series can last at most 2 years. Please choose an earlier last date or a number of lessons.',
    );
  });

  it('counts the lessons of any dates as a walk of every day would', () => {
    const property = fc.property(
      fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
      fc.integer({ min: -3, max: SERIES_MAX_SPAN_DAYS }),
      fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
      (first, span, weekdays) => {
        const from = DateTime.fromJSDate(first, { zone: 'utc' }).startOf('day');
        const days = Array.from({ length: Math.max(span + 1, 0) }, (_, i) => from.plus({ days: i }));
        const walked = days.filter((d) => weekdays.includes(d.weekday)).map((d) => d.toISODate());
        const dates = () =>
          seriesDates(
            {
              weekdays,
              startTime: '09:00',
              firstDate: from.toISODate() ?? '',
              end: { kind: 'date', untilDate: from.plus({ days: span }).toISODate() ?? '' },
            },
            KOLKATA,
          ).map((l) => l.date);
        if (walked.length === 0) expect(dates).toThrow(NO_LESSONS);
        else if (walked.length > SERIES_MAX_LESSONS) expect(dates).toThrow(tooManyLessons(walked.length));
        else expect(dates()).toEqual(walked);
      },
    );
    fc.assert(property, { numRuns: 100 });
  });
});
