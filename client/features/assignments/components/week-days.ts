// The week view's days: calendar days (YYYY-MM-DD) on the student's own calendar, weeks from Monday.

const DAY_MS = 86_400_000;
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const asDay = (date: Date) => date.toISOString().slice(0, 10);

/** Today on this browser's calendar (the student's own clock). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const addDays = (day: string, days: number) => asDay(new Date(asDate(day).getTime() + days * DAY_MS));

/** The Monday of `day`'s week. */
export function weekStart(day: string): string {
  const weekday = (asDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** 'Mon 23 Nov'. */
export const dayLabel = (day: string) => dayFormat.format(asDate(day)).replace(',', '');
