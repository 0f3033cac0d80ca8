import type { ChatMessage } from '../../../../common/schemas/live-class/chat.ts';
import { type ClassEventName, parseCursor } from '../../../../common/schemas/live-class/events.ts';
import type { MeetingStatus } from '../../../../common/schemas/live-class/meeting-status.ts';
import type { ScoreEvent } from '../../../../common/schemas/live-class/score.ts';
import type { SignalMessage } from '../../../../common/schemas/live-class/signaling.ts';
import { createStore, type Store } from '../../../lib/store.ts';

// Polling: status poll 1 s, signalling poll 1 s, chat poll 2 s (at most one a
// second), cleanup 10 s. Used only while the event stream is down, or with LIVE_TRANSPORT=poll.
export const POLL_MS = { status: 1_000, signals: 1_000, chat: 2_000, chatMinGap: 1_000, cleanup: 10_000 };
/** Wait before opening a fresh stream after the browser gave up on one. */
export const REOPEN_MS = 3_000;
/**
 * How long a stream may take to open before polling starts beside it (a proxy that buffers the
 * stream never opens it, nor fails it). Until then the room waits: nothing is sent to a party
 * before it announces itself, which it does once the stream is open.
 */
export const STREAM_GRACE_MS = POLL_MS.signals;

export type EventSourceLike = {
  readonly readyState: number;
  addEventListener(type: string, listener: (e: MessageEvent) => void): void;
  close(): void;
  onopen: ((e: Event) => void) | null;
  onerror: ((e: Event) => void) | null;
};

/** The polling calls of the contract, the fallback of the push stream. */
export type PollApi = {
  meetingStatus(): Promise<MeetingStatus>;
  /** Messages after `lastId`; before the first one, those stored after `sinceMs`. */
  signals(lastId: number, sinceMs: number): Promise<SignalMessage[]>;
  newChat(lastMessageId: number): Promise<ChatMessage[]>;
  cleanup(): Promise<unknown>;
};

export type SignallingHandlers = {
  status(s: MeetingStatus): void;
  signal(m: SignalMessage): void;
  chat(m: ChatMessage): void;
  /** The shared score's changes, with the id of each (pushed only: the score reloads on a rejoin). */
  score?(e: ScoreEvent, id: number): void;
};

export type SignallingState = {
  /** push: the event stream is up; poll: the spec's polling calls are in use. */
  mode: 'push' | 'poll';
};

type Timers = Pick<typeof globalThis, 'setInterval' | 'clearInterval' | 'setTimeout' | 'clearTimeout'>;

export type SignallingOptions = {
  /** The stream's address without Last-Event-ID; null forces polling (LIVE_TRANSPORT=poll). */
  eventsUrl: string | null;
  openEvents: (url: string) => EventSourceLike;
  api: PollApi;
  handlers: SignallingHandlers;
  /**
   * When the room was entered (ms since the epoch): signalling messages stored before it are not
   * asked for, and chat messages before it are history (loaded when the chat opens), as on the stream.
   */
  sinceMs: number;
  timers?: Timers;
};

const OPEN = 1;
const CLOSED = 2;

/**
 * Delivers meeting status, signalling and chat messages to the room: pushed over
 * server-sent events (resumed with Last-Event-ID), polled while the stream is down.
 * Each message is delivered once, in the order it was stored.
 */
export class SignallingClient implements Store<SignallingState> {
  private readonly store = createStore<SignallingState>({ mode: 'poll' });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private readonly timers: Timers;
  private source: EventSourceLike | null = null;
  private lastEventId: string | null = null;
  private reopenTimer: ReturnType<typeof setTimeout> | null = null;
  private graceTimer: ReturnType<typeof setTimeout> | null = null;
  private pollTimers: ReturnType<typeof setInterval>[] = [];
  private lastSignalId = 0;
  private seenSignals = new Set<number>();
  private readyResolve: (() => void) | null = null;
  /** Resolves once messages can no longer be missed: the stream is open, or polling has begun. */
  readonly ready: Promise<void>;
  private lastChatId = 0;
  private chatActive = false;
  private lastChatPoll = 0;
  private stopped = false;

  constructor(private readonly options: SignallingOptions) {
    this.timers = options.timers ?? globalThis;
    this.ready = new Promise((resolve) => {
      this.readyResolve = resolve;
    });
  }

  start() {
    if (this.options.eventsUrl) this.open();
    else this.startPolling();
  }

  /** Chat messages are fetched only once both parties are present. */
  setChat(active: boolean, lastMessageId: number) {
    this.chatActive = active;
    this.lastChatId = Math.max(this.lastChatId, lastMessageId);
  }

