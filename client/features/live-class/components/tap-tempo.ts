import { TEMPO } from '../../../../common/practice-tools.ts';

/** Taps further apart than the slowest tempo start a new count. */
const RESET_MS = (60_000 / TEMPO.min) * 1.5;
const KEEP = 8;

/**
 * Tap tempo: the tempo of the last few taps (the mean interval), whole beats a minute within
 * TEMPO; null until there are two taps close enough together.
 */
export class TapTempo {
  private taps: number[] = [];

  tap(atMs: number): number | null {
    const last = this.taps[this.taps.length - 1];
    if (last !== undefined && (atMs - last > RESET_MS || atMs <= last)) this.taps = [];
    this.taps.push(atMs);
    if (this.taps.length > KEEP) this.taps.shift();
    return this.tempo();
  }

  tempo(): number | null {
    const n = this.taps.length;
    if (n < 2) return null;
    const mean = ((this.taps[n - 1] as number) - (this.taps[0] as number)) / (n - 1);
    const bpm = Math.round(60_000 / mean);
    return Math.min(TEMPO.max, Math.max(TEMPO.min, bpm));
  }

  reset() {
    this.taps = [];
  }
}
