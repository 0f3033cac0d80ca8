/**
 * The ids in their new order after moving `id` one place up or down, or null when it
 * cannot move (not found, already first or last).
 */
export function moveId(ids: readonly number[], id: number, direction: 'up' | 'down'): number[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return next;
}
