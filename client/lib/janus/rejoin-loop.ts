/** The phases every Janus join goes through; a room may add its own (a refusal). */
export type JoinPhase = 'idle' | 'joining' | 'live' | 'reconnecting' | 'left';

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

export type RejoinHooks = {
  /** The room's phase now (its store holds it). */
  phase(): string;
  /** Joins afresh: sessions, handles, connections. A throw is a loss (or a refusal). */
  connect(): Promise<void>;
  /** The first try began. */
  joining(): void;
  /** Joined (the first time or again). */
  live(): void;
  /** Lost: close every connection and show the room as reconnecting. */
  reconnecting(err: unknown): void;
  /** Takes a refusal (the app said no): true when it was one, and no try follows. */
  refused?(err: unknown): boolean;
  everyMs: number;
  timers: Timers;
};

/**
 * When a Janus room joins and joins again: the first join from 'idle', and while the server is
 * away, 'reconnecting' with a new try every `everyMs` until it answers or the room is left. The
 * room owns its connections and state; this decides when to connect. Used by the group room,
 * the recital's stage and its edge watch alike.
 */
export class RejoinLoop {
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly hooks: RejoinHooks) {}

  async start() {
    const phase = this.hooks.phase();
    if (phase !== 'idle' && phase !== 'reconnecting') return;
    if (phase === 'idle') this.hooks.joining();
    try {
      await this.hooks.connect();
    } catch (err) {
      if (!this.hooks.refused?.(err)) this.lost(err);
      return;
    }
    this.hooks.live();
  }

  /** The session or a connection went away: reconnecting, and one try is due (not one per loss). */
  lost(err?: unknown) {
    if (this.hooks.phase() === 'left') return;
    this.hooks.reconnecting(err);
    if (this.timer) return;
    this.timer = this.hooks.timers.setTimeout(() => {
      this.timer = null;
      void this.start();
    }, this.hooks.everyMs);
  }

  /** No try is due any more (the room is left or refused). */
  cancel() {
    if (this.timer) this.hooks.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
