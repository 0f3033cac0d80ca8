/** A point of the line: `at` in ms on the caller's clock, `hz` null where there was no pitch. */
export type PitchPoint = { at: number; hz: number | null };

/** How much of the line is kept and drawn. */
export const TRACE_MS = 15_000;

/**
 * The last TRACE_MS of one singer's pitch, oldest first: the Pitch view's line and its current
 * note. Readings arriving out of order (a late message) are dropped, not drawn backwards.
 */
export class PitchTrace {
  private points: PitchPoint[] = [];

  add(point: PitchPoint) {
    const last = this.points.at(-1);
    if (last && point.at <= last.at) return;
    this.points.push(point);
    const from = point.at - TRACE_MS;
    const keep = this.points.findIndex((p) => p.at >= from);
    if (keep > 0) this.points.splice(0, keep);
  }

  /** The points within TRACE_MS of `now`. */
  since(now: number): readonly PitchPoint[] {
    const from = now - TRACE_MS;
    return this.points[0] && this.points[0].at >= from
      ? this.points
      : this.points.filter((p) => p.at >= from);
  }

  /** The latest point if it is fresh (within `freshMs` of `now`) and has a pitch. */
  current(now: number, freshMs = 300): number | null {
    const last = this.points.at(-1);
    return last && last.hz !== null && now - last.at <= freshMs ? last.hz : null;
  }

  clear() {
    this.points = [];
  }
}
