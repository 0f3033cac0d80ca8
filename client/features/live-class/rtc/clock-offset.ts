import { createStore, type Store } from '../../../lib/store.ts';

/** One round trip for the server's time: local send and receive times around its answer. */
export type ClockSample = { offsetMs: number; delayMs: number; atMs: number };

/**
 * One sample from a round trip: the server read its clock about halfway, so its time minus the
 * local midpoint is the offset (server = local + offset), good to within half the delay.
 */
export function sampleOf(sentMs: number, serverMs: number, receivedMs: number): ClockSample {
  return { offsetMs: serverMs - (sentMs + receivedMs) / 2, delayMs: receivedMs - sentMs, atMs: receivedMs };
}

/** The least delayed sample: its offset has the smallest possible error. */
export function bestSample(samples: readonly ClockSample[]): ClockSample | null {
  let best: ClockSample | null = null;
  for (const s of samples) if (!best || s.delayMs < best.delayMs) best = s;
  return best;
}

export type ClockState = { ready: boolean; offsetMs: number; delayMs: number | null };

type Options = {
  /** The server's clock, ms since the epoch (GET /api/server_time). */
  serverTime(): Promise<number>;
  /** The local clock the offset applies to. */
  now?: () => number;
  /** Round trips per estimate. */
  rounds?: number;
  /** Time between estimates. */
  refreshMs?: number;
  /** Samples older than this no longer count (clocks drift). */
  keepMs?: number;
};

/**
 * The browser's estimate of its offset from the server clock: a few round trips at once, more
 * now and then; the least delayed sample of the recent ones is kept. Until the first answer the
 * offset is 0 (the local clock as it is).
 */
export class ServerClock implements Store<ClockState> {
  private readonly store = createStore<ClockState>({ ready: false, offsetMs: 0, delayMs: null });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private readonly now: () => number;
  private samples: ClockSample[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  /** The put-off first round, then the second round soon after it. */
  private pending: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly options: Options) {
    this.now = options.now ?? Date.now;
  }

  /** Server time now, by the estimate. */
  serverNow(): number {
    return this.now() + this.store.getSnapshot().offsetMs;
  }

  /**
   * Estimates now and every `refreshMs`; `afterMs` puts the first round off (the join's own
   * round trips go first). Starting again without a delay brings a put-off round forward.
   */
  start(afterMs = 0) {
    if (this.timer) return;
    if (afterMs > 0) {
      this.pending ??= setTimeout(() => this.start(), afterMs);
      return;
    }
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
    // A second round soon after the first: the page's own start no longer slows the trips.
    void this.estimate().then(() => {
      if (this.timer) this.pending = setTimeout(() => void this.estimate(), 3_000);
    });
    this.timer = setInterval(() => void this.estimate(), this.options.refreshMs ?? 30_000);
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
    if (this.pending) clearTimeout(this.pending);
    this.timer = null;
    this.pending = null;
  }

  /** One round of round trips (one at a time, so they do not queue behind each other). */
  estimate(): Promise<void> {
    this.running ??= (async () => {
      try {
        for (let i = 0; i < (this.options.rounds ?? 8); i++) {
          const sent = this.now();
          try {
            const server = await this.options.serverTime();
            this.samples.push(sampleOf(sent, server, this.now()));
          } catch {
            // A failed round trip tells nothing; the others still count.
          }
        }
        const keepFrom = this.now() - (this.options.keepMs ?? 5 * 60_000);
        this.samples = this.samples.filter((s) => s.atMs >= keepFrom).slice(-30);
        const best = bestSample(this.samples);
        if (best) this.store.set({ ready: true, offsetMs: best.offsetMs, delayMs: best.delayMs });
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}
