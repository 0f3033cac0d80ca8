import type { StreamOf } from './media-devices.ts';

export type MeterContext = Pick<
  AudioContext,
  'createMediaStreamSource' | 'createAnalyser' | 'close' | 'resume'
>;

/** Below this the meter is empty: room noise, not a voice. */
const FLOOR_DB = -60;
/** Samples per loudness block: about 10 ms, so a plucked note's attack is not averaged away. */
const BLOCK = 512;
/** The analyser's window (170 ms at 48 kHz) is longer than the time between reads: nothing falls between two. */
const WINDOW = 8192;
/** Each read, the shown level falls to this share of the last one at most (about -20 dB a second at 100 ms). */
const RELEASE = 0.8;

/** The loudness of one block of samples, 0 (silence, -60 dBFS or less) to 1 (full scale). */
export function levelOf(samples: Float32Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db - FLOOR_DB) / -FLOOR_DB));
}

/** The loudest ~10 ms block of a window: a short sound counts as loud as it was. */
export function peakLevelOf(samples: Float32Array): number {
  let peak = 0;
  for (let at = 0; at < samples.length; at += BLOCK) {
    peak = Math.max(peak, levelOf(samples.subarray(at, at + BLOCK)));
  }
  return peak;
}

/** What the meter takes from the page: streams of tracks, and where clicks and key presses happen. */
export type MeterPage = {
  streamOf: StreamOf;
  gestures?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
};

/**
 * Reports the microphone's level every `everyMs` through an AnalyserNode; returns the stop.
 * Rises at once and falls slowly, as a meter does, so a short sound is seen. A context made
 * before any user gesture starts suspended, so the first click or key press resumes it.
 */
export function watchLevel(
  ctx: MeterContext,
  track: MediaStreamTrack,
  onLevel: (level: number) => void,
  page: MeterPage,
  everyMs = 100,
): () => void {
  const source = ctx.createMediaStreamSource(page.streamOf([track]));
  const analyser = ctx.createAnalyser();
  analyser.fftSize = WINDOW;
  source.connect(analyser);
  const samples = new Float32Array(WINDOW);
  const resume = () => void ctx.resume().catch(() => {});
  resume();
  const gestures = ['pointerdown', 'keydown'] as const;
  for (const g of gestures) page.gestures?.addEventListener(g, resume, { once: true });
  let shown = 0;
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    shown = Math.max(peakLevelOf(samples), shown * RELEASE);
    onLevel(shown < 0.01 ? 0 : shown);
  }, everyMs);
  return () => {
    clearInterval(timer);
    for (const g of gestures) page.gestures?.removeEventListener(g, resume);
    source.disconnect();
    void ctx.close().catch(() => {});
    onLevel(0);
  };
}
