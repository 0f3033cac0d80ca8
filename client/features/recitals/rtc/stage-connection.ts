import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { type Fetch, type JanusMessage, JanusSession } from '../../../lib/janus/janus-session.ts';
import { type JoinPhase, RejoinLoop } from '../../../lib/janus/rejoin-loop.ts';
import { createStore, type Store } from '../../../lib/store.ts';

/** A join to the recital's stage room: what the server hands a performer, its organiser or a watcher. */
export type StageJoin = { janusUrl: string; room: number; token: string };

export type StagePhase = JoinPhase | 'refused';

export type StageState = {
  phase: StagePhase;
  /** The performer we watch (their place in the running order), and their picture once it arrives. */
  watched: { position: number; stream: MediaStream | null } | null;
  /** Our camera is on the stage (we are on, or next and ready). */
  publishing: boolean;
  /** The server's words when it refused us the stage (no Janus set up, not a performer): no retry. */
  refusal?: string;
};

export type StageDeps = {
  join(): Promise<StageJoin>;
  /**
   * The ICE servers for a signed-in performer or organiser (the school's STUN/TURN, with their own
   * TURN credentials); without it (the audience, who have no account) Janus is reached directly.
   */
  rtcConfig?(): Promise<RTCConfiguration>;
  createPeer(config: RTCConfiguration): RTCPeerConnection;
  streamOf(tracks: MediaStreamTrack[]): MediaStream;
  fetch: Fetch;
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>;
  /** Someone began or stopped publishing: who is on may have changed, so the page asks again. */
  onPublishersChanged(): void;
};

/** The app said no (4xx) to the join: asking again would get the same answer. */
export const isRefusal = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.status >= 400 && err.status < 500;

/** Between tries to rejoin while Janus is away. */
export const STAGE_REJOIN_MS = 2_000;

type Publisher = { id: number; display?: string };
type Watching = { feed: number; handle: number; pc: RTCPeerConnection };

/**
 * One browser's place on a recital's stage (a Janus VideoRoom). It joins the room as a
 * participant to hear who publishes, each publisher named by their place in the running order;
 * it watches one of them (the performer on stage) on a subscriber handle, and, for the performer
 * on stage and the one next, publishes their camera. Changes are applied one at a time, in order.
 */
export class StageConnection implements Store<StageState> {
  private readonly store = createStore<StageState>({ phase: 'idle', watched: null, publishing: false });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private session: JanusSession | null = null;
  private join: StageJoin | null = null;
  private handle = 0;
  /** Each publisher's feed id and place in the running order. */
  private readonly feeds = new Map<number, number>();
  private watching: Watching | null = null;
  private publisher: RTCPeerConnection | null = null;
  private wanted: number | null = null;
  private camera: { stream: MediaStream; position: number } | null = null;
  private queue: Promise<void> = Promise.resolve();
  private config: RTCConfiguration = {};
  private readonly joins: RejoinLoop;

  constructor(private readonly deps: StageDeps) {
    this.joins = new RejoinLoop({
      phase: () => this.store.getSnapshot().phase,
      connect: () => this.connect(),
      joining: () => this.store.set({ phase: 'joining' }),
      live: () => {
        this.store.set({ phase: 'live' });
        this.sync();
      },
      reconnecting: () => {
        this.close();
        this.store.set({ phase: 'reconnecting', watched: null, publishing: false });
      },
      refused: (err) => {
        if (!isRefusal(err)) return false;
        this.close();
        this.store.set({ phase: 'refused', refusal: errorText(err), watched: null, publishing: false });
        return true;
      },
      everyMs: STAGE_REJOIN_MS,
      timers: deps.timers,
    });
  }

  start() {
    return this.joins.start();
  }

  /** Watch the performer at this place in the running order (null: no one). */
  watch(position: number | null) {
    this.wanted = position;
    this.sync();
  }

  /** Put our camera on the stage as the performer at `position` (null: take it off). */
  setCamera(camera: { stream: MediaStream; position: number } | null) {
    this.camera = camera;
    this.sync();
  }

  private async connect() {
    const [join, config] = await Promise.all([this.deps.join(), this.deps.rtcConfig?.() ?? {}]);
    this.join = join;
    this.config = config;
    const session = new JanusSession({
      url: join.janusUrl,
      token: join.token,
      fetch: this.deps.fetch,
      timers: this.deps.timers,
      onEvent: (handle, m) => this.onEvent(handle, m),
      onLost: () => this.joins.lost(),
    });
    this.session = session;
    await session.create();
    this.handle = await session.attach();
    const joined = await session.request(this.handle, {
      request: 'join',
      ptype: 'publisher',
      room: join.room,
      display: 'watcher',
      token: join.token,
    });
    this.addPublishers(joined.data.publishers);
  }

