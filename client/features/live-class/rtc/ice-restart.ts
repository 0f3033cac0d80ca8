/** A connection 'disconnected' for longer than this is restarted (a shorter gap often heals by itself). */
export const DISCONNECTED_GRACE_MS = 5_000;
/**
 * The grace instead when the path goes through a TURN relay: an allocation the relay lost (it
 * restarted, or the allocation expired) never comes back by itself, and restarting a relayed path
 * that would have healed costs one offer and answer while the old path keeps its chance.
 */
export const RELAY_GRACE_MS = 1_000;
/**
 * A relayed path whose packets stop arriving for this long is restarted at once, without waiting
 * for the browser to call it 'disconnected' (Chromium takes 3 to 5 s after a relay lost it).
 */
export const RELAY_STALL_MS = 2_000;
/** How often a relayed path's received packets are counted while it is up. */
export const STALL_CHECK_MS = 500;
/**
 * Waits between restarts while the connection stays down; the last one repeats for as long as it
 * takes. The first is long enough for a restart to finish on a loaded machine (offer, answer, new
 * relay allocations, checks): one made sooner throws away the one still under way.
 */
export const RESTART_BACKOFF_MS = [4_000, 8_000, 15_000] as const;

export const backoffMs = (attempt: number) =>
  RESTART_BACKOFF_MS[Math.min(Math.max(attempt, 1), RESTART_BACKOFF_MS.length) - 1] as number;

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

export type RestartPolicyOptions = {
  /** Restarts ICE (the teacher offers with an ICE restart; a student asks the teacher to). */
  restart: (attempt: number) => void;
  /** The connection is down (disconnected or failed) and being brought back, or back. */
  onReconnecting: (reconnecting: boolean) => void;
  /** Did the path that went down go through a TURN relay (either end)? Read when it drops. */
  relayed?: () => boolean;
  timers?: Timers;
};

/** Does the selected candidate pair in these stats go through a relay at either end? */
export function relayedPair(stats: RTCStatsReport): boolean {
  for (const s of stats.values()) {
    if (s.type !== 'transport' || !s.selectedCandidatePairId) continue;
    const pair = stats.get(s.selectedCandidatePairId);
    const ends = [pair?.localCandidateId, pair?.remoteCandidateId].map((id) => stats.get(id));
    return ends.some((c) => c?.candidateType === 'relay');
  }
  return false;
}

/**
 * When to restart ICE on a connection that was up: once it has been 'disconnected' for more than
 * DISCONNECTED_GRACE_MS (RELAY_GRACE_MS on a relayed path), or at once when it goes 'failed'; then again after each back-off step
 * while it is not 'connected', for as long as the watch runs. A new connection (a rejoin) starts
 * a new watch: `reset()` forgets the old one's attempts and timer.
 */
export class IceRestartPolicy {
  private readonly timers: Timers;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private attempts = 0;
  private down = false;

  constructor(private readonly options: RestartPolicyOptions) {
    this.timers = options.timers ?? globalThis;
  }

  /** Restarts made since the connection was last up. */
  get attempt() {
    return this.attempts;
  }

  update(state: RTCPeerConnectionState) {
    switch (state) {
      case 'connected':
        this.reset();
        return;
      case 'disconnected':
        this.setDown(true);
        // A restart already under way keeps its back-off; a first drop gets its grace period.
        if (!this.timer) this.schedule(this.attempts === 0 ? this.grace() : backoffMs(this.attempts));
        return;
      case 'failed':
        this.setDown(true);
        // Failed for good: restart now, unless a restart was just made and is still within its wait.
        if (this.attempts === 0) this.fire();
        else this.timer ??= this.timers.setTimeout(() => this.fire(), backoffMs(this.attempts));
        return;
      case 'closed':
        this.reset();
        return;
      default:
        // 'new' and 'connecting' (checking again after a restart): the back-off timer keeps running.
        return;
    }
  }

  /** Packets stopped on a relayed path the browser still calls up: down, restarted now (once). */
  stalled() {
    this.setDown(true);
    if (this.attempts === 0 && !this.timer) this.fire();
  }

  /** The connection was replaced or closed: no restart is pending, nothing is down. */
  reset() {
    this.clear();
    this.attempts = 0;
    this.setDown(false);
  }

  private grace() {
    return this.options.relayed?.() ? RELAY_GRACE_MS : DISCONNECTED_GRACE_MS;
  }

  private fire() {
    this.clear();
    this.attempts += 1;
    this.options.restart(this.attempts);
    this.schedule(backoffMs(this.attempts));
  }

  private schedule(ms: number) {
    this.clear();
    this.timer = this.timers.setTimeout(() => this.fire(), ms);
  }

  private clear() {
    if (this.timer) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private setDown(down: boolean) {
    if (down === this.down) return;
    this.down = down;
    this.options.onReconnecting(down);
  }
}
