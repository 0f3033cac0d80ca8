import type { ClassRole as Role, SignalMessage, SignalType } from '../../../../common/schemas/live-class.ts';
import { createStore, type Store } from './store.ts';

/** Spec section 9: media bitrate hint 1000 to 2000 kbps (the encoder's ceiling; browsers set no floor). */
export const MAX_VIDEO_BITRATE = 2_000_000;

export type PeerLike = Pick<
  RTCPeerConnection,
  | 'addTrack'
  | 'getSenders'
  | 'createOffer'
  | 'createAnswer'
  | 'setLocalDescription'
  | 'setRemoteDescription'
  | 'addIceCandidate'
  | 'getStats'
  | 'close'
  | 'remoteDescription'
  | 'signalingState'
  | 'connectionState'
  | 'onicecandidate'
  | 'ontrack'
  | 'onconnectionstatechange'
>;

export type PeerSessionOptions = {
  role: Role;
  iceServers: RTCIceServer[];
  createPeer: (config: RTCConfiguration) => PeerLike;
  /** Stores one signalling message for the other party. */
  send: (type: SignalType, data: unknown) => Promise<unknown>;
  onError?: (err: unknown) => void;
};

export type PeerState = {
  remoteStream: MediaStream | null;
  connection: RTCPeerConnectionState;
  /** The other party is showing its screen instead of its camera. */
  remoteSharing: boolean;
};

/**
 * The one media connection to the other party. The teacher makes the offer and the
 * student answers; messages are applied one at a time in the order they came, and
 * remote candidates wait until the remote description is set. Screen share swaps the
 * outgoing video track (replaceTrack), so it needs no new negotiation.
 */
export class PeerSession implements Store<PeerState> {
  private readonly store = createStore<PeerState>({
    remoteStream: null,
    connection: 'new',
    remoteSharing: false,
  });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private pc: PeerLike | null = null;
  private pending: RTCIceCandidateInit[] = [];
  private queue: Promise<void> = Promise.resolve();
  private local: MediaStream | null = null;
  private localReady: Promise<void> = Promise.resolve();
  private videoTrack: MediaStreamTrack | null = null;

  constructor(private readonly o: PeerSessionOptions) {}

  /**
   * The camera and microphone to send, or the camera still opening: offers and answers wait
   * for it, so the room need not. Without one (refused, none) the lesson still receives.
   */
  setLocalStream(stream: MediaStream | Promise<MediaStream>) {
    this.localReady = Promise.resolve(stream).then(
      (s) => {
        this.local = s;
        this.videoTrack ??= s.getVideoTracks()[0] ?? null;
      },
      () => {},
    );
  }

  /** Teacher: (re)connects to a student who has just become present. */
  connect(): Promise<void> {
    return this.enqueue(async () => {
      if (this.o.role !== 'teacher') return;
      await this.localReady;
      const pc = this.fresh();
      const offer = await pc.createOffer();
      await pc.setLocalDescription(offer);
      await this.limitBitrate(pc);
      await this.o.send('offer', { type: 'offer', sdp: offer.sdp });
    });
  }

  /** The other party left: drop the connection until they come back. */
  disconnect() {
    this.pc?.close();
    this.pc = null;
    this.pending = [];
    this.store.set({ remoteStream: null, connection: 'closed', remoteSharing: false });
  }

  /** Applies one message from the other party, after the ones before it. */
  handle(m: SignalMessage): Promise<void> {
    return this.enqueue(() => this.apply(m));
  }

  async shareScreen(track: MediaStreamTrack) {
    await this.sendVideo(track);
    await this.o.send('screen_offer', { replaceTrack: true });
  }

  async stopScreenShare(camera: MediaStreamTrack | null) {
    await this.sendVideo(camera);
    await this.o.send('stop_screen_share', {});
  }

  getStats(): Promise<RTCStatsReport> | null {
    return this.pc?.getStats() ?? null;
  }

  close() {
    this.disconnect();
  }

  private enqueue(step: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(step).catch((err) => this.o.onError?.(err));
    return this.queue;
  }

  private async apply(m: SignalMessage) {
    const data = m.data as { sdp?: string } & RTCIceCandidateInit;
    switch (m.message_type) {
      case 'offer': {
        if (this.o.role !== 'student') return;
        // Every offer starts a new connection: the teacher (re)joined.
        await this.localReady;
        const pc = this.fresh();
        await pc.setRemoteDescription({ type: 'offer', sdp: data.sdp });
        await this.flushCandidates(pc);
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        await this.limitBitrate(pc);
        await this.o.send('answer', { type: 'answer', sdp: answer.sdp });
        return;
      }
      case 'answer': {
        const pc = this.pc;
        // An answer to an offer we no longer wait on (the student answered an old one).
        if (this.o.role !== 'teacher' || !pc || pc.signalingState !== 'have-local-offer') return;
        await pc.setRemoteDescription({ type: 'answer', sdp: data.sdp });
        await this.flushCandidates(pc);
        return;
      }
      case 'ice-candidate': {
        if (this.pc?.remoteDescription) await this.addCandidate(this.pc, data);
        else this.pending.push(data);
        return;
      }
      case 'screen_offer':
        this.store.set({ remoteSharing: true });
        return;
      case 'stop_screen_share':
        this.store.set({ remoteSharing: false });
        return;
      default:
        // screen_answer and restore_video_*: the spec's renegotiation steps, not needed with replaceTrack.
        return;
    }
  }

  /** A new connection carrying the local tracks, replacing any old one. */
  private fresh(): PeerLike {
    this.pc?.close();
    this.pending = this.o.role === 'student' ? this.pending : [];
    const pc = this.o.createPeer({ iceServers: this.o.iceServers });
    this.pc = pc;
    this.store.set({ remoteStream: null, connection: 'new' });
    pc.onicecandidate = (e) => {
      if (e.candidate && this.pc === pc)
        this.o.send('ice-candidate', e.candidate.toJSON()).catch((err) => this.o.onError?.(err));
    };
    pc.ontrack = (e) => {
      if (this.pc !== pc) return;
      const stream = e.streams[0] ?? new MediaStream([e.track]);
      this.store.set({ remoteStream: stream });
    };
    pc.onconnectionstatechange = () => {
      if (this.pc === pc) this.store.set({ connection: pc.connectionState });
    };
    if (this.local) {
      for (const t of this.local.getAudioTracks()) pc.addTrack(t, this.local);
      if (this.videoTrack) pc.addTrack(this.videoTrack, this.local);
    }
    return pc;
  }

  private async flushCandidates(pc: PeerLike) {
    const held = this.pending;
    this.pending = [];
    for (const c of held) await this.addCandidate(pc, c);
  }

  private async addCandidate(pc: PeerLike, c: RTCIceCandidateInit) {
    // A candidate of an older connection does not fit this one; skip it.
    await pc.addIceCandidate(c).catch(() => {});
  }

  private async sendVideo(track: MediaStreamTrack | null) {
    this.videoTrack = track;
    const sender = this.pc?.getSenders().find((s) => s.track?.kind === 'video' || s.track === null);
    await sender?.replaceTrack(track);
  }

  private async limitBitrate(pc: PeerLike) {
    for (const sender of pc.getSenders()) {
      if (sender.track?.kind !== 'video') continue;
      const params = sender.getParameters();
      if (!params.encodings?.length) continue;
      for (const e of params.encodings) e.maxBitrate = MAX_VIDEO_BITRATE;
      await sender.setParameters(params).catch(() => {});
    }
  }
}
