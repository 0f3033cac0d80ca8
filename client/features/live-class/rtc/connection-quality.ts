import { createStore, type Store } from './store.ts';

/** Connection stats are read every 5 s. */
export const STATS_INTERVAL_MS = 5_000;

export type Quality = 'good' | 'fair' | 'poor';

/**
 * Quality: fair above 5 lost packets, poor above 10. Counted over the last
 * interval, not since the call began (a total since the start only grows, and would hide a drop).
 */
export function qualityFromLoss(lostInInterval: number): Quality {
  if (lostInInterval > 10) return 'poor';
  if (lostInInterval > 5) return 'fair';
  return 'good';
}

/** Packets lost so far on everything received. */
export function totalPacketsLost(report: RTCStatsReport): number {
  let lost = 0;
  report.forEach((s: { type: string; packetsLost?: number }) => {
    if (s.type === 'inbound-rtp') lost += s.packetsLost ?? 0;
  });
  return lost;
}

export type QualityState = { quality: Quality | null };

type Timers = Pick<typeof globalThis, 'setInterval' | 'clearInterval'>;

/** Samples the connection's stats every 5 s; `null` while there is no connection. */
export class ConnectionQualityMonitor implements Store<QualityState> {
  private readonly store = createStore<QualityState>({ quality: null });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private timer: ReturnType<typeof setInterval> | null = null;
  private previous: number | null = null;

  constructor(
    private readonly getStats: () => Promise<RTCStatsReport> | null,
    private readonly timers: Timers = globalThis,
  ) {}

  start() {
    this.timer ??= this.timers.setInterval(() => void this.sample(), STATS_INTERVAL_MS);
  }

  stop() {
    if (this.timer) this.timers.clearInterval(this.timer);
    this.timer = null;
  }

  async sample() {
    const pending = this.getStats();
    if (!pending) {
      this.previous = null;
      this.store.set({ quality: null });
      return;
    }
    const total = totalPacketsLost(await pending);
    // A new connection starts counting from zero again.
    const lost = this.previous === null || total < this.previous ? 0 : total - this.previous;
    this.previous = total;
    this.store.set({ quality: qualityFromLoss(lost) });
  }
}
