import { DateTime } from 'luxon';

// A lesson is an instant; people see it on their own clock with the zone named, and, where the
// other party's clock differs, theirs too: '18:00 India time (13:30 in London)'. Zone rules come
// from Luxon (the platform's time zone database), never from offsets of our own.

/** Zones better known by their country than their city. */
const COUNTRY_ZONES: Record<string, string> = { 'Asia/Kolkata': 'India', 'Asia/Calcutta': 'India' };

/** A zone's name as people say it: 'India', 'London', 'New York'. */
export function zoneName(zone: string): string {
  return COUNTRY_ZONES[zone] ?? (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
}

const at = (instant: Date | string, zone: string) =>
  (typeof instant === 'string' ? DateTime.fromISO(instant) : DateTime.fromJSDate(instant)).setZone(zone);

/** 'Tue 3 Mar 2026' in the zone. */
export const lessonDate = (instant: Date | string, zone: string) =>
  at(instant, zone).toFormat('ccc d LLL yyyy');

/** '18:00' (24 h) in the zone. */
export const clockTime = (instant: Date | string, zone: string) => at(instant, zone).toFormat('HH:mm');

/**
 * The time on the viewer's clock with their zone named, and the other zone's clock in brackets
 * when it shows another time: '18:00 India time (13:30 in London)', with the other day named
 * when it differs ('01:00 India time (Mon 20:30 in London)').
 */
export function lessonTimeLabel(
  instant: Date | string,
  viewerZone: string,
  otherZone?: string | null,
): string {
  const mine = at(instant, viewerZone);
  const label = `${mine.toFormat('HH:mm')} ${zoneName(viewerZone)} time`;
  if (!otherZone || otherZone === viewerZone) return label;
  const theirs = at(instant, otherZone);
  if (theirs.toFormat('yyyy-MM-dd HH:mm') === mine.toFormat('yyyy-MM-dd HH:mm')) return label;
  const day =
    theirs.toFormat('yyyy-MM-dd') === mine.toFormat('yyyy-MM-dd') ? '' : `${theirs.toFormat('ccc')} `;
  return `${label} (${day}${theirs.toFormat('HH:mm')} in ${zoneName(otherZone)})`;
}

/** 'Tue 3 Mar 2026, 18:00 India time (13:30 in London)': the day on the viewer's clock, then the time. */
export const lessonWhenLabel = (instant: Date | string, viewerZone: string, otherZone?: string | null) =>
  `${lessonDate(instant, viewerZone)}, ${lessonTimeLabel(instant, viewerZone, otherZone)}`;

/**
 * The instant of a wall-clock date and time (YYYY-MM-DD, HH:MM) in a zone. A time the zone
 * skips (a spring-forward gap) moves forward by the gap, as clocks do.
 */
export function instantOf(date: string, time: string, zone: string): Date {
  const dt = DateTime.fromISO(`${date}T${time}`, { zone });
  if (!dt.isValid) throw new RangeError(`Not a date and time: ${date} ${time} (${zone})`);
  return dt.toJSDate();
}

/** The wall-clock date (YYYY-MM-DD) and time (HH:MM) of an instant in a zone. */
export function wallClock(instant: Date | string, zone: string): { date: string; time: string } {
  const dt = at(instant, zone);
  return { date: dt.toFormat('yyyy-MM-dd'), time: dt.toFormat('HH:mm') };
}

/** The calendar month (in the zone) holding the instant, as [start, end) instants. */
export function monthAround(instant: Date, zone: string): { start: Date; end: Date } {
  const start = at(instant, zone).startOf('month');
  return { start: start.toJSDate(), end: start.plus({ months: 1 }).toJSDate() };
}

/** A person's clock: their own zone, or the school's until they have one. */
export const personZone = (zone: string | null | undefined, schoolZone: string) => zone || schoolZone;
