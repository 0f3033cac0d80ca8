import { createStore, type Store } from '../../../lib/store.ts';

/** The readout is refreshed every 2 s, as Jamulus's is. */
export const DELAY_INTERVAL_MS = 2_000;

/** Green up to 40 ms (playing together works), amber up to 70, red above (Jamulus's bands, nearly). */
export type DelayLevel = 'good' | 'fair' | 'poor';

export function delayLevel(ms: number): DelayLevel {
  if (ms <= 40) return 'good';
  if (ms <= 70) return 'fair';
  return 'poor';
}

/**
 * Low latency gives up by itself when the sound breaks up: more than 3% of the samples played
 * were made up by the receiver (concealed: lost or late packets) in each of two intervals running.
 */
export const BREAK_UP_SHARE = 0.03;
export const BREAK_UP_INTERVALS = 2;
/**
 * A received sound's first reports are its start-up (from the first packet, then one whole
 * interval): the decoder and the jitter buffer filling, on a page still busy joining, conceal
 * sound that a poor connection has not lost. They are not counted.
 */
export const START_UP_INTERVALS = 2;

/** Whether the last intervals' concealed shares say the sound is breaking up. */
export function breakingUp(shares: readonly number[]): boolean {
  const recent = shares.slice(-BREAK_UP_INTERVALS);
  return recent.length === BREAK_UP_INTERVALS && recent.every((share) => share > BREAK_UP_SHARE);
}

/** The Opus encoder's look-ahead, in ms: sound it holds beyond each packet before sending it. */
export const OPUS_LOOKAHEAD_MS = 6.5;

/** The parts of the sound's one-way delay, in ms, over the last interval (null: not known). */
export type DelayParts = {
  /** Half the connection's round-trip time: the network one way. */
  networkMs: number | null;
  /** How long a sample waited in our jitter buffer. */
  jitterBufferMs: number | null;
  /** One packet's length of sound: the sender waits for a whole packet before sending it. */
  packetMs: number | null;
  /** From the decoder to the speaker, as the browser reports it. */
  playoutMs: number | null;
  /** From the other party's microphone into their page, as they told it (else ours, standing in). */
  captureMs: number | null;
};

/**
 * The sound's one-way delay from the other party to us: the parts added up, null until sound
 * has arrived (no jitter buffer figure yet). A part the browser does not report counts as 0.
 */
export function soundDelayOf(parts: DelayParts): number | null {
  if (parts.jitterBufferMs === null) return null;
  const { networkMs, jitterBufferMs, packetMs, playoutMs, captureMs } = parts;
  // Opus holds its look-ahead beyond each packet: 26.5 ms of framing at 20 ms packets, 16.5 at 10.
  const framingMs = packetMs === null ? 0 : packetMs + OPUS_LOOKAHEAD_MS;
  return Math.round((networkMs ?? 0) + jitterBufferMs + framingMs + (playoutMs ?? 0) + (captureMs ?? 0));
}

/** The running totals a stats report holds, to take the difference of two reports. */
export type DelayTotals = {
  /** The received sound's stats id: a new m-line (a mode switch) or connection counts afresh. */
  stream: string;
  jitterBufferDelay: number;
  jitterBufferEmittedCount: number;
  packetsReceived: number;
  totalSamplesReceived: number;
  concealedSamples: number;
  clockRate: number;
  totalPlayoutDelay: number;
  totalSamplesCount: number;
  roundTripTime: number | null;
};

type Stat = Record<string, unknown> & { type: string; id?: string };
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** The received sound's running totals and the current round trip, from one getStats report. */
export function delayTotals(report: RTCStatsReport): DelayTotals | null {
  const stats: Stat[] = [];
  report.forEach((s: Stat) => {
    stats.push(s);
  });
  // The sound arriving now: after a mode switch the stopped m-line's stats can linger a moment.
  const inbound = stats
    .filter((s) => s.type === 'inbound-rtp' && s.kind === 'audio')
    .reduce<Stat | null>(
      (latest, s) =>
        !latest || num(s.lastPacketReceivedTimestamp) >= num(latest.lastPacketReceivedTimestamp) ? s : latest,
      null,
    );
  if (!inbound) return null;
  const codec = stats.find((s) => s.type === 'codec' && s.id === inbound.codecId);
  const playout = stats.find((s) => s.type === 'media-playout' && s.id === inbound.playoutId);
  const transport = stats.find((s) => s.type === 'transport');
  const pair =
    stats.find((s) => s.type === 'candidate-pair' && s.id === transport?.selectedCandidatePairId) ??
    stats.find((s) => s.type === 'candidate-pair' && s.nominated === true && s.state === 'succeeded');
  const rtt = pair?.currentRoundTripTime;
  return {
    stream: String(inbound.id),
    jitterBufferDelay: num(inbound.jitterBufferDelay),
    jitterBufferEmittedCount: num(inbound.jitterBufferEmittedCount),
    packetsReceived: num(inbound.packetsReceived),
    totalSamplesReceived: num(inbound.totalSamplesReceived),
    concealedSamples: num(inbound.concealedSamples),
    clockRate: num(codec?.clockRate) || 48_000,
    totalPlayoutDelay: num(playout?.totalPlayoutDelay),
    totalSamplesCount: num(playout?.totalSamplesCount),
    roundTripTime: typeof rtt === 'number' ? rtt : null,
  };
}

