import { OfflineError } from './room-api.ts';

/**
 * A chat message typed while the network was away, waiting to be sent. `key` goes with every
 * try: a try that reached the server but lost its answer is not stored twice.
 */
export type OutgoingChat = { key: string; text: string };

/** A chat message's own id (the server keeps one message per key): 128 random bits in hex. */
export const newChatKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** Waits between tries of the chat outbox while the server cannot be reached. */
export const OUTBOX_RETRY_MS = 2_000;

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

export type OutboxDeps = {
  /** Sends one message and shows its answer; OfflineError when the server cannot be reached. */
  send(message: OutgoingChat): Promise<void>;
  /** What waits now, for the room to show. */
  changed(waiting: OutgoingChat[]): void;
  /** The room was left: nothing more goes out. */
  left(): boolean;
  timers: Timers;
};

/**
 * Chat that could not be sent for want of a network: kept in order, tried again every
 * OUTBOX_RETRY_MS (or at once when the server is heard from), each message sent once.
 */
export class ChatOutbox {
  private waiting: OutgoingChat[] = [];
  private flushing = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly deps: OutboxDeps) {}

  get empty() {
    return this.waiting.length === 0;
  }

  add(message: OutgoingChat) {
    this.set([...this.waiting, message]);
    this.scheduleRetry();
  }

  /** Sends the waiting messages one at a time, oldest first; stops at the first that cannot go. */
  async flush() {
    if (this.flushing || this.deps.left()) return;
    this.flushing = true;
    try {
      for (;;) {
        const next = this.waiting[0];
        if (!next) return;
        try {
          await this.deps.send(next);
        } catch (err) {
          if (err instanceof OfflineError) {
            this.scheduleRetry();
            return;
          }
          // Refused by the server (too long, class closed): sending again would not help.
        }
        this.set(this.waiting.filter((m) => m.key !== next.key));
      }
    } finally {
      this.flushing = false;
    }
  }

  /** No more tries (the room is going away). */
  stop() {
    if (this.retryTimer) this.deps.timers.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private set(waiting: OutgoingChat[]) {
    this.waiting = waiting;
    this.deps.changed(waiting);
  }

  private scheduleRetry() {
    if (this.retryTimer) this.deps.timers.clearTimeout(this.retryTimer);
    this.retryTimer = this.deps.timers.setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, OUTBOX_RETRY_MS);
  }
}
