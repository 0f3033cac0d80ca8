import { errorText } from '../../../lib/error-text.ts';
import { type Fetch, JanusSession } from '../../../lib/janus/janus-session.ts';
import { RejoinLoop } from '../../../lib/janus/rejoin-loop.ts';
import { createStore, type Store } from '../../../lib/store.ts';
import { isRefusal, STAGE_REJOIN_MS, type StageJoin, type StageState } from './stage-connection.ts';

/** A watcher's join to an edge Janus: the stage's Streaming mountpoint and its PIN. */
export type RelayJoin = StageJoin & { relay: { mount: number; pin: string } };

export type RelayDeps = {
  join(): Promise<RelayJoin>;
  createPeer(config: RTCConfiguration): RTCPeerConnection;
  streamOf(tracks: MediaStreamTrack[]): MediaStream;
  fetch: Fetch;
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>;
};

/**
 * One audience browser watching the stage on an edge Janus: a Streaming plugin viewer of the
 * mountpoint the main Janus forwards whoever is on stage to. It has one picture, whoever is on
 * (the server moves the forward when the stage moves on), so `watch` only names whose it is.
 * Janus going away shows as 'reconnecting', and the watch starts again every STAGE_REJOIN_MS.
 */
export class RelayWatch implements Store<StageState> {
  private readonly store = createStore<StageState>({ phase: 'idle', watched: null, publishing: false });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private session: JanusSession | null = null;
  private pc: RTCPeerConnection | null = null;
  private stream: MediaStream | null = null;
  private wanted: number | null = null;
  private readonly joins: RejoinLoop;

  constructor(private readonly deps: RelayDeps) {
    this.joins = new RejoinLoop({
      phase: () => this.store.getSnapshot().phase,
      connect: () => this.connect(),
      joining: () => this.store.set({ phase: 'joining' }),
      live: () => {
        this.store.set({ phase: 'live' });
        this.show();
      },
      reconnecting: () => {
        this.close();
        this.store.set({ phase: 'reconnecting', watched: null });
      },
      refused: (err) => {
        if (!isRefusal(err)) return false;
        this.close();
        this.store.set({ phase: 'refused', refusal: errorText(err), watched: null });
        return true;
      },
      everyMs: STAGE_REJOIN_MS,
      timers: deps.timers,
    });
  }

  start() {
    return this.joins.start();
  }

  /** The performer on stage now, by place in the running order (null: no one). */
  watch(position: number | null) {
    this.wanted = position;
    this.show();
  }

  private show() {
    const position = this.wanted;
    this.store.set({ watched: position === null ? null : { position, stream: this.stream } });
  }

  private async connect() {
    const join = await this.deps.join();
    const session = new JanusSession({
      url: join.janusUrl,
      token: join.token,
      fetch: this.deps.fetch,
      timers: this.deps.timers,
      onEvent: () => {},
      onLost: () => this.joins.lost(),
    });
    this.session = session;
    await session.create();
    const handle = await session.attach('janus.plugin.streaming');
    const pc = this.deps.createPeer({});
    this.pc = pc;
    pc.onicecandidate = (e) => session.trickle(handle, e.candidate?.toJSON() ?? null);
    const tracks: MediaStreamTrack[] = [];
    pc.ontrack = (e) => {
      if (this.pc !== pc) return;
      tracks.push(e.track);
      this.stream = this.deps.streamOf([...tracks]);
      this.show();
    };
    const offer = await session.request(handle, {
      request: 'watch',
      id: join.relay.mount,
      pin: join.relay.pin,
    });
    if (!offer.jsep) throw new Error('The edge sent no offer');
    await pc.setRemoteDescription(offer.jsep);
    await pc.setLocalDescription(await pc.createAnswer());
    await session.request(handle, { request: 'start' }, pc.localDescription?.toJSON());
  }

  async leave() {
    if (this.store.getSnapshot().phase === 'left') return;
    this.store.set({ phase: 'left', watched: null });
    this.close();
  }

  private close() {
    this.joins.cancel();
    this.pc?.close();
    this.pc = null;
    this.stream = null;
    const session = this.session;
    this.session = null;
    void session?.destroy();
  }
}