  stop() {
    this.stopped = true;
    this.source?.close();
    this.source = null;
    if (this.reopenTimer) this.timers.clearTimeout(this.reopenTimer);
    this.clearGrace();
    this.stopPolling();
  }

  private open() {
    const base = this.options.eventsUrl as string;
    // A fresh EventSource cannot send the Last-Event-ID header: the cursor goes in `since`.
    const url = this.lastEventId
      ? `${base}${base.includes('?') ? '&' : '?'}since=${encodeURIComponent(this.lastEventId)}`
      : base;
    const source = this.options.openEvents(url);
    this.source = source;
    source.onopen = () => {
      this.clearGrace();
      this.store.set({ mode: 'push' });
      this.readyResolve?.();
      if (this.pollTimers.length === 0) return;
      this.stopPolling();
      // What was stored between the last poll and this stream's start comes no other way.
      void this.pollSignals().catch(() => {});
      void this.pollChat().catch(() => {});
    };
    source.onerror = () => {
      if (this.stopped || this.source !== source) return;
      this.startPolling();
      // CONNECTING: the browser retries by itself, sending Last-Event-ID. CLOSED: it gave up.
      if (source.readyState === CLOSED) {
        source.close();
        this.reopenTimer = this.timers.setTimeout(() => {
          if (!this.stopped) this.open();
        }, REOPEN_MS);
      }
    };
    const listen = (type: ClassEventName, deliver: (data: never, id: string) => void) =>
      source.addEventListener(type, (e) => {
        if (e.lastEventId) this.lastEventId = e.lastEventId;
        deliver(JSON.parse(e.data) as never, e.lastEventId);
      });
    listen('meeting-status', (s: MeetingStatus) => this.options.handlers.status(s));
    listen('signal', (m: SignalMessage) => this.deliverSignal(m));
    listen('chat', (m: ChatMessage) => this.deliverChat(m));
    listen('score', (e: ScoreEvent, id) => this.options.handlers.score?.(e, parseCursor(id)?.scoreId ?? 0));
    if (source.readyState === OPEN) return;
    this.clearGrace();
    this.graceTimer = this.timers.setTimeout(() => {
      if (this.source === source && source.readyState !== OPEN) this.startPolling();
    }, STREAM_GRACE_MS);
  }

  private clearGrace() {
    if (this.graceTimer) this.timers.clearTimeout(this.graceTimer);
    this.graceTimer = null;
  }

  private deliverSignal(m: SignalMessage) {
    if (this.seenSignals.has(m.id)) return;
    this.seenSignals.add(m.id);
    this.lastSignalId = Math.max(this.lastSignalId, m.id);
    this.options.handlers.signal(m);
  }

  private deliverChat(m: ChatMessage) {
    this.lastChatId = Math.max(this.lastChatId, m.id);
    this.options.handlers.chat(m); // the room keeps each message once
  }

  private startPolling() {
    if (this.pollTimers.length > 0 || this.stopped) return;
    this.store.set({ mode: 'poll' });
    const every = (ms: number, run: () => Promise<void>) => {
      let busy = false;
      const tick = () => {
        if (busy) return;
        busy = true;
        run()
          .catch(() => {}) // a failed poll is retried on the next tick
          .finally(() => {
            busy = false;
          });
      };
      tick();
      this.pollTimers.push(this.timers.setInterval(tick, ms));
    };
    every(POLL_MS.status, async () => this.options.handlers.status(await this.options.api.meetingStatus()));
    every(POLL_MS.signals, async () => {
      await this.pollSignals();
      this.readyResolve?.();
    });
    every(POLL_MS.chat, () => this.pollChat());
    every(POLL_MS.cleanup, async () => {
      await this.options.api.cleanup();
    });
  }

  private async pollSignals() {
    for (const m of await this.options.api.signals(this.lastSignalId, this.options.sinceMs))
      this.deliverSignal(m);
  }

  private async pollChat() {
    const now = Date.now();
    if (!this.chatActive || now - this.lastChatPoll < POLL_MS.chatMinGap) return;
    this.lastChatPoll = now;
    const firstAsk = this.lastChatId === 0;
    for (const m of await this.options.api.newChat(this.lastChatId)) {
      if (firstAsk && Date.parse(m.created_at) < this.options.sinceMs) {
        this.lastChatId = Math.max(this.lastChatId, m.id); // said before we came: not new
        continue;
      }
      this.deliverChat(m);
    }
  }

  private stopPolling() {
    for (const id of this.pollTimers) this.timers.clearInterval(id);
    this.pollTimers = [];
  }
}
