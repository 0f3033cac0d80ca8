const KEEP_BEATS = 400;

/**
 * The metronome's clicks handed to Web Audio ahead of their time: each kept until it has sounded,
 * so a change can take back those still to come, and the latest KEEP_BEATS logged for the visual
 * beat and the tests. Shared by the lesson's tools (beats on the server's clock) and the practice
 * room (on the audio context's): `msOf` reads a beat's time on its clock.
 */
export class HandedClicks<B> {
  private pending: { beat: B; node: AudioScheduledSourceNode }[] = [];
  private readonly log: B[] = [];

  constructor(private readonly msOf: (beat: B) => number) {}

  /** The beats handed over so far, the latest last. */
  beats(): readonly B[] {
    return this.log;
  }

  add(beat: B, node: AudioScheduledSourceNode) {
    this.pending.push({ beat, node });
    this.log.push(beat);
    if (this.log.length > KEEP_BEATS) this.log.shift();
  }

  /** Lets go of the clicks due at `ms` or before: too late to take back. */
  forgetUpTo(ms: number) {
    this.pending = this.pending.filter((p) => this.msOf(p.beat) > ms);
  }

  /** Takes back the clicks due at `fromMs` or later: stopped, and out of the log. */
  cancelFrom(fromMs: number) {
    const keep: typeof this.pending = [];
    for (const p of this.pending) {
      if (this.msOf(p.beat) >= fromMs) {
        try {
          p.node.stop();
        } catch {
          // Already ended.
        }
        const i = this.log.indexOf(p.beat);
        if (i >= 0) this.log.splice(i, 1);
      } else keep.push(p);
    }
    this.pending = keep;
  }
}
