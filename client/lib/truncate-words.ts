/** The first `max` words of a text, plus an ellipsis when some were cut. */
export function truncateWords(text: string, max: number): string {
  const words = text.trim().split(/\s+/);
  return words.length > max ? `${words.slice(0, max).join(' ')}...` : text.trim();
}
