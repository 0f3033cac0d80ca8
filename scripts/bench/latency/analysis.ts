// bench:latency's figures from the onsets and stats it gathered: clicks paired by frequency,
// medians and p95s, the jitter buffer over a window, and how long after an event (a switch, a
// join) the delay took to come back to its settled level.
import { LOOP_S } from './clicks.ts';
import type { Capture, Readout, SoundStats } from './page-probes.ts';

export type Onset = { at: number; code: number };
/** A received click and its delay from the sent click of the same frequency (ms). */
export type Pair = { at: number; delayMs: number };

/**
 * Each received click against the latest sent click of its frequency before it. Delays past the
 * loop (less half a click) are left out: the sent click was missed (a track being replaced).
 */
export function pairClicks(sent: Onset[], received: Onset[]): Pair[] {
  const byCode = new Map<number, number[]>();
  for (const s of sent) if (s.code >= 0) byCode.set(s.code, [...(byCode.get(s.code) ?? []), s.at]);
  const pairs: Pair[] = [];
  for (const r of received) {
    const times = byCode.get(r.code);
    if (r.code < 0 || !times) continue;
    let best: number | null = null;
    for (const t of times) if (t < r.at && (best === null || t > best)) best = t;
    if (best !== null && r.at - best < (LOOP_S - 0.25) * 1000) pairs.push({ at: r.at, delayMs: r.at - best });
  }
  return pairs.sort((a, b) => a.at - b.at);
}

/** Nearest-rank quantile. */
export function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? Number.NaN;
}

export type Spread = { n: number; median: number; p95: number; max: number };

export function spread(xs: number[]): Spread {
  return { n: xs.length, median: quantile(xs, 0.5), p95: quantile(xs, 0.95), max: Math.max(...xs) };
}

/** The received sound over a window, from the first and last stats readings of one stream in it. */
export type JitterWindow = {
  /** Mean wait in the jitter buffer per emitted sample (jitterBufferDelay / jitterBufferEmittedCount), ms. */
  jitterBufferMs: number;
  targetMs: number;
  minimumMs: number;
  /** Of the samples played in the window, the share the receiver made up (lost or late packets). */
  concealedShare: number;
  concealedSamples: number;
  removedSamplesForAcceleration: number;
  insertedSamplesForDeceleration: number;
  /** The packet time received, ms. */
  packetMs: number;
  packetsLost: number;
  /** The interarrival jitter at the window's end (RFC 3550's running estimate), ms. */
  arrivalJitterMs: number;
  /** The output's delay per sample played (media-playout), ms; NaN where not reported. */
  playoutMs: number;
  /** Half the round trip at the window's end, ms. */
  networkMs: number;
};

/** The running totals of a stats reading. */
type Total = keyof Omit<SoundStats, 'at' | 'stream' | 'jitter' | 'roundTripTime'>;

export function jitterOver(stats: SoundStats[], from: number, to: number): JitterWindow | null {
  const inside = stats.filter((s) => s.at >= from && s.at <= to);
  const last = inside.at(-1);
  const first = inside.find((s) => s.stream === last?.stream);
  if (!first || !last || last.jitterBufferEmittedCount <= first.jitterBufferEmittedCount) return null;
  const d = (k: Total) => last[k] - first[k];
  const emitted = d('jitterBufferEmittedCount');
  const perSample = (k: Total) => (d(k) / emitted) * 1000;
  return {
    jitterBufferMs: perSample('jitterBufferDelay'),
    targetMs: perSample('jitterBufferTargetDelay'),
    minimumMs: perSample('jitterBufferMinimumDelay'),
    concealedShare: d('totalSamplesReceived') > 0 ? d('concealedSamples') / d('totalSamplesReceived') : 0,
    concealedSamples: d('concealedSamples'),
    removedSamplesForAcceleration: d('removedSamplesForAcceleration'),
    insertedSamplesForDeceleration: d('insertedSamplesForDeceleration'),
    packetMs: d('packetsReceived') > 0 ? d('totalSamplesReceived') / 48 / d('packetsReceived') : Number.NaN,
    packetsLost: d('packetsLost'),
    arrivalJitterMs: last.jitter * 1000,
    playoutMs:
      d('totalSamplesCount') > 0 ? (d('totalPlayoutDelay') / d('totalSamplesCount')) * 1000 : Number.NaN,
    networkMs: (last.roundTripTime * 1000) / 2,
  };
}

/** The medians of a microphone's capture latencies over a window (settings, measured), ms. */
export function capturesOver(captures: Capture[], from: number, to: number) {
  const inside = captures.filter((c) => c.at >= from && c.at <= to);
  const median = (xs: number[]) => (xs.length ? quantile(xs, 0.5) : null);
  return {
    settingsMs: median(inside.flatMap((c) => (c.settingsMs === null ? [] : [c.settingsMs]))),
    measuredMs: median(inside.flatMap((c) => (c.measuredMs === null ? [] : [c.measuredMs]))),
  };
}

/** The jitter buffer's mean wait over each step between two readings of one stream: [time, ms]. */
export function jitterSeries(stats: SoundStats[], from: number, to: number): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 1; i < stats.length; i++) {
    const [a, b] = [stats[i - 1] as SoundStats, stats[i] as SoundStats];
    if (b.at < from || b.at > to || a.stream !== b.stream) continue;
    const emitted = b.jitterBufferEmittedCount - a.jitterBufferEmittedCount;
    if (emitted > 0) out.push([b.at, ((b.jitterBufferDelay - a.jitterBufferDelay) / emitted) * 1000]);
  }
  return out;
}

/** The readout's figures shown in a window. */
export const readoutsOver = (readouts: Readout[], from: number, to: number) =>
  readouts.flatMap((r) => (r.at >= from && r.at <= to && r.ms !== null ? [r.ms] : []));

/** How close to the settled level counts as back (ms). */
export const SETTLED_WITHIN_MS = 15;

/**
 * The highest value still settled: SETTLED_WITHIN_MS over the settled median, or the settled
 * p95 where the values spread wider than that even when nothing happens.
 */
export const settledCeiling = (median: number, p95 = median) => Math.max(median + SETTLED_WITHIN_MS, p95);

/**
 * From the event to the first value after which every value up to the window's end is at most
 * `ceiling` (ms; the first value's own time when all are), or null when the window ends above it.
 */
export function settleTime(series: [number, number][], event: number, ceiling: number): number | null {
  const after = series.filter(([t]) => t >= event);
  if (after.length === 0 || (after.at(-1) as [number, number])[1] > ceiling) return null;
  let k = after.length - 1;
  while (k > 0 && (after[k - 1] as [number, number])[1] <= ceiling) k--;
  return (after[k] as [number, number])[0] - event;
}

/**
 * The median delay of each whole minute of a window (a long run's drift: the sound's delay must
 * not grow while the video runs). A last part minute of under half a minute is left out.
 */
export function minuteMedians(pairs: Pair[], from: number, to: number): number[] {
  const out: number[] = [];
  for (let start = from; to - start >= 30_000; start += 60_000) {
    const xs = pairs.filter((p) => p.at >= start && p.at < start + 60_000).map((p) => p.delayMs);
    if (xs.length) out.push(quantile(xs, 0.5));
  }
  return out;
}