/** Whether two reports' totals are of one received sound (a new m-line or connection counts from zero again). */
const sameStream = (before: DelayTotals | null, now: DelayTotals): before is DelayTotals =>
  !!before &&
  before.stream === now.stream &&
  now.jitterBufferEmittedCount >= before.jitterBufferEmittedCount &&
  now.totalSamplesReceived >= before.totalSamplesReceived;

/** Each part over the interval between two reports (a lifetime average would hide a change for minutes). */
export function delayPartsBetween(
  before: DelayTotals | null,
  now: DelayTotals,
  captureMs: number | null,
): DelayParts {
  const prev = sameStream(before, now) ? before : null;
  const d = (key: keyof Omit<DelayTotals, 'stream' | 'roundTripTime'>) => now[key] - (prev?.[key] ?? 0);
  const emitted = d('jitterBufferEmittedCount');
  const packets = d('packetsReceived');
  const played = d('totalSamplesCount');
  return {
    networkMs: now.roundTripTime === null ? null : (now.roundTripTime * 1000) / 2,
    jitterBufferMs: emitted > 0 ? (d('jitterBufferDelay') / emitted) * 1000 : null,
    packetMs: packets > 0 ? (d('totalSamplesReceived') / now.clockRate / packets) * 1000 : null,
    playoutMs: played > 0 ? (d('totalPlayoutDelay') / played) * 1000 : null,
    captureMs,
  };
}

/** The share of the interval's samples the receiver made up (concealment), 0 without samples. */
export function concealedShareBetween(before: DelayTotals | null, now: DelayTotals): number {
  const prev = sameStream(before, now) ? before : null;
  const samples = now.totalSamplesReceived - (prev?.totalSamplesReceived ?? 0);
  const concealed = now.concealedSamples - (prev?.concealedSamples ?? 0);
  return samples > 0 ? Math.min(1, Math.max(0, concealed / samples)) : 0;
}

export type SoundDelayState = {
  /** The one-way delay estimate in ms, or null while no sound arrives. */
  delayMs: number | null;
  level: DelayLevel | null;
  /** The packet time the other party sends, in ms (10 in low latency, else 20). */
  packetMs: number | null;
  /** The sound has broken up for the last intervals (see breakingUp). */
  breakingUp: boolean;
};

const NO_DELAY: SoundDelayState = { delayMs: null, level: null, packetMs: null, breakingUp: false };

type Timers = Pick<typeof globalThis, 'setInterval' | 'clearInterval'>;

export type SoundDelayDeps = {
  getStats(): Promise<RTCStatsReport> | null;
  /** Our microphone's capture latency in ms, where the browser says (see capture-latency.ts). */
  ownCaptureMs(): number | null;
  /** The other party's, as they told it (null: not told; ours stands in). */
  theirCaptureMs(): number | null;
  /** Tells the other party ours, for their readout. */
  tellCapture(ms: number): void;
  timers?: Timers;
};

/**
 * Reads the sound's one-way delay from the connection's stats every 2 s, and tells the other
 * party our microphone's capture latency as often, for theirs.
 */
export class SoundDelayMonitor implements Store<SoundDelayState> {
  private readonly store = createStore<SoundDelayState>(NO_DELAY);
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private timer: ReturnType<typeof setInterval> | null = null;
  private previous: DelayTotals | null = null;
  private concealed: number[] = [];
  /** Reports read of the sound now arriving (the count starts again with a new stream). */
  private reportsOfStream = 0;
  private readonly timers: Timers;

  constructor(private readonly deps: SoundDelayDeps) {
    this.timers = deps.timers ?? globalThis;
  }

  start() {
    this.timer ??= this.timers.setInterval(() => void this.sample().catch(() => {}), DELAY_INTERVAL_MS);
  }

  stop() {
    if (this.timer) this.timers.clearInterval(this.timer);
    this.timer = null;
  }

  async sample() {
    const own = this.deps.ownCaptureMs();
    if (own !== null) this.deps.tellCapture(own);
    const pending = this.deps.getStats();
    const totals = pending ? delayTotals(await pending) : null;
    if (!totals) {
      this.previous = null;
      this.store.set(NO_DELAY);
      return;
    }
    const parts = delayPartsBetween(this.previous, totals, this.deps.theirCaptureMs() ?? own);
    if (!sameStream(this.previous, totals)) {
      this.reportsOfStream = 0;
      this.concealed = [];
    }
    this.reportsOfStream += 1;
    if (this.reportsOfStream > START_UP_INTERVALS) {
      this.concealed = [...this.concealed, concealedShareBetween(this.previous, totals)].slice(
        -BREAK_UP_INTERVALS,
      );
    }
    this.previous = totals;
    const delayMs = soundDelayOf(parts);
    this.store.set({
      delayMs,
      level: delayMs === null ? null : delayLevel(delayMs),
      packetMs: parts.packetMs === null ? null : Math.round(parts.packetMs * 2) / 2,
      breakingUp: breakingUp(this.concealed),
    });
  }
}
