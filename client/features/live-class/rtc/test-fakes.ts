// Stand-ins for the browser's media objects, for the rtc unit tests.
import { FakeTrack, fakeStream } from '../../../test/media-fakes.ts';
import type { PeerLike } from './peer-session.ts';
import type { EventSourceLike } from './signalling-client.ts';

/** `new MediaStream(tracks)`, as the browser's side hands it to the core (jsdom has none). */
export const streamOf = (tracks: MediaStreamTrack[]) => fakeStream(...(tracks as unknown as FakeTrack[]));

export const cameraStream = () => fakeStream(new FakeTrack('audio'), new FakeTrack('video'));

type Sender = {
  kind: 'audio' | 'video';
  track: FakeTrack | null;
  /** The streams the track is sent in (the SDP's msid): addTrack's, then setStreams'. */
  streams: MediaStream[];
  replaceTrack(t: FakeTrack | null): Promise<void>;
  /** What setParameters last stored. */
  params: RTCRtpSendParameters;
};

/** The class's two parties as the access check names them (the teacher has a photo). */
export const PARTIES = {
  teacher: { name: 'Ravi Shankar', photoUrl: '/api/avatars/4?v=v1' },
  student: { name: 'Asha Rao', photoUrl: null },
};

/** The parties' negotiated channel; the test opens it and delivers the other side's messages. */
export class FakeChannel {
  readyState: RTCDataChannelState = 'connecting';
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  sent: string[] = [];
  constructor(
    readonly label: string,
    readonly init?: RTCDataChannelInit,
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 'closed';
  }
  open() {
    this.readyState = 'open';
    this.onopen?.(new Event('open'));
  }
  deliver(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
}

/** One m-line of the fake connection: its sender, its direction and, once negotiated, its mid. */
export type FakeTransceiver = {
  mid: string | null;
  direction: RTCRtpTransceiverDirection;
  /** 'stopped' once a stop has been negotiated; the browser then drops the m-line from its list. */
  currentDirection: RTCRtpTransceiverDirection | null;
  sender: ReturnType<typeof senderView>;
  receiver: { track: { kind: 'audio' | 'video' } };
  raw: Sender;
  stop(): void;
};

/** The sender as the session sees it (getSenders, a transceiver's sender): one object for each. */
function senderView(s: Sender) {
  return {
    get track() {
      return s.track;
    },
    replaceTrack: s.replaceTrack,
    setStreams: (...streams: MediaStream[]) => {
      s.streams = streams;
    },
    getParameters: () => structuredClone(s.params),
    setParameters: async (p: RTCRtpSendParameters) => {
      s.params = p;
    },
  };
}

/** The m-lines of an SDP that has them (`m=video …` then `a=mid:1`); the tests' placeholders have none. */
const mLines = (sdp: string | undefined) =>
  (sdp ?? '')
    .split(/\r?\nm=|^m=/)
    .slice(1)
    .map((section) => ({
      kind: section.startsWith('video') ? ('video' as const) : ('audio' as const),
      mid: /a=mid:(\S+)/.exec(section)?.[1] ?? null,
      rejected: /^\w+ 0 /.test(section),
    }))
    .filter((m) => m.mid !== null);

/** Records what the session does to its connection; resolves each step on the next tick. */
export class FakePeer {
  closed = false;
  signalingState: RTCSignalingState = 'stable';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  connectionState: RTCPeerConnectionState = 'new';
  candidates: RTCIceCandidateInit[] = [];
  /** The senders of the m-lines not stopped, in the order they were added. */
  get senders(): Sender[] {
    return this.transceivers.filter((t) => t.direction !== 'stopped').map((t) => t.raw);
  }
  transceivers: FakeTransceiver[] = [];
  channels: FakeChannel[] = [];
  log: string[] = [];
  onicecandidate: ((e: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  ontrack:
    | ((e: { streams: MediaStream[]; track: FakeTrack; transceiver?: { mid: string | null } }) => void)
    | null = null;
  onconnectionstatechange: (() => void) | null = null;
  onicecandidateerror: ((e: { errorCode: number }) => void) | null = null;
  lost = 0;
  /** Packets received so far (grows by itself unless a test sets `flowing` false). */
  received = 0;
  flowing = true;
  /** The candidate types of the selected pair the stats show (none unless a test sets it). */
  selectedPair: { local: RTCIceCandidateType; remote: RTCIceCandidateType } | null = null;
  /** The SDP createOffer / createAnswer give (a placeholder unless a test sets one). */
  offerSdp: string | null = null;
  answerSdp: string | null = null;

  constructor(readonly config: RTCConfiguration) {}

  addTrack(track: FakeTrack, ...streams: MediaStream[]) {
    return this.transceiver(track.kind, track, streams, 'sendrecv').raw;
  }
  addTransceiver(
    trackOrKind: FakeTrack | 'audio' | 'video',
    init: { direction?: RTCRtpTransceiverDirection; streams?: MediaStream[] } = {},
  ) {
    const track = typeof trackOrKind === 'string' ? null : trackOrKind;
    const kind = typeof trackOrKind === 'string' ? trackOrKind : trackOrKind.kind;
    return this.transceiver(kind, track, init.streams ?? [], init.direction ?? 'sendrecv');
  }
  getTransceivers() {
    return this.transceivers;
  }
  private transceiver(
    kind: 'audio' | 'video',
    track: FakeTrack | null,
    streams: MediaStream[],
    direction: RTCRtpTransceiverDirection,
  ) {
    const sender: Sender = {
      kind,
      track,
      streams,
      replaceTrack: async (t) => {
        sender.track = t;
      },
      params: { encodings: [{}] } as RTCRtpSendParameters,
    };
    const t: FakeTransceiver = {
      mid: null,
      direction,
      currentDirection: null,
      sender: senderView(sender),
      receiver: { track: { kind } },
      raw: sender,
      stop: () => {
        t.direction = 'stopped';
      },
    };
    this.transceivers.push(t);
    return t;
  }
  /**
   * As the browser: a description names each m-line's mid; a remote offer's m-lines take the
   * transceivers addTrack made (in order, by kind) and make new ones, receiving only, for the rest,
   * and its rejected ones (port 0) stop theirs. An answer ends the stopped ones.
   */
  private negotiate(d: RTCSessionDescriptionInit, remote: boolean) {
    const lines = mLines(d.sdp);
    if (lines.length === 0) {
      // A placeholder SDP: number the m-lines in the order they were added.
      for (const t of this.transceivers) t.mid ??= String(this.mids++);
    }
    for (const line of lines) {
      const known = this.transceivers.find((t) => t.mid === line.mid);
      if (known) {
        if (line.rejected && remote) known.stop();
        continue;
      }
      if (line.rejected) continue;
      const free = this.transceivers.find((t) => t.mid === null && t.raw.kind === line.kind);
      if (free) free.mid = line.mid;
      else if (remote) this.addTransceiver(line.kind, { direction: 'recvonly' }).mid = line.mid;
    }
    if (d.type !== 'answer') return;
    this.transceivers = this.transceivers.filter((t) => t.direction !== 'stopped');
    for (const t of this.transceivers) t.currentDirection = t.direction;
  }
  /** The next mid a placeholder SDP gives (a stopped m-line's mid is not given again). */
  private mids = 0;
  createDataChannel(label: string, init?: RTCDataChannelInit) {
    const channel = new FakeChannel(label, init);
    this.channels.push(channel);
    return channel;
  }
  getSenders() {
    return this.transceivers.map((t) => t.sender);
  }
  async createOffer(options?: RTCOfferOptions) {
    if (options?.iceRestart) this.log.push('restart-offer');
    return {
      type: 'offer' as const,
      sdp: this.offerSdp ?? `offer-sdp-${this.config.iceServers?.length ?? 0}`,
    };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: this.answerSdp ?? 'answer-sdp' };
  }
  async setLocalDescription(d: RTCSessionDescriptionInit) {
    await tick();
    if (d.type === 'rollback') {
      this.localDescription = null;
      this.signalingState = 'stable';
      this.log.push('rollback');
      return;
    }
    this.localDescription = d;
    this.negotiate(d, false);
    this.signalingState = d.type === 'offer' ? 'have-local-offer' : 'stable';
    this.log.push(`local:${d.type}`);
  }
  async setRemoteDescription(d: RTCSessionDescriptionInit) {
    await tick();
    this.remoteDescription = d;
    this.negotiate(d, d.type === 'offer');
    this.signalingState = d.type === 'offer' ? 'have-remote-offer' : 'stable';
    this.log.push(`remote:${d.type}`);
  }
  async addIceCandidate(c: RTCIceCandidateInit) {
    if (!this.remoteDescription) throw new Error('no remote description');
    this.candidates.push(c);
    this.log.push(`candidate:${c.candidate}`);
  }
  async getStats() {
    if (this.flowing) this.received += 100;
    const stats = new Map<string, Record<string, unknown>>([
      ['in', { type: 'inbound-rtp', packetsLost: this.lost, packetsReceived: this.received }],
    ]);
    if (this.selectedPair) {
      stats.set('t', { type: 'transport', selectedCandidatePairId: 'p' });
      stats.set('p', { type: 'candidate-pair', localCandidateId: 'l', remoteCandidateId: 'r' });
      stats.set('l', { type: 'local-candidate', candidateType: this.selectedPair.local });
      stats.set('r', { type: 'remote-candidate', candidateType: this.selectedPair.remote });
    }
    return stats as unknown as RTCStatsReport;
  }
  close() {
    this.closed = true;
  }
  /** The connection's state changing, as the browser reports it. */
  setState(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
  /** The other side's track arriving (a video track of its own unless one is given). */
  receive(stream: MediaStream, track = new FakeTrack('video')) {
    this.ontrack?.({ streams: [stream], track });
  }
  /** A track arriving on the m-line with this mid (the other party's second camera, say). */
  receiveOn(mid: string, track = new FakeTrack('video')) {
    const transceiver = this.transceivers.find((t) => t.mid === mid) ?? { mid };
    this.ontrack?.({ streams: [fakeStream(track)], track, transceiver });
  }
}

export const asPeer = (p: FakePeer) => p as unknown as PeerLike;

/** The createPeer of a part under test: each connection it makes is a FakePeer, kept in `peers`. */
export function fakePeers<P = PeerLike>() {
  const peers: FakePeer[] = [];
  const createPeer = (config: RTCConfiguration) => {
    const p = new FakePeer(config);
    peers.push(p);
    return p as unknown as P;
  };
  return { peers, createPeer };
}

const tick = () => new Promise<void>((r) => setTimeout(r, 0));

export class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
  emit(type: string, data: unknown, id: string) {
    const e = new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id });
    for (const l of this.listeners.get(type) ?? []) l(e);
  }
}
