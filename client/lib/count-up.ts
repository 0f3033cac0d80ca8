/** Ease-out cubic: fast at first, settling gently on the figure. */
export function easeOut(t: number): number {
  return 1 - (1 - t) ** 3;
}

/**
 * The figure a count-up shows `elapsed` ms after it started: 0 before, `target` once
 * `duration` has passed, whole numbers in between.
 */
export function countUpValue(target: number, elapsed: number, duration: number): number {
  if (elapsed <= 0) return 0;
  if (duration <= 0 || elapsed >= duration) return target;
  return Math.round(target * easeOut(elapsed / duration));
}
