/** A Janus event or answer, as its REST API sends them. */
export type JanusMessage = {
  janus: string;
  transaction?: string;
  sender?: number;
  session_id?: number;
  data?: { id: number };
  error?: { code: number; reason: string };
  plugindata?: { plugin: string; data: Record<string, unknown> };
  jsep?: RTCSessionDescriptionInit;
};

/** A plugin's answer to one request: its data, and the SDP it came with (an offer or an answer). */
export type PluginAnswer = { data: Record<string, unknown>; jsep?: RTCSessionDescriptionInit };

/** The browser's fetch, handed in. */
export type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

export type JanusSessionDeps = {
  /** The REST API's base as the browser reaches it (the app's /api/janus). */
  url: string;
  /** The member's token: it alone authorises every call. */
  token: string;
  fetch: Fetch;
  timers: Pick<typeof globalThis, 'setInterval' | 'clearInterval'>;
  /** An event no request waits for (a publisher joined or left, a hangup), by the handle it is for. */
  onEvent(handle: number, message: JanusMessage): void;
  /** Janus (or the way to it) went away: the session is gone, and nothing more will come. */
  onLost(): void;
};

/** Janus ends a session 60 s after its last call (session_timeout); a keepalive well before. */
export const KEEPALIVE_MS = 25_000;
const MAX_EVENTS = 10;

export class JanusCallError extends Error {}

const transaction = () => Math.random().toString(36).slice(2, 14);

/**
 * One session on Janus's HTTP API without janus.js: calls are POSTs to the session and its
 * handles; their asynchronous answers and every other event arrive on one long poll (GET
 * /{session}), matched to the waiting call by transaction. A keepalive holds the session.
 */
export class JanusSession {
  private id = 0;
  private readonly waiting = new Map<string, (m: JanusMessage) => void>();
  private keepalive: ReturnType<typeof setInterval> | null = null;
  private closed = false;

  constructor(private readonly deps: JanusSessionDeps) {}

  async create() {
    const reply = await this.post('', { janus: 'create' });
    this.id = reply.data?.id ?? 0;
    void this.poll();
    this.keepalive = this.deps.timers.setInterval(
      () => void this.post(`/${this.id}`, { janus: 'keepalive' }).catch(() => {}),
      KEEPALIVE_MS,
    );
  }

  /** A handle on a plugin: the VideoRoom's unless said (a recital's edge: the Streaming plugin's). */
  async attach(plugin = 'janus.plugin.videoroom'): Promise<number> {
    const reply = await this.post(`/${this.id}`, { janus: 'attach', plugin });
    return reply.data?.id ?? 0;
  }

  /**
   * A plugin request and its answer: at once (`success`) or, once Janus acks it, as the event
   * that carries its transaction. A plugin's error is thrown.
   */
  async request(handle: number, body: Record<string, unknown>, jsep?: RTCSessionDescriptionInit) {
    const tx = transaction();
    const answered = new Promise<JanusMessage>((resolve) => this.waiting.set(tx, resolve));
    const reply = await this.post(`/${this.id}/${handle}`, { janus: 'message', body, jsep }, tx).catch(
      (err: unknown) => {
        this.waiting.delete(tx);
        throw err;
      },
    );
    const message = reply.janus === 'ack' ? await answered : reply;
    this.waiting.delete(tx);
    const data = message.plugindata?.data ?? {};
    if (typeof data.error_code === 'number') throw new JanusCallError(String(data.error));
    return { data, jsep: message.jsep } satisfies PluginAnswer;
  }

  /** Our ICE candidate for the handle's connection (null: all sent). */
  trickle(handle: number, candidate: RTCIceCandidateInit | null) {
    const body = candidate ? { candidate } : { candidate: { completed: true } };
    void this.post(`/${this.id}/${handle}`, { janus: 'trickle', ...body }).catch(() => {});
  }

  async detach(handle: number) {
    await this.post(`/${this.id}/${handle}`, { janus: 'detach' }).catch(() => {});
  }

  /** Ends the session (best effort: Janus may be gone already). */
  async destroy() {
    if (this.closed) return;
    this.stop();
    await this.post(`/${this.id}`, { janus: 'destroy' }).catch(() => {});
  }

  private stop() {
    this.closed = true;
    if (this.keepalive) this.deps.timers.clearInterval(this.keepalive);
    this.keepalive = null;
  }

  private lost() {
    if (this.closed) return;
    this.stop();
    this.deps.onLost();
  }

  private async post(path: string, body: Record<string, unknown>, tx = transaction()) {
    const res = await this.deps.fetch(`${this.deps.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ ...body, token: this.deps.token, transaction: tx }),
    });
    if (!res.ok) throw new JanusCallError(`Janus call failed (HTTP ${res.status})`);
    const reply = (await res.json()) as JanusMessage;
    if (reply.janus === 'error') throw new JanusCallError(reply.error?.reason ?? 'Janus refused the call');
    return reply;
  }

  private async poll() {
    const query = `?maxev=${MAX_EVENTS}&token=${encodeURIComponent(this.deps.token)}`;
    while (!this.closed) {
      let events: JanusMessage[];
      try {
        const res = await this.deps.fetch(`${this.deps.url}/${this.id}${query}`, {
          credentials: 'same-origin',
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        events = [(await res.json()) as JanusMessage | JanusMessage[]].flat();
      } catch {
        this.lost();
        return;
      }
      for (const event of events) this.dispatch(event);
    }
  }

  private dispatch(event: JanusMessage) {
    // The session itself is gone (Janus restarted, or timed it out).
    if (event.janus === 'error' && event.error?.code === 458) return this.lost();
    if (event.janus === 'keepalive') return;
    const waiter = event.transaction ? this.waiting.get(event.transaction) : undefined;
    if (waiter && event.janus === 'event') return waiter(event);
    if (event.sender) this.deps.onEvent(event.sender, event);
  }
}
