const formatter = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A stored moment (ISO string) as a short local date and time, e.g. "2 Jan 2026, 15:30". */
export const formatDateTime = (iso: string) => formatter.format(new Date(iso));
