// The click track of `npm run bench:latency` and the onset detector both pages' taps and the
// recording share. Each click is a 12 ms tone burst at one of eight frequencies, in turn, every
// half second: a received click is paired with the sent click of its frequency, so a delay of up
// to the loop's 4 s (a backlog after a switch) is still paired with the right click.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CLICK_RATE = 48_000;
export const CLICK_EVERY_S = 0.5;
export const CLICK_FREQS = [700, 1000, 1300, 1600, 1900, 2200, 2500, 2800];
/** The loop's length: delays beyond it (less half a click) cannot be told from the next loop's. */
export const LOOP_S = CLICK_EVERY_S * CLICK_FREQS.length;

const dir = path.join(tmpdir(), 'bench-latency');

/** The looping click track (stereo, 48 kHz, 16 bit) and a second of silence, made with sox once. */
export function clickFiles(): { clicks: string; silence: string } {
  mkdirSync(dir, { recursive: true });
  const clicks = path.join(dir, 'clicks.wav');
  const silence = path.join(dir, 'silence.wav');
  const fmt = ['-r', String(CLICK_RATE), '-c', '2', '-b', '16'];
  if (!existsSync(clicks)) {
    const parts = CLICK_FREQS.map((f, i) => {
      const part = path.join(dir, `click-${i}.wav`);
      // A 0.5 ms rise (a sharp onset without a broadband splash), 3 ms fall, -6 dBFS.
      execFileSync(
        'sox',
        ['-n', ...fmt, part, 'synth', '0.012', 'sine', String(f)].concat([
          'fade',
          'h',
          '0.0005',
          '0.012',
          '0.003',
          'gain',
          '-6',
          'pad',
          '0',
          String(CLICK_EVERY_S - 0.012),
        ]),
      );
      return part;
    });
    execFileSync('sox', [...parts, clicks]);
  }
  if (!existsSync(silence)) execFileSync('sox', ['-n', ...fmt, silence, 'trim', '0', '1']);
  return { clicks, silence };
}

/**
 * Finds click onsets in a stream of samples: the first sample above THRESHOLD after a quiet
 * spell, then the click's frequency by Goertzel over the next 8 ms (-1 when no frequency stands
 * out: not one of ours). Plain JavaScript, no imports: the pages' AudioWorklet runs its source.
 */
export class OnsetDetector {
  threshold = 0.05;
  holdFrames: number;
  windowFrames: number;
  quietUntil = 0;
  grab: Float32Array | null = null;
  grabbed = 0;
  grabFrame = 0;
  peak = 0;

  constructor(
    readonly rate: number,
    readonly freqs: number[],
    readonly onOnset: (frame: number, code: number, peak: number) => void,
  ) {
    this.holdFrames = Math.round(0.3 * rate);
    this.windowFrames = Math.round(0.008 * rate);
  }

  /** `samples` start at stream frame `first`. */
  push(samples: Float32Array, first: number) {
    for (let i = 0; i < samples.length; i++) {
      const x = samples[i] as number;
      if (this.grab) {
        this.grab[this.grabbed++] = x;
        this.peak = Math.max(this.peak, Math.abs(x));
        if (this.grabbed === this.grab.length) this.finish();
      } else if (first + i >= this.quietUntil && Math.abs(x) > this.threshold) {
        this.grab = new Float32Array(this.windowFrames);
        this.grab[0] = x;
        this.grabbed = 1;
        this.grabFrame = first + i;
        this.peak = Math.abs(x);
        this.quietUntil = first + i + this.holdFrames;
      }
    }
  }

  finish() {
    const w = this.grab as Float32Array;
    const powers = this.freqs.map((f) => {
      const k = 2 * Math.cos((2 * Math.PI * f) / this.rate);
      let [s1, s2] = [0, 0];
      for (let i = 0; i < w.length; i++) [s1, s2] = [(w[i] as number) + k * s1 - s2, s1];
      return s1 * s1 + s2 * s2 - k * s1 * s2;
    });
    const order = powers.map((p, i) => [p, i] as const).sort((a, b) => b[0] - a[0]);
    const [best, second] = [order[0] as readonly [number, number], order[1] as readonly [number, number]];
    this.onOnset(this.grabFrame, best[0] > 4 * second[0] ? best[1] : -1, this.peak);
    this.grab = null;
  }
}