  private addPublishers(list: unknown) {
    for (const p of (list as Publisher[] | undefined) ?? []) {
      const position = Number(p.display);
      if (Number.isInteger(position) && position > 0) this.feeds.set(p.id, position);
    }
  }

  private onEvent(handle: number, m: JanusMessage) {
    if (handle !== this.handle) return;
    const data = m.plugindata?.data ?? {};
    const gone = data.unpublished ?? data.leaving;
    if (!data.publishers && typeof gone !== 'number') return;
    this.addPublishers(data.publishers);
    if (typeof gone === 'number') this.feeds.delete(gone);
    this.sync();
    this.deps.onPublishersChanged();
  }

  private sync() {
    this.queue = this.queue.then(() => this.apply()).catch((err: unknown) => this.joins.lost(err));
  }

  /** Brings the room in line with what is wanted: our camera on or off, the right performer watched. */
  private async apply() {
    if (this.store.getSnapshot().phase !== 'live') return;
    if (this.camera && !this.publisher) await this.publish(this.camera);
    if (!this.camera && this.publisher) await this.unpublish();
    const feed = [...this.feeds].find(([, position]) => position === this.wanted)?.[0] ?? null;
    if (this.watching && this.watching.feed !== feed) this.stopWatching();
    if (feed !== null && !this.watching) await this.startWatching(feed);
    const stream = this.watching ? (this.store.getSnapshot().watched?.stream ?? null) : null;
    this.store.set({ watched: this.wanted === null ? null : { position: this.wanted, stream } });
  }

  private async publish(camera: { stream: MediaStream; position: number }) {
    const session = this.session as JanusSession;
    const pc = this.peer(this.handle);
    this.publisher = pc;
    for (const track of camera.stream.getTracks())
      pc.addTransceiver(track, { direction: 'sendonly', streams: [camera.stream] });
    await pc.setLocalDescription(await pc.createOffer());
    const answer = await session.request(
      this.handle,
      { request: 'publish', audio: true, video: true, display: String(camera.position) },
      pc.localDescription?.toJSON(),
    );
    if (answer.jsep) await pc.setRemoteDescription(answer.jsep);
    this.store.set({ publishing: true });
  }

  private async unpublish() {
    this.publisher?.close();
    this.publisher = null;
    this.store.set({ publishing: false });
    await this.session?.request(this.handle, { request: 'unpublish' });
  }

  private async startWatching(feed: number) {
    const session = this.session as JanusSession;
    const join = this.join as StageJoin;
    const handle = await session.attach();
    const pc = this.peer(handle);
    const watching: Watching = { feed, handle, pc };
    this.watching = watching;
    const tracks: MediaStreamTrack[] = [];
    pc.ontrack = (e) => {
      if (this.watching !== watching) return;
      tracks.push(e.track);
      const position = this.feeds.get(feed) ?? 0;
      this.store.set({ watched: { position, stream: this.deps.streamOf([...tracks]) } });
    };
    const offer = await session.request(handle, {
      request: 'join',
      ptype: 'subscriber',
      room: join.room,
      streams: [{ feed }],
      token: join.token,
    });
    if (!offer.jsep) return;
    await pc.setRemoteDescription(offer.jsep);
    await pc.setLocalDescription(await pc.createAnswer());
    await session.request(handle, { request: 'start' }, pc.localDescription?.toJSON());
  }

  private stopWatching() {
    const w = this.watching;
    this.watching = null;
    if (!w) return;
    w.pc.close();
    void this.session?.detach(w.handle);
    this.store.set({ watched: null });
  }

  /** A connection to Janus for `handle`, its candidates trickled. */
  private peer(handle: number) {
    const pc = this.deps.createPeer(this.config);
    pc.onicecandidate = (e) => this.session?.trickle(handle, e.candidate?.toJSON() ?? null);
    return pc;
  }

  /** Leaves the stage: Janus is told (best effort), every connection closed. */
  async leave() {
    if (this.store.getSnapshot().phase === 'left') return;
    this.store.set({ phase: 'left', watched: null, publishing: false });
    const session = this.session;
    if (session && this.handle) await session.request(this.handle, { request: 'leave' }).catch(() => {});
    this.close();
  }

  private close() {
    this.joins.cancel();
    this.watching?.pc.close();
    this.watching = null;
    this.publisher?.close();
    this.publisher = null;
    this.feeds.clear();
    const session = this.session;
    this.session = null;
    this.handle = 0;
    void session?.destroy();
  }
}
