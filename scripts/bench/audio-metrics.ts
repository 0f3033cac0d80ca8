// Received audio against its looping source, for `npm run bench:music`: alignment (the source
// loops, so the received audio is the source shifted by an unknown lag, drifting a little as the
// jitter buffer stretches it), level, swing, left/right correlation and waveform SNR.
import type { Stereo } from '../music-signals.ts';

/** In-place radix-2 FFT of (re, im); length a power of two. */
function fft(re: Float64Array, im: Float64Array, inverse = false) {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] as number, re[i] as number];
      [im[i], im[j]] = [im[j] as number, im[i] as number];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const ang = ((inverse ? 2 : -2) * Math.PI) / len;
    const [wr, wi] = [Math.cos(ang), Math.sin(ang)];
    for (let i = 0; i < n; i += len) {
      let [cr, ci] = [1, 0];
      for (let k = 0; k < len / 2; k++) {
        const a = i + k;
        const b = a + len / 2;
        const xr = (re[b] as number) * cr - (im[b] as number) * ci;
        const xi = (re[b] as number) * ci + (im[b] as number) * cr;
        re[b] = (re[a] as number) - xr;
        im[b] = (im[a] as number) - xi;
        re[a] = (re[a] as number) + xr;
        im[a] = (im[a] as number) + xi;
        [cr, ci] = [cr * wr - ci * wi, cr * wi + ci * wr];
      }
    }
  }
}

const DECIMATE = 4;

function monoDecimated([l, r]: Stereo, length: number): Float64Array {
  const out = new Float64Array(length);
  const n = Math.min(length, Math.floor(l.length / DECIMATE));
  for (let i = 0; i < n; i++) {
    let v = 0;
    for (let k = 0; k < DECIMATE; k++) v += (l[i * DECIMATE + k] as number) + (r[i * DECIMATE + k] as number);
    out[i] = v;
  }
  return out;
}

/** The source's sample that lines up with received sample 0 (circular cross-correlation). */
function globalLag(source: Stereo, received: Stereo): number {
  const period = source[0].length / DECIMATE;
  const s = monoDecimated(source, period);
  const r = monoDecimated(received, period);
  const si = new Float64Array(period);
  const ri = new Float64Array(period);
  fft(s, si);
  fft(r, ri);
  // corr[k] = sum_i r[i] s[i + k]: S * conj(R)
  for (let i = 0; i < period; i++) {
    const [a, b, c, d] = [s[i] as number, si[i] as number, r[i] as number, ri[i] as number];
    s[i] = a * c + b * d;
    si[i] = b * c - a * d;
  }
  fft(s, si, true);
  let best = 0;
  for (let i = 1; i < period; i++) if ((s[i] as number) > (s[best] as number)) best = i;
  return best * DECIMATE;
}

const at = (x: Float32Array, i: number) => x[((i % x.length) + x.length) % x.length] as number;

function dot(a: Float32Array, aFrom: number, b: Float32Array, bFrom: number, n: number) {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += (a[aFrom + i] as number) * at(b, bFrom + i);
  return sum;
}

/** Best lag near `guess` for one block, on both channels together. */
function localLag(source: Stereo, received: Stereo, from: number, n: number, guess: number): number {
  const score = (lag: number) =>
    dot(received[0], from, source[0], from + lag, n) + dot(received[1], from, source[1], from + lag, n);
  let best = guess;
  let bestScore = -Infinity;
  for (let lag = guess - 960; lag <= guess + 960; lag += 8) {
    const v = score(lag);
    if (v > bestScore) [best, bestScore] = [lag, v];
  }
  const coarse = best;
  for (let lag = coarse - 8; lag <= coarse + 8; lag++) {
    const v = score(lag);
    if (v > bestScore) [best, bestScore] = [lag, v];
  }
  return best;
}

const db = (x: number) => 10 * Math.log10(Math.max(x, 1e-20));
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.round(q * (s.length - 1))))] as number;
};

export type AudioMetrics = {
  /** Received level against the aligned source, dB. */
  levelDb: number;
  /** p95 - p5 of that difference over 0.5 s blocks, dB. */
  swingDb: number;
  /** Pearson correlation of the received left and right channels. */
  correlation: number;
  /** Median over blocks and channels of the waveform SNR after alignment and gain, dB. */
  snrDb: number;
};

export function lrCorrelation([l, r]: Stereo, from = 0, to = l.length): number {
  let [xy, xx, yy] = [0, 0, 0];
  for (let i = from; i < to; i++) {
    const [x, y] = [l[i] as number, r[i] as number];
    xy += x * y;
    xx += x * x;
    yy += y * y;
  }
  return xx > 0 && yy > 0 ? xy / Math.sqrt(xx * yy) : 1;
}

/** Metrics of `received` (sample rate `rate`) over seconds `from`..`to` against the looping `source`. */
export function compare(source: Stereo, received: Stereo, rate: number, from = 2, to = 10): AudioMetrics {
  const lag0 = globalLag(source, received);
  const block = Math.round(rate / 2);
  const levels: number[] = [];
  const snrs: number[] = [];
  let [recvEnergy, srcEnergy] = [0, 0];
  let lag = lag0;
  for (
    let start = Math.round(from * rate);
    start + block <= Math.min(to * rate, received[0].length);
    start += block
  ) {
    lag = localLag(source, received, start, block, lag);
    let [re, se] = [0, 0];
    for (let ch = 0; ch < 2; ch++) {
      const r = received[ch] as Float32Array;
      const s = source[ch] as Float32Array;
      const rs = dot(r, start, s, start + lag, block);
      let ss = 0;
      let rr = 0;
      for (let i = 0; i < block; i++) {
        ss += at(s, start + lag + i) ** 2;
        rr += (r[start + i] as number) ** 2;
      }
      const g = ss > 0 ? rs / ss : 0;
      // ||r - g s||^2 = rr - 2 g rs + g^2 ss
      const noise = rr - 2 * g * rs + g * g * ss;
      if (ss > 0) snrs.push(db((g * g * ss) / Math.max(noise, 1e-20)));
      re += rr;
      se += ss;
    }
    recvEnergy += re;
    srcEnergy += se;
    if (se > 0) levels.push(db(re / se));
  }
  return {
    levelDb: db(recvEnergy / srcEnergy),
    swingDb: quantile(levels, 0.95) - quantile(levels, 0.05),
    correlation: lrCorrelation(
      received,
      Math.round(from * rate),
      Math.min(received[0].length, Math.round(to * rate)),
    ),
    snrDb: quantile(snrs, 0.5),
  };
}
