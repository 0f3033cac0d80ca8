export type MeterContext = Pick<
  AudioContext,
  'createMediaStreamSource' | 'createAnalyser' | 'close' | 'resume'
>;

/** Below this the meter is empty: room noise, not a voice. */
const FLOOR_DB = -60;

/** The loudness of one block of samples, 0 (silence, -60 dBFS or less) to 1 (full scale). */
export function levelOf(samples: Float32Array): number {
  let sum = 0;
  for (const s of samples) sum += s * s;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db - FLOOR_DB) / -FLOOR_DB));
}

/**
 * Reports the microphone's level every `everyMs` through an AnalyserNode; returns the stop.
 * A context made before any click starts suspended, so the first click in the page resumes it.
 */
export function watchLevel(
  ctx: MeterContext,
  track: MediaStreamTrack,
  onLevel: (level: number) => void,
  everyMs = 100,
): () => void {
  const source = ctx.createMediaStreamSource(new MediaStream([track]));
  const analyser = ctx.createAnalyser();
  analyser.fftSize = 1024;
  source.connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const resume = () => void ctx.resume().catch(() => {});
  resume();
  globalThis.addEventListener?.('pointerdown', resume, { once: true });
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    onLevel(levelOf(samples));
  }, everyMs);
  return () => {
    clearInterval(timer);
    globalThis.removeEventListener?.('pointerdown', resume);
    source.disconnect();
    void ctx.close().catch(() => {});
    onLevel(0);
  };
}
