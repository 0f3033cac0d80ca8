import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { type Fetch, type JanusMessage, JanusSession } from '../../../lib/janus/janus-session.ts';
import { type JoinPhase, RejoinLoop } from '../../../lib/janus/rejoin-loop.ts';
import type { AudioMode } from '../../../lib/music/audio-constraints.ts';
import { createStore, type Store } from '../../../lib/store.ts';
import { answerInStereo, GroupMusic } from './group-music.ts';
import { SpeakerFollow } from './speaker-follow.ts';

export type GroupMember = { id: number; name: string; role: ClassRole };

/** What POST /classes/{id}/janus_token hands a member: the room, their token and feed id, who else may come. */
export type JanusTicket = {
  janusUrl: string;
  room: number;
  token: string;
  feed: number;
  members: GroupMember[];
};

/** Someone else in the room, publishing: their picture and sound once it arrives. */
export type GroupFeed = GroupMember & { stream: MediaStream | null; audioMid: string | null };

export type GroupPhase = JoinPhase;

export type GroupRoomState = {
  phase: GroupPhase;
  me: GroupMember | null;
  /** Everyone of the lesson (here or not), in the class's order: who made which mark on the score. */
  members: GroupMember[];
  /** The others publishing now, in the class's order (the teacher first). */
  feeds: GroupFeed[];
  /** Students whose sound the teacher has muted for everyone (as Janus tells every member). */
  muted: number[];
  /** The student the teacher let be heard alone (the others muted), or null. */
  playing: number | null;
  /** The student the teacher shows large, or null (the grid). */
  spotlight: number | null;
  /** The student who sounds now (SpeakerFollow), or null: the recording shows them. */
  speaker: number | null;
  /** Teacher: the large tile follows who sounds (a spotlight chosen by hand comes first). */
  follow: boolean;
  error: string | null;
};

export const INITIAL_GROUP_STATE: GroupRoomState = {
  phase: 'idle',
  me: null,
  members: [],
  feeds: [],
  muted: [],
  playing: null,
  spotlight: null,
  speaker: null,
  follow: false,
  error: null,
};

/** How often the students' sound levels are read, to follow who sounds. */
export const LEVELS_EVERY_MS = 500;

export type GroupRoomDeps = {
  ticket(): Promise<JanusTicket>;
  /** The teacher's mute of a student's sound, for everyone (the app asks Janus). */
  mute(feed: number, mid: string, mute: boolean): Promise<unknown>;
  /**
   * The ICE servers (the school's STUN/TURN, with this user's TURN credentials) and policy, and
   * music mode's Opus bitrate (MUSIC_AUDIO_KBPS).
   */
  settings(): Promise<{ rtc: RTCConfiguration; musicKbps: number }>;
  /** Reopens our microphone with the processing of voice or music mode. */
  audioMode(mode: AudioMode): Promise<void>;
  /** Our camera and microphone (the join dialog's preview). */
  camera(): Promise<MediaStream>;
  createPeer(config: RTCConfiguration): RTCPeerConnection;
  streamOf(tracks: MediaStreamTrack[]): MediaStream;
  fetch: Fetch;
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>;
};

/** Between tries to rejoin while Janus is away (the room is back within 10 s of it). */
export const REJOIN_MS = 2_000;

/** A publisher as Janus lists it; `moderated`: the teacher has muted that stream for everyone. */
type Publisher = { id: number; streams?: { type: string; mid: string; moderated?: boolean }[] };

/**
 * A group lesson's room on a Janus VideoRoom: we publish our camera and microphone on one
 * connection and receive each other member on a connection of their own (a subscriber handle
 * per feed). When Janus goes away the room says so and joins afresh (a new ticket: a restarted
 * Janus knows neither the room nor the token) until it is back or we leave.
 */
export class GroupRoom implements Store<GroupRoomState> {
  private readonly store = createStore<GroupRoomState>(INITIAL_GROUP_STATE);
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private session: JanusSession | null = null;
  private ticket: JanusTicket | null = null;
  private config: RTCConfiguration = {};
  private readonly peers = new Map<number, RTCPeerConnection>();
  /** Feed id by subscriber handle, for the events Janus sends a handle. */
  private readonly handles = new Map<number, number>();
  private publisherHandle = 0;
  private readonly joins: RejoinLoop;
  private levelsTimer: ReturnType<typeof setInterval> | null = null;
  /**
   * Teacher: the students they muted, kept across a rejoin. A restarted Janus (or a student's own
   * rejoin) forgets its moderation, so it is asked again when their sound arrives.
   */
  private readonly mutedByMe = new Set<number>();
  private readonly follower = new SpeakerFollow();
  private readonly music: GroupMusic;

