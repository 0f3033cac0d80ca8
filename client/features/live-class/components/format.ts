// How the room's values read on screen.

/** The header's title: the batch name with HTML-escaped apostrophes decoded, or 'Live Class'. */
export function displayBatchName(name: string | null): string {
  const decoded = name?.replace(/&#0*39;|&apos;|&#x0*27;/gi, "'").trim();
  return decoded || 'Live Class';
}

/** hh:mm:ss of the class timer. */
export function formatClassTime(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The chat badge never shows more than '99+'. */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
