import { createStore, type Store } from '../../../lib/store.ts';

/** Connection stats are read every 5 s. */
export const STATS_INTERVAL_MS = 5_000;

export type Quality = 'good' | 'fair' | 'poor' | 'reconnecting';

/**
 * Quality: fair above 5 lost packets, poor above 10. Counted over the last
 * interval, not since the call began (a total since the start only grows, and would hide a drop).
 */
export function qualityFromLoss(lostInInterval: number): Quality {
  if (lostInInterval > 10) return 'poor';
  if (lostInInterval > 5) return 'fair';
  return 'good';
}

export type IntervalSample = {
  /** Packets lost and received on everything received, over the last interval. */
  lost: number;
  received: number;
  /** The connection is down and being brought back. */
  reconnecting: boolean;
};

/**
 * What the indicator says of one interval. A dead connection loses no packets, so loss alone
 * would read 'good': nothing received for a whole interval is 'poor', or 'reconnecting' while the
 * connection is being restarted.
 */
export function qualityOf(s: IntervalSample): Quality {
  if (s.reconnecting) return 'reconnecting';
  if (s.received === 0) return 'poor';
  return qualityFromLoss(s.lost);
}

type Totals = { lost: number; received: number };

/** Packets lost and received so far on everything received. */
export function packetTotals(report: RTCStatsReport): Totals {
  const totals = { lost: 0, received: 0 };
  report.forEach((s: { type: string; packetsLost?: number; packetsReceived?: number }) => {
    if (s.type !== 'inbound-rtp') return;
    totals.lost += s.packetsLost ?? 0;
    totals.received += s.packetsReceived ?? 0;
  });
  return totals;
}

/** Packets lost so far on everything received. */
export const totalPacketsLost = (report: RTCStatsReport): number => packetTotals(report).lost;

export type QualityState = { quality: Quality | null };

type Timers = Pick<typeof globalThis, 'setInterval' | 'clearInterval'>;

/** Whether the connection is down and being brought back (the peer session's `reconnecting`). */
export type ReconnectingSource = () => boolean;

/**
 * Samples the connection's stats every 5 s; `null` while there is no connection. It also reads
 * whether the connection is being restarted, and changes to 'reconnecting' at once when that
 * begins (call `connectionChanged`), not only at the next sample.
 */
export class ConnectionQualityMonitor implements Store<QualityState> {
  private readonly store = createStore<QualityState>({ quality: null });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private timer: ReturnType<typeof setInterval> | null = null;
  private previous: Totals | null = null;

  constructor(
    private readonly getStats: () => Promise<RTCStatsReport> | null,
    private readonly timers: Timers = globalThis,
    private readonly reconnecting: ReconnectingSource = () => false,
  ) {}

  /** The room's monitor of its peer session: its stats, and 'reconnecting' while it restarts. */
  static ofPeer(peer: {
    getStats(): Promise<RTCStatsReport> | null;
    getSnapshot(): { reconnecting: boolean };
  }) {
    return new ConnectionQualityMonitor(
      () => peer.getStats(),
      globalThis,
      () => peer.getSnapshot().reconnecting,
    );
  }

  start() {
    this.timer ??= this.timers.setInterval(() => void this.sample(), STATS_INTERVAL_MS);
  }

  stop() {
    if (this.timer) this.timers.clearInterval(this.timer);
    this.timer = null;
  }

  /** The connection went down or came back: show it now. */
  connectionChanged() {
    if (this.reconnecting()) this.store.set({ quality: 'reconnecting' });
    else if (this.store.getSnapshot().quality === 'reconnecting') void this.sample();
  }

  async sample() {
    const pending = this.getStats();
    if (!pending) {
      this.previous = null;
      this.store.set({ quality: null });
      return;
    }
    const total = packetTotals(await pending);
    // A new connection starts counting from zero again.
    const prev =
      this.previous && total.received >= this.previous.received && total.lost >= this.previous.lost
        ? this.previous
        : { lost: 0, received: 0 };
    this.previous = total;
    this.store.set({
      quality: qualityOf({
        lost: total.lost - prev.lost,
        received: total.received - prev.received,
        reconnecting: this.reconnecting(),
      }),
    });
  }
}
