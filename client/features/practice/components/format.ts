/** A length of time as a clock shows it: 0:05, 12:30, 1:02:03. */
export function clockTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** The practice timer's line for today: whole minutes, as the week view counts them. */
export const practisedToday = (ms: number) => `Practised today: ${Math.floor(ms / 60_000)} min`;
