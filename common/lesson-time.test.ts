import { describe, expect, it } from 'vitest';
import {
  instantOf,
  lessonTimeLabel,
  lessonWhenLabel,
  monthAround,
  personZone,
  wallClock,
  zoneName,
} from './lesson-time.ts';

const KOLKATA = 'Asia/Kolkata';
const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';

describe('lesson times on each person clock', () => {
  // 18:00 in India on 3 March 2026 is 12:30 UTC; London is on GMT then.
  const lesson = new Date('2026-03-03T12:30:00Z');

  it('names the viewer zone, and the other party clock where it shows another time', () => {
    expect(lessonTimeLabel(lesson, KOLKATA, LONDON)).toBe('18:00 India time (12:30 in London)');
    expect(lessonTimeLabel(lesson, LONDON, KOLKATA)).toBe('12:30 London time (18:00 in India)');
    expect(lessonTimeLabel(lesson, KOLKATA, KOLKATA)).toBe('18:00 India time');
    expect(lessonTimeLabel(lesson, KOLKATA, null)).toBe('18:00 India time');
  });

  it('names the other day where the clocks are on different days', () => {
    const late = new Date('2026-03-03T19:30:00Z'); // 01:00 on Wednesday in India
    expect(lessonTimeLabel(late, KOLKATA, NEW_YORK)).toBe('01:00 India time (Tue 14:30 in New York)');
  });

  it('puts the day on the viewer clock in front', () => {
    expect(lessonWhenLabel(lesson, LONDON, KOLKATA)).toBe(
      'Tue 3 Mar 2026, 12:30 London time (18:00 in India)',
    );
  });

  it('follows British summer time: the same 18:00 in India is 13:30 in London after 29 March', () => {
    const after = instantOf('2026-03-31', '18:00', KOLKATA);
    expect(lessonTimeLabel(after, KOLKATA, LONDON)).toBe('18:00 India time (13:30 in London)');
  });

  it('turns a school clock time into the instant and back, across a daylight-saving change', () => {
    expect(instantOf('2026-03-28', '18:00', LONDON).toISOString()).toBe('2026-03-28T18:00:00.000Z');
    expect(instantOf('2026-03-30', '18:00', LONDON).toISOString()).toBe('2026-03-30T17:00:00.000Z');
    expect(instantOf('2026-03-09', '18:00', NEW_YORK).toISOString()).toBe('2026-03-09T22:00:00.000Z');
    expect(wallClock(new Date('2026-03-30T17:00:00Z'), LONDON)).toEqual({
      date: '2026-03-30',
      time: '18:00',
    });
  });

  it('moves a time the clocks skip forward by the gap, as clocks do', () => {
    // 01:30 does not exist in London on 29 March 2026.
    expect(wallClock(instantOf('2026-03-29', '01:30', LONDON), LONDON).time).toBe('02:30');
  });

  it('refuses what is not a date and time', () => {
    expect(() => instantOf('2026-02-30', '18:00', KOLKATA)).toThrow(RangeError);
  });

  it('gives the calendar month of the zone', () => {
    // 31 March 20:00 UTC is already 1 April in India.
    const { start, end } = monthAround(new Date('2026-03-31T20:00:00Z'), KOLKATA);
    expect(start.toISOString()).toBe('2026-03-31T18:30:00.000Z');
    expect(end.toISOString()).toBe('2026-04-30T18:30:00.000Z');
  });

  it('names zones as people say them, and falls back to the school clock', () => {
    expect(zoneName(KOLKATA)).toBe('India');
    expect(zoneName(NEW_YORK)).toBe('New York');
    expect(personZone(null, KOLKATA)).toBe(KOLKATA);
    expect(personZone(LONDON, KOLKATA)).toBe(LONDON);
  });
});
