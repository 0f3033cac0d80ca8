/** Below this audio level (0..1, as WebRTC's stats give it) nobody is taken to be sounding. */
export const SOUNDING_LEVEL = 0.02;
/** Another must sound loudest this long before the followed speaker changes: a cough does not move it. */
export const SWITCH_AFTER_MS = 1_500;

/**
 * Who sounds: the loudest member above SOUNDING_LEVEL, kept until another has been the loudest
 * for SWITCH_AFTER_MS. The first to sound is taken at once; one who stops sounding stays followed
 * until someone else takes over (a rest in the music is not a change of player).
 */
export class SpeakerFollow {
  private current: number | null = null;
  private candidate: { id: number; since: number } | null = null;

  /** The members' levels now (by feed id) at time `now` (ms); answers who is followed. */
  update(levels: ReadonlyMap<number, number>, now: number): number | null {
    let loudest: number | null = null;
    let top = SOUNDING_LEVEL;
    for (const [id, level] of levels) {
      if (level >= top) {
        top = level;
        loudest = id;
      }
    }
    // A followed member who has gone is followed no more.
    if (this.current !== null && !levels.has(this.current)) this.current = null;
    if (loudest === null || loudest === this.current) {
      this.candidate = null;
    } else if (this.current === null) {
      this.current = loudest;
      this.candidate = null;
    } else if (this.candidate?.id !== loudest) {
      this.candidate = { id: loudest, since: now };
    } else if (now - this.candidate.since >= SWITCH_AFTER_MS) {
      this.current = loudest;
      this.candidate = null;
    }
    return this.current;
  }
}
