import type { PracticeAudio } from './practice-audio.ts';

/** The drone's four plucks, seconds apart, then the cycle again. */
const PLUCK_GAP = 0.75;
const DRONE_CYCLE = 4 * PLUCK_GAP + 0.6;

/**
 * The tanpura's plucking order in time: each string in turn, the cycle again after a breath.
 * Shared by the lesson's tools and the practice room, which hand plucks over a little ahead.
 */
export class DroneCycle {
  private next = 0;
  private index = 0;

  /** A new tuning plucks its first string next; a drone just switched on starts at once. */
  restart(fresh: boolean) {
    if (fresh) this.next = 0;
    this.index = 0;
  }

  /** Hands Web Audio the plucks of `strings` due before `horizon` (context time, s). */
  pluckUntil(audio: PracticeAudio, strings: number[], horizon: number) {
    if (this.next < audio.ctx.currentTime) this.next = audio.ctx.currentTime + 0.05;
    while (this.next < horizon) {
      const i = this.index % strings.length;
      audio.pluck(strings[i] as number, this.next);
      this.index += 1;
      this.next += i === strings.length - 1 ? DRONE_CYCLE - 3 * PLUCK_GAP : PLUCK_GAP;
    }
  }
}