  constructor(private readonly deps: GroupRoomDeps) {
    this.music = new GroupMusic({ audioMode: deps.audioMode });
    this.joins = new RejoinLoop({
      phase: () => this.store.getSnapshot().phase,
      connect: () => this.connect(),
      joining: () => this.store.set({ phase: 'joining' }),
      live: () => {
        this.store.set({ phase: 'live', error: null });
        // Only the teacher follows who sounds (the large tile, the recording): students read no stats.
        if (this.store.getSnapshot().me?.role === 'teacher')
          this.levelsTimer ??= this.deps.timers.setInterval(() => void this.readLevels(), LEVELS_EVERY_MS);
      },
      reconnecting: (err) => {
        this.close();
        // A failed try says why; a lost session keeps what was said.
        const why = err === undefined ? {} : { error: err instanceof Error ? err.message : String(err) };
        this.store.set({ phase: 'reconnecting', feeds: [], ...why });
      },
      everyMs: REJOIN_MS,
      timers: deps.timers,
    });
  }

  /** Joins the room, and again while Janus is away, until it is back or we leave. */
  join() {
    return this.joins.start();
  }

  private async connect() {
    const [ticket, settings, camera] = await Promise.all([
      this.deps.ticket(),
      this.deps.settings(),
      this.deps.camera(),
    ]);
    this.ticket = ticket;
    this.config = settings.rtc;
    this.music.setKbps(settings.musicKbps);
    const me = ticket.members.find((m) => m.id === ticket.feed) ?? null;
    // What the teacher muted holds after a rejoin: it is asked of Janus again as each student comes.
    this.store.set({ me, members: ticket.members, feeds: [], muted: [...this.mutedByMe] });
    const session = new JanusSession({
      url: ticket.janusUrl,
      token: ticket.token,
      fetch: this.deps.fetch,
      timers: this.deps.timers,
      onEvent: (handle, m) => this.onEvent(handle, m),
      onLost: () => this.joins.lost(),
    });
    this.session = session;
    await session.create();
    this.publisherHandle = await session.attach();
    const joined = await session.request(this.publisherHandle, {
      request: 'join',
      ptype: 'publisher',
      room: ticket.room,
      id: ticket.feed,
      display: String(ticket.feed),
      token: ticket.token,
    });
    await this.publish(camera);
    for (const p of (joined.data.publishers as Publisher[] | undefined) ?? []) void this.receive(p);
  }

  /** Our camera and microphone, send-only, on the publisher handle, in the lesson's music mode. */
  private async publish(camera: MediaStream) {
    const session = this.session as JanusSession;
    const handle = this.publisherHandle;
    const pc = this.peer(handle, 0);
    for (const track of camera.getTracks())
      pc.addTransceiver(track, { direction: 'sendonly', streams: [camera] });
    const send = (body: Record<string, unknown>) => async (offer: RTCSessionDescriptionInit) =>
      (await session.request(handle, body, offer)).jsep;
    await this.music.publish(
      pc,
      send({ request: 'publish', audio: true, video: true }),
      send({ request: 'configure' }),
    );
  }

  /**
   * The lesson's music mode (its status, polled): our microphone without the voice processing,
   * and our sound sent in stereo at music mode's bitrate (or back to voice).
   */
  setMusic(on: boolean) {
    return this.music.set(on);
  }

  /**
   * Our camera stream changed (a microphone reopened for another processing mode, another device
   * chosen): the publisher sends its new tracks in place of the old, with no new negotiation.
   */
  async sendFrom(camera: MediaStream | null) {
    const pc = this.publisherHandle ? this.peers.get(0) : undefined;
    if (!pc || !camera) return;
    await Promise.all(
      pc.getSenders().map((sender) => {
        const kind = sender.track?.kind;
        const track = camera.getTracks().find((t) => t.kind === kind);
        return track && track !== sender.track ? sender.replaceTrack(track) : undefined;
      }),
    );
  }

  /** One other member's feed, on a subscriber handle of its own. */
  private async receive(p: Publisher) {
    const ticket = this.ticket;
    const session = this.session;
    const member = ticket?.members.find((m) => m.id === p.id);
    if (!ticket || !session || !member || this.peers.has(p.id)) return;
    const audio = p.streams?.find((s) => s.type === 'audio');
    const audioMid = audio?.mid ?? null;
    this.setFeed({ ...member, stream: null, audioMid });
    // Muted before we came: everyone sees it, not only those who were there.
    if (audio?.moderated) this.noteMuted(p.id, true);
    else if (audioMid && this.mutedByMe.has(p.id))
      void this.deps.mute(p.id, audioMid, true).catch(() => this.noteMuted(p.id, false));
    const handle = await session.attach();
    this.handles.set(handle, p.id);
    const pc = this.peer(handle, p.id);
    const tracks: MediaStreamTrack[] = [];
    pc.ontrack = (e) => {
      tracks.push(e.track);
      this.setFeed({ ...member, stream: this.deps.streamOf([...tracks]), audioMid });
    };
    const offer = await session.request(handle, {
      request: 'join',
      ptype: 'subscriber',
      room: ticket.room,
      streams: [{ feed: p.id }],
      token: ticket.token,
    });
    if (!offer.jsep) return;
    await pc.setRemoteDescription(offer.jsep);
    // In stereo from the start: a member who turns music mode on later is heard so at once.
    await session.request(handle, { request: 'start' }, await answerInStereo(pc));
  }

