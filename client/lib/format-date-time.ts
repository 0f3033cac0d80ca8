const formatter = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A stored moment (ISO string) as a short local date and time, e.g. "2 Jan 2026, 15:30". */
export const formatDateTime = (iso: string) => formatter.format(new Date(iso));

const dayFormatter = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/** A school date (YYYY-MM-DD) as it reads, on no one's clock: "14 Mar 2027". */
export const formatSchoolDate = (date: string) => dayFormatter.format(new Date(`${date}T00:00:00Z`));
