/**
 * Keeps the other side's notes as far apart as they were played when the network bunches them:
 * each note waits until its time on their clock, moved onto ours by the quickest arrival seen, and
 * a little slack; never longer than that slack, so a late note sounds at once rather than later.
 */
export class NoteSpacing {
  /** The smallest (our arrival − their time) seen: their clock on ours, by the quickest path. */
  private offset = Number.POSITIVE_INFINITY;

  constructor(private readonly slackMs = 25) {}

  /** How many ms to wait before sounding a note played at `at` (their clock), arriving `now` (ours). */
  delay(at: number, now: number): number {
    this.offset = Math.min(this.offset, now - at);
    return Math.min(this.slackMs, Math.max(0, at + this.offset + this.slackMs - now));
  }

  /** Another sharing session or connection: their clock may differ. */
  reset() {
    this.offset = Number.POSITIVE_INFINITY;
  }
}