  /** A connection to Janus for `handle`, its candidates trickled; kept by feed (ours is 0). */
  private peer(handle: number, feed: number) {
    const pc = this.deps.createPeer(this.config);
    pc.onicecandidate = (e) => this.session?.trickle(handle, e.candidate?.toJSON() ?? null);
    this.peers.set(feed, pc);
    return pc;
  }

  private onEvent(handle: number, m: JanusMessage) {
    const data = m.plugindata?.data ?? {};
    if (handle !== this.publisherHandle) return;
    for (const p of (data.publishers as Publisher[] | undefined) ?? []) void this.receive(p);
    const gone = data.unpublished ?? data.leaving;
    if (typeof gone === 'number') this.drop(gone);
    // The teacher muted or unmuted a student: Janus tells everyone in the room (the app moderates sound only).
    if (typeof data.moderation === 'string' && typeof data.id === 'number')
      this.noteMuted(data.id, data.moderation === 'muted');
  }

  private noteMuted(feed: number, mute: boolean) {
    const { muted } = this.store.getSnapshot();
    this.store.set({ muted: mute ? [...new Set([...muted, feed])] : muted.filter((id) => id !== feed) });
  }

  private setFeed(feed: GroupFeed) {
    const order = this.ticket?.members.map((m) => m.id) ?? [];
    const feeds = [...this.store.getSnapshot().feeds.filter((f) => f.id !== feed.id), feed];
    feeds.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    this.store.set({ feeds });
  }

  /** A member left (or stopped publishing): their connection and handle go. */
  private drop(feed: number) {
    this.peers.get(feed)?.close();
    this.peers.delete(feed);
    for (const [handle, f] of this.handles) {
      if (f !== feed) continue;
      this.handles.delete(handle);
      void this.session?.detach(handle);
    }
    const s = this.store.getSnapshot();
    this.store.set({
      feeds: s.feeds.filter((f) => f.id !== feed),
      spotlight: s.spotlight === feed ? null : s.spotlight,
    });
  }

  /** Each student's received sound level, from their subscriber connection's stats. */
  private async readLevels() {
    const students = this.store.getSnapshot().feeds.filter((f) => f.role === 'student');
    const levels = new Map<number, number>();
    await Promise.all(
      students.map(async (f) => {
        const stats = await this.peers
          .get(f.id)
          ?.getStats()
          .catch(() => null);
        let level = 0;
        stats?.forEach((r) => {
          if (r.type === 'inbound-rtp' && r.kind === 'audio' && typeof r.audioLevel === 'number')
            level = r.audioLevel;
        });
        levels.set(f.id, level);
      }),
    );
    const speaker = this.follower.update(levels, Date.now());
    if (speaker !== this.store.getSnapshot().speaker) this.store.set({ speaker });
  }

  /** Teacher: the large tile follows who sounds, or not. */
  setFollow(follow: boolean) {
    this.store.set({ follow });
  }

  /** Teacher: shows one student large (null: everyone in the grid). */
  setSpotlight(feed: number | null) {
    this.store.set({ spotlight: feed });
  }

  /** Teacher: mutes or unmutes one student's sound for everyone. */
  async setMuted(feed: number, mute: boolean) {
    const mid = this.store.getSnapshot().feeds.find((f) => f.id === feed)?.audioMid;
    if (!mid) return;
    await this.deps.mute(feed, mid, mute);
    if (mute) this.mutedByMe.add(feed);
    else this.mutedByMe.delete(feed);
    this.noteMuted(feed, mute);
  }

  /** Teacher: lets one student be heard by all (the one playing), the other students muted; null: everyone heard. */
  async letPlay(feed: number | null) {
    const students = this.store.getSnapshot().feeds.filter((f) => f.role === 'student');
    await Promise.all(students.map((f) => this.setMuted(f.id, feed !== null && f.id !== feed)));
    this.store.set({ playing: feed });
  }

  /** Leaves the room: Janus is told (best effort), every connection closed. */
  async leave() {
    if (this.store.getSnapshot().phase === 'left') return;
    this.store.set({ phase: 'left', feeds: [] });
    this.joins.cancel();
    const session = this.session;
    if (session && this.publisherHandle)
      await session.request(this.publisherHandle, { request: 'leave' }).catch(() => {});
    this.close();
    await session?.destroy();
  }

  private close() {
    this.music.drop();
    if (this.levelsTimer) this.deps.timers.clearInterval(this.levelsTimer);
    this.levelsTimer = null;
    for (const pc of this.peers.values()) pc.close();
    this.peers.clear();
    this.handles.clear();
    const session = this.session;
    this.session = null;
    this.publisherHandle = 0;
    void session?.destroy();
  }
}
