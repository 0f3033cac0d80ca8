/**
 * A recording's loudness in `bars` equal slices: each slice's largest absolute sample, scaled so
 * the loudest slice is 1 (a silent take stays flat at 0).
 */
export function waveformPeaks(samples: Float32Array, bars: number): number[] {
  if (bars <= 0) return [];
  const peaks = new Array<number>(bars).fill(0);
  if (samples.length === 0) return peaks;
  const size = samples.length / bars;
  for (let bar = 0; bar < bars; bar++) {
    const end = Math.min(samples.length, Math.floor((bar + 1) * size));
    let peak = 0;
    for (let i = Math.floor(bar * size); i < end; i++) peak = Math.max(peak, Math.abs(samples[i] as number));
    peaks[bar] = peak;
  }
  const loudest = Math.max(...peaks);
  return loudest > 0 ? peaks.map((p) => p / loudest) : peaks;
}
