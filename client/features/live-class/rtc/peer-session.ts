import { MUSIC_AUDIO_KBPS } from '../../../../common/schemas/live-class/access.ts';
import type { ClassRole as Role } from '../../../../common/schemas/live-class/shared.ts';
import type { SignalMessage, SignalType } from '../../../../common/schemas/live-class/signaling.ts';
import type { KeyboardState } from '../../../lib/midi/keyboard-model.ts';
import type { TimedMidiEvent } from '../../../lib/midi/midi-parse.ts';
import { type Transport, transportIn, transportMessage } from '../../../lib/music/backing-transport.ts';
import { createStore, type Store } from '../../../lib/store.ts';
import { captureLatencyIn, captureLatencyMessage } from './capture-latency.ts';
import { packetTotals } from './connection-quality.ts';
import { backoffMs, IceRestartPolicy, RELAY_STALL_MS, relayedPair, STALL_CHECK_MS } from './ice-restart.ts';
import type { KeyboardIn } from './keyboard-message.ts';
import { KeyboardShare } from './keyboard-share.ts';
import type { StreamOf } from './media-devices.ts';
import { lowLatencyOf, musicKbpsOf, withMusicOpus, withVoiceOpus } from './opus-sdp.ts';
import { PitchThrottle, pitchIn, pitchMessage } from './pitch-message.ts';
import { SecondCameraLine } from './second-camera-line.ts';

/** The video's bitrate hint: 1000 to 2000 kbps (the encoder's ceiling; browsers set no floor). */
export const MAX_VIDEO_BITRATE = 2_000_000;

/** The audio sender's encoding in music mode: its bitrate, and the video gives way first. */
export const musicEncoding = (kbps: number): RTCRtpEncodingParameters => ({
  maxBitrate: kbps * 1000,
  priority: 'high',
  networkPriority: 'high',
});
/**
 * The camera while low latency is on: at most 360 lines, 500 kbps and the lowest priority, so
 * that a busy machine or link gives up picture before the sound's delay grows.
 */
export const LOW_LATENCY_VIDEO = { maxHeight: 360, maxBitrate: 500_000 } as const;

/** The camera's encoding in low latency, for a camera `height` lines high. */
export function lowLatencyVideo(height: number | undefined): RTCRtpEncodingParameters {
  return {
    maxBitrate: LOW_LATENCY_VIDEO.maxBitrate,
    scaleResolutionDownBy:
      height && height > LOW_LATENCY_VIDEO.maxHeight ? height / LOW_LATENCY_VIDEO.maxHeight : 1,
    priority: 'very-low',
    networkPriority: 'very-low',
  };
}

/** An m-line for the sound that is not stopped (nor being stopped). */
const isSoundLine = (t: RTCRtpTransceiver) =>
  t.receiver.track.kind === 'audio' && t.direction !== 'stopped' && t.currentDirection !== 'stopped';

/** The browsers' default priority, back in voice mode. */
export const VOICE_PRIORITY: RTCRtpEncodingParameters = { priority: 'low', networkPriority: 'low' };

export type PeerLike = Pick<
  RTCPeerConnection,
  | 'addTrack'
  | 'addTransceiver'
  | 'getTransceivers'
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
  | 'createDataChannel'
  /** Chromium reports a TURN server's refusal (401) here; the connection itself just never starts. */
  | 'onicecandidateerror'
>;

type Timers = Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;

/**
 * The parties' own channel beside the media: each says whether its camera is on. A disabled track
 * still sends (black) frames and the receiving browser never mutes it, so the other side cannot
 * tell a camera that is off from a dark room without being told. It also carries the second
 * camera's state and each microphone's capture latency (capture-latency.ts). Negotiated with a
 * fixed id, so both sides make it themselves and neither waits for the other's.
 */
const CAMERA_CHANNEL: RTCDataChannelInit = { negotiated: true, id: 0 };
type ChannelLike = Pick<RTCDataChannel, 'readyState' | 'send' | 'onopen' | 'onmessage' | 'close'>;

/** The camera's state as one party tells the other: `{"camera":true}` or `{"camera":false}`. */
export function cameraStateIn(data: unknown): boolean | null {
  try {
    const message = JSON.parse(String(data)) as { camera?: unknown } | null;
    return typeof message?.camera === 'boolean' ? message.camera : null;
  } catch {
    return null;
  }
}

/** Shown in the room when the relay server refuses the lesson's credentials. */
export const RELAY_REFUSED =
  "The relay server refused this lesson's credentials, so no video or sound can get through. Please tell the school.";

export type PeerSessionOptions = {
  role: Role;
  iceServers: RTCIceServer[];
  /** 'relay' sends everything through the TURN servers (ICE_TRANSPORT_POLICY). */
  iceTransportPolicy?: RTCIceTransportPolicy;
  createPeer: (config: RTCConfiguration) => PeerLike;
  /** Stores one signalling message for the other party. */
  send: (type: SignalType, data: unknown) => Promise<unknown>;
  onError?: (err: unknown) => void;
  /** Music mode's Opus bitrate in kbps (the server's MUSIC_AUDIO_KBPS; its default without one). */
  musicKbps?: number;
  /** For the ICE restart's grace period and back-off (tests pass fake ones). */
  timers?: Timers;
  /** A stream for a remote track that came without one. */
  streamOf: StreamOf;
};

export type PeerState = {
  remoteStream: MediaStream | null;
  /** The other party's second camera (over the keyboard, say) while they say it is on. */
  remoteSecond: MediaStream | null;
  connection: RTCPeerConnectionState;
  /** The other party is showing its screen instead of its camera. */
  remoteSharing: boolean;
  /** The other party said its camera is off (or it has none): its tile shows their photo. */
  remoteCameraOff: boolean;
  /** The other party's microphone capture latency in ms, as they told it (null: not told). */
  remoteCaptureMs: number | null;
  /** The connection was up and is down now (disconnected or failed); ICE restarts are bringing it back. */
  reconnecting: boolean;
  /** Why no media can flow, when the browser says (a TURN server refusing our credentials). */
  problem: string | null;
};

/**
 * The one media connection to the other party. The teacher makes the offer and the
 * student answers; messages are applied one at a time in the order they came, and
 * remote candidates wait until the remote description is set. Screen share swaps the
 * outgoing video track (replaceTrack), so it needs no new negotiation. Music mode renegotiates
 * the same connection, its sound on a new m-line: the teacher offers, the student answers in the
 * offer's mode.
 */
export class PeerSession implements Store<PeerState> {
  private readonly store = createStore<PeerState>({
    remoteStream: null,
    remoteSecond: null,
    connection: 'new',
    remoteSharing: false,
    remoteCameraOff: false,
    remoteCaptureMs: null,
    reconnecting: false,
    problem: null,
  });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private pc: PeerLike | null = null;
  private pending: RTCIceCandidateInit[] = [];
  private queue: Promise<void> = Promise.resolve();
  private local: MediaStream | null = null;
  /**
   * Music mode's stream for the sound alone: a receiver delays a stream's sound to match its video
   * (lip sync), so in music mode the microphone goes in a stream of its own and never waits.
   */
  private soundOnly: MediaStream | null = null;
  /** The stream this connection's camera and (in voice mode) sound were added in. */
  private sentIn: MediaStream | null = null;
  /** This connection sends the sound in soundOnly. */
  private soundAlone = false;
  /** Teacher: the mode (see soundMode) the sound's m-line was made for; another mode gets a new one. */
  private soundLineMode = '';
  /** The other party's tracks in one stream for its tile, whichever streams they came in. */
  private remote: MediaStream | null = null;
  private localReady: Promise<void> = Promise.resolve();
  private videoTrack: MediaStreamTrack | null = null;
  private channel: ChannelLike | null = null;
  private readonly pitchListeners = new Set<(hz: number | null) => void>();
  private readonly pitchThrottle = new PitchThrottle();
  private readonly keyboard = new KeyboardShare();
  private readonly backingListeners = new Set<(t: Transport | null) => void>();
  /** Our backing track's transport as last told (told again on every new connection). */
  private backing: Transport | null = null;
  /** What we send in place of the microphone (it mixed with a backing track), or null: the microphone. */
  private mix: MediaStreamTrack | null = null;
  /** Whether our camera is on, as the other party is told (see setCamera). */
  private cameraOn = true;
  /** Our microphone's capture latency in whole ms, as the other party is told (see setCaptureLatency). */
  private captureMs: number | null = null;
  /** Music mode's kbps while it is on (teacher: its choice; student: the last offer's), else null. */
  private musicKbps: number | null = null;
  /** Low latency within music mode (teacher: the class's; student: the last offer's). */
  private lowLatency = false;
  /** Music mode changed while an offer was waiting for its answer: offer again after it. */
  private renegotiatePending = false;
  /**
   * Numbers every offer the teacher makes; the answer carries it back. An answer to any offer but
   * the latest (one sent before an ICE restart, or to an older connection) is dropped.
   */
  private generation = 0;
  /** Teacher: when the ICE restart offer still waiting for its answer was made (0: none waits). */
  private restartOfferedAt = 0;
  private readonly restarts: IceRestartPolicy;
  /** The selected pair goes through a TURN relay (read from the stats each time the connection is up). */
  private relayed = false;
  /** Counts a relayed path's received packets while the connection lasts (see watchStall). */
  private stallTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly timers: Timers;
  private readonly second: SecondCameraLine;

  constructor(private readonly options: PeerSessionOptions) {
    this.timers = options.timers ?? globalThis;
    this.second = new SecondCameraLine(options.streamOf, (remoteSecond) => this.store.set({ remoteSecond }));
    this.restarts = new IceRestartPolicy({
      restart: () => void this.restartIce(),
      onReconnecting: (reconnecting) => this.store.set({ reconnecting }),
      relayed: () => this.relayed || options.iceTransportPolicy === 'relay',
      timers: options.timers,
    });
  }

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
      if (this.options.role !== 'teacher') return;
      await this.localReady;
      const pc = this.fresh();
      this.renegotiatePending = false;
      await this.offer(pc, 'offer');
    });
  }

  /**
   * Teacher: music mode on or off. The next offer asks for it, and a connection already up is
   * renegotiated at once, on the same RTCPeerConnection (no new ICE, the video keeps flowing).
   * The student's side follows the teacher's offers.
   */
  setMusic(on: boolean, lowLatency = false): Promise<void> {
    return this.enqueue(async () => {
      if (this.options.role !== 'teacher') return;
      const kbps = on ? (this.options.musicKbps ?? MUSIC_AUDIO_KBPS.default) : null;
      const low = on && lowLatency;
      if (kbps === this.musicKbps && low === this.lowLatency) return;
      this.musicKbps = kbps;
      this.lowLatency = low;
      const pc = this.pc;
      if (!pc) return;
      if (pc.signalingState === 'stable' && pc.remoteDescription) await this.offer(pc, 'renegotiate_offer');
      else this.renegotiatePending = true;
    });
  }

  /** Our camera on or off (or none to send): the other party is told now and on every new connection. */
  setCamera(on: boolean) {
    if (on === this.cameraOn) return;
    this.cameraOn = on;
    this.tellCamera();
  }

  /**
   * Our microphone's capture latency in ms, for the other party's delay readout: they are told
   * now when it changed by a whole ms, and on every new connection.
   */
  setCaptureLatency(ms: number) {
    const rounded = Math.round(ms);
    if (rounded === this.captureMs) return;
    this.captureMs = rounded;
    this.tellCapture();
  }

  /**
   * Our second camera on (its track) or off (null): sent on its own m-line of this connection
   * with no new negotiation, and the other party told on the camera channel.
   */
  setSecondCamera(track: MediaStreamTrack | null): Promise<void> {
    return this.enqueue(async () => {
      await this.second.send(track);
      if (track && this.pc) await this.tuneSenders(this.pc);
      this.tellSecond();
    });
  }

  /**
   * Our pitch reading taken at `at` ms (pitch-message.ts), at most 25 a second, when the channel
   * is open; dropped otherwise, as it is live.
   */
  sendPitch(hz: number | null, at: number) {
    if (this.channel?.readyState === 'open' && this.pitchThrottle.due(hz, at))
      this.channel.send(pitchMessage(hz));
  }

  /** The other party's pitch as each message arrives (many a second: kept out of the store). */
  onPitch(listener: (hz: number | null) => void): () => void {
    this.pitchListeners.add(listener);
    return () => this.pitchListeners.delete(listener);
  }

  /** Our MIDI keyboard shared (its state, read as each connection opens) or not (null): told now. */
  shareKeyboard(state: (() => KeyboardState) | null) {
    this.keyboard.share(state, this.channel);
  }

  /** A key or pedal of our shared keyboard, as it is played (keyboard-message.ts). */
  sendKeyboard(event: TimedMidiEvent) {
    this.keyboard.send(event, this.channel);
  }

  /** The other party's keyboard as each message arrives, and 'stopped' when the connection goes. */
  onKeyboard(listener: (message: KeyboardIn) => void): () => void {
    return this.keyboard.listen(listener);
  }

  /** Our backing track's transport (play, pause, seek, loop, tempo), or null once closed. */
  sendBacking(t: Transport | null) {
    this.backing = t;
    this.tellBacking();
  }

  /** The other party's backing track as each change arrives (null: none open). */
  onBacking(listener: (t: Transport | null) => void): () => void {
    this.backingListeners.add(listener);
    return () => this.backingListeners.delete(listener);
  }

  /**
   * Sends `track` in place of the microphone (the microphone mixed with a backing track or a
   * shared tab's sound), or the microphone again (null): the sound's sender swaps its track, with
   * no new negotiation, in the mode's stream and quality; later connections send it too.
   */
  sendMix(track: MediaStreamTrack | null): Promise<void> {
    return this.enqueue(async () => {
      this.mix = track;
      const sound = this.soundTrack();
      for (const t of this.pc?.getTransceivers().filter(isSoundLine) ?? [])
        if (t.sender.track) await t.sender.replaceTrack(sound);
    });
  }

  /** The sound we send now: the mix while there is one, else the microphone (the recording takes it). */
  soundTrack(): MediaStreamTrack | null {
    return this.mix ?? this.local?.getAudioTracks()[0] ?? null;
  }

  /** The other party left: drop the connection until they come back. */
  disconnect() {
    if (this.channel) for (const listener of this.backingListeners) listener(null);
    this.pc?.close();
    this.pc = null;
    this.channel = null;
    this.remote = null;
    this.second.forgetRemote();
    this.keyboard.lost();
    this.pending = [];
    this.restarts.reset();
    this.restartOfferedAt = 0;
    this.stopStallWatch();
    this.store.set({
      remoteStream: null,
      connection: 'closed',
      remoteSharing: false,
      remoteCameraOff: false,
      remoteCaptureMs: null,
      problem: null,
    });
  }

  /**
   * Brings a connection that went down back on the same RTCPeerConnection. The teacher offers
   * with an ICE restart (rolling back an offer still unanswered); a student asks the teacher to.
   * Called by the restart policy; the teacher also on the student's request.
   */
  restartIce(): Promise<void> {
    if (this.options.role === 'student') {
      if (!this.pc) return Promise.resolve();
      return this.options.send('ice_restart_request', {}).then(
        () => {},
        (err) => this.options.onError?.(err),
      );
    }
    return this.enqueue(async () => {
      const pc = this.pc;
      if (!pc) return;
      // Never answered at all: the first offer is lost, so start the connection again.
      if (!pc.remoteDescription) {
        await this.offer(this.fresh(), 'offer');
        return;
      }
      if (pc.signalingState === 'have-local-offer') await pc.setLocalDescription({ type: 'rollback' });
      this.restartOfferedAt = Date.now();
      await this.offer(pc, 'renegotiate_offer', true);
    });
  }

  /** Applies one message from the other party, after the ones before it. */
  handle(m: SignalMessage): Promise<void> {
    return this.enqueue(() => this.apply(m));
  }

  async shareScreen(track: MediaStreamTrack) {
    await this.sendVideo(track);
    await this.options.send('screen_offer', { replaceTrack: true });
  }

  async stopScreenShare(camera: MediaStreamTrack | null) {
    await this.sendVideo(camera);
    await this.options.send('stop_screen_share', {});
  }

  /**
   * Another camera or microphone took the place of `old` (chosen, or the chosen one unplugged):
   * its sender sends the new track, with no new negotiation; later connections use `stream`.
   */
  async swapTrack(old: MediaStreamTrack, track: MediaStreamTrack, stream: MediaStream) {
    this.local = stream;
    if (this.videoTrack === old) this.videoTrack = track;
    await this.pc
      ?.getTransceivers()
      .find((t) => t.direction !== 'stopped' && t.sender.track === old)
      ?.sender.replaceTrack(track);
  }

  getStats(): Promise<RTCStatsReport> | null {
    return this.pc?.getStats() ?? null;
  }

  close() {
    this.disconnect();
  }

  private enqueue(step: () => Promise<void>): Promise<void> {
    this.queue = this.queue.then(step).catch((err) => this.options.onError?.(err));
    return this.queue;
  }

  private async apply(m: SignalMessage) {
    const data = m.data as { sdp?: string } & RTCIceCandidateInit;
    switch (m.message_type) {
      case 'offer': {
        if (this.options.role !== 'student') return;
        // Every offer starts a new connection: the teacher (re)joined.
        await this.localReady;
        await this.answer(this.fresh(), data.sdp, 'answer', m.data);
        return;
      }
      case 'renegotiate_offer': {
        // Without a connection, the teacher's next 'offer' starts one in the mode of the moment.
        if (this.options.role !== 'student' || !this.pc) return;
        await this.answer(this.pc, data.sdp, 'renegotiate_answer', m.data);
        return;
      }
      case 'answer':
      case 'renegotiate_answer': {
        const pc = this.pc;
        // An answer to an offer we no longer wait on (the student answered an old one).
        if (this.options.role !== 'teacher' || !pc || pc.signalingState !== 'have-local-offer') return;
        const gen = (m.data as { gen?: unknown }).gen;
        if (typeof gen === 'number' && gen !== this.generation) return;
        this.restartOfferedAt = 0;
        await pc.setRemoteDescription({ type: 'answer', sdp: data.sdp });
        await this.flushCandidates(pc);
        if (this.renegotiatePending) await this.offer(pc, 'renegotiate_offer');
        return;
      }
      case 'ice_restart_request': {
        // The student's side went down. A restart offer made within the first back-off step answers
        // it (one whose answer was lost does not); with no answered connection yet, the offer in flight does.
        const recent = Date.now() - this.restartOfferedAt < backoffMs(1);
        if (this.options.role !== 'teacher' || !this.pc?.remoteDescription || recent) return;
        void this.restartIce(); // queued after this step
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
    this.pending = this.options.role === 'student' ? this.pending : [];
    const config: RTCConfiguration = { iceServers: this.options.iceServers };
    if (this.options.iceTransportPolicy) config.iceTransportPolicy = this.options.iceTransportPolicy;
    const pc = this.options.createPeer(config);
    this.pc = pc;
    this.restarts.reset();
    this.restartOfferedAt = 0;
    this.relayed = false;
    this.stopStallWatch();
    this.remote = null;
    this.keyboard.lost();
    this.store.set({
      remoteStream: null,
      connection: 'new',
      remoteCameraOff: false,
      remoteCaptureMs: null,
      problem: null,
    });
    const channel = pc.createDataChannel('camera', CAMERA_CHANNEL);
    this.channel = channel;
    channel.onopen = () => {
      this.tellCamera();
      this.tellCapture();
      // The other side starts with none: only a second camera already on needs saying.
      if (this.second.sending) this.tellSecond();
      this.keyboard.opened(channel);
      if (this.backing) this.tellBacking();
    };
    channel.onmessage = (e) => {
      if (this.channel !== channel || this.second.heard(e.data) || this.keyboard.heard(e.data)) return;
      const hz = pitchIn(e.data);
      if (hz !== undefined) {
        for (const listener of this.pitchListeners) listener(hz);
        return;
      }
      const backing = transportIn(e.data);
      if (backing !== undefined) {
        for (const listener of this.backingListeners) listener(backing);
        return;
      }
      const captureMs = captureLatencyIn(e.data);
      if (captureMs !== null) {
        this.store.set({ remoteCaptureMs: captureMs });
        return;
      }
      const on = cameraStateIn(e.data);
      if (on !== null) this.store.set({ remoteCameraOff: !on });
    };
    pc.onicecandidate = (e) => {
      if (e.candidate && this.pc === pc)
        this.options.send('ice-candidate', e.candidate.toJSON()).catch((err) => this.options.onError?.(err));
    };
    pc.ontrack = (e) => {
      if (this.pc !== pc) return;
      if (this.second.carries(e.transceiver)) this.second.received(e.track);
      else this.showRemote(e.track);
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      const connection = pc.connectionState;
      this.store.set(connection === 'connected' ? { connection, problem: null } : { connection });
      this.restarts.update(connection);
      if (connection === 'connected')
        pc.getStats().then(
          (stats) => {
            if (this.pc !== pc) return;
            this.relayed = relayedPair(stats);
            if (this.relayed || this.options.iceTransportPolicy === 'relay') this.watchStall(pc);
          },
          () => {},
        );
    };
    pc.onicecandidateerror = (e) => {
      // 401: the TURN server does not accept the credentials (a wrong secret, or expired ones).
      if (this.pc === pc && e.errorCode === 401 && pc.connectionState !== 'connected')
        this.store.set({ problem: RELAY_REFUSED });
    };
    this.sentIn = this.local;
    this.soundAlone = !!this.musicKbps;
    this.soundLineMode = this.soundMode();
    if (this.local) {
      // The camera's m-line first: a switch of mode stops the sound's m-line, and Chromium reuses
      // a stopped first m-line (the BUNDLE tag) for the next one, which then never sent (live-music).
      if (this.videoTrack) pc.addTrack(this.videoTrack, this.local);
      const sound = this.soundAlone ? this.soundOnlyStream() : this.local;
      const track = this.soundTrack();
      if (track) pc.addTrack(track, sound);
    }
    // After the face camera, so the face keeps the first video m-line on both sides.
    this.second.open(pc, this.options.role === 'teacher');
    return pc;
  }

  private soundOnlyStream(): MediaStream {
    this.soundOnly ??= this.options.streamOf([]);
    return this.soundOnly;
  }

  /** What the sound's m-line is negotiated for: music mode's bitrate and low latency, or voice. */
  private soundMode(): string {
    return this.musicKbps ? `music ${this.musicKbps}${this.lowLatency ? ' low' : ''}` : 'voice';
  }

  /**
   * Teacher: the sound of a new mode on a new m-line, the old one stopped in the same offer. A
   * receiver's jitter buffer remembers the stall a renegotiation makes: on the same m-line its
   * delay stayed ~35 ms higher until a rejoin (bench:latency). A new m-line is a new receive
   * stream on both sides, which settles as after a join. The video keeps flowing.
   */
  private renewSound(pc: PeerLike) {
    this.soundLineMode = this.soundMode();
    const old = pc.getTransceivers().filter(isSoundLine);
    if (old.length === 0) return; // nothing to send and nothing asked for: as the connection began
    for (const t of old) t.stop();
    const alone = !!this.musicKbps;
    const stream = alone ? this.soundOnlyStream() : (this.sentIn ?? this.local);
    const track = this.soundTrack() ?? 'audio';
    pc.addTransceiver(track, { direction: 'sendrecv', streams: stream ? [stream] : [] });
    this.soundAlone = alone;
  }

  /**
   * Student: the offer's new sound m-line (the teacher's mode switch, see renewSound) sends our
   * microphone, in the mode's stream; the offer stopped the one it replaces.
   */
  private async adoptSound(pc: PeerLike) {
    const track = this.soundTrack();
    const line = pc.getTransceivers().find((t) => isSoundLine(t) && !t.sender.track);
    if (!track || !line) return;
    line.direction = 'sendrecv';
    const alone = !!this.musicKbps;
    const stream = alone ? this.soundOnlyStream() : (this.sentIn ?? this.local);
    // Firefox has no setStreams: there the track goes in a stream of the browser's choosing.
    if (stream && typeof line.sender.setStreams === 'function') line.sender.setStreams(stream);
    this.soundAlone = alone;
    await line.sender.replaceTrack(track);
  }

  /**
   * Before an offer or answer says so (its msid): the sound to a stream of its own in music mode,
   * back beside the camera in voice mode. Firefox has no setStreams: there a connection keeps the
   * stream it began with.
   */
  private placeSound(pc: PeerLike) {
    const alone = !!this.musicKbps;
    if (alone === this.soundAlone || !this.sentIn) return;
    const stream = alone ? this.soundOnlyStream() : this.sentIn;
    for (const sender of pc.getSenders()) {
      if (sender.track?.kind !== 'audio' || typeof sender.setStreams !== 'function') continue;
      sender.setStreams(stream);
      this.soundAlone = alone;
    }
  }

  /** A track of the other party's: one of each kind on the tile's stream, a newer one replacing the older. */
  private showRemote(track: MediaStreamTrack) {
    const stream = this.remote;
    if (!stream) {
      this.remote = this.options.streamOf([track]);
      this.store.set({ remoteStream: this.remote });
      return;
    }
    if (stream.getTracks().includes(track)) return; // the same track in a new stream (music mode's switch)
    for (const old of stream.getTracks()) if (old.kind === track.kind) stream.removeTrack(old);
    stream.addTrack(track);
  }

  /**
   * On a relayed path: packets that stop arriving for RELAY_STALL_MS while the browser still says
   * 'connected' mean the relay lost the allocation, so restart now; packets arriving again on a
   * connection still 'connected' end the outage. Only once packets have flowed: a party that
   * sends nothing (no camera, no microphone) is not an outage.
   */
  private watchStall(pc: PeerLike) {
    if (this.stallTimer) return;
    let last = -1;
    let since = Date.now();
    let stalled = false;
    const check = async () => {
      const received = packetTotals(await pc.getStats()).received;
      if (this.pc !== pc || !this.stallTimer) return;
      const now = Date.now();
      if (received !== last) {
        if (stalled && pc.connectionState === 'connected') this.restarts.update('connected');
        stalled = false;
        since = now;
        last = received;
      } else if (
        !stalled &&
        last > 0 &&
        now - since >= RELAY_STALL_MS &&
        pc.connectionState === 'connected'
      ) {
        stalled = true;
        this.restarts.stalled();
      }
      this.stallTimer = this.timers.setTimeout(() => void check().catch(() => {}), STALL_CHECK_MS);
    };
    this.stallTimer = this.timers.setTimeout(() => void check().catch(() => {}), STALL_CHECK_MS);
  }

  private stopStallWatch() {
    if (this.stallTimer) this.timers.clearTimeout(this.stallTimer);
    this.stallTimer = null;
  }

  private async offer(pc: PeerLike, type: 'offer' | 'renegotiate_offer', iceRestart = false) {
    this.renegotiatePending = false;
    const gen = ++this.generation;
    if (type === 'renegotiate_offer' && this.soundLineMode !== this.soundMode()) this.renewSound(pc);
    this.placeSound(pc);
    const offer = await pc.createOffer(iceRestart ? { iceRestart } : undefined);
    const sdp = await this.setLocal(pc, offer);
    await this.tuneSenders(pc);
    await this.options.send(type, { type: 'offer', sdp, gen, ...this.second.note() });
  }

  /** Student: answers in the mode the offer asks for, so both directions match. */
  private async answer(
    pc: PeerLike,
    offerSdp: string | undefined,
    type: 'answer' | 'renegotiate_answer',
    offerData: unknown,
  ) {
    this.musicKbps = musicKbpsOf(offerSdp);
    this.lowLatency = lowLatencyOf(offerSdp);
    this.second.expect(offerData);
    await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
    await this.second.adopt(pc);
    await this.adoptSound(pc);
    await this.flushCandidates(pc);
    this.placeSound(pc);
    const sdp = await this.setLocal(pc, await pc.createAnswer());
    await this.tuneSenders(pc);
    const gen = (offerData as { gen?: unknown } | null)?.gen;
    await this.options.send(
      type,
      typeof gen === 'number' ? { type: 'answer', sdp, gen } : { type: 'answer', sdp },
    );
  }

  /**
   * Sets our description with the mode's Opus parameters and answers the SDP to send. A browser
   * that refuses an edited local description gets its own; the other side still reads the
   * edited one, which is what sets its encoder.
   */
  private async setLocal(pc: PeerLike, d: RTCSessionDescriptionInit): Promise<string | undefined> {
    if (!d.sdp) {
      await pc.setLocalDescription(d);
      return d.sdp;
    }
    const sdp = this.musicKbps ? withMusicOpus(d.sdp, this.musicKbps, this.lowLatency) : withVoiceOpus(d.sdp);
    if (sdp === d.sdp) await pc.setLocalDescription(d);
    else await pc.setLocalDescription({ type: d.type, sdp }).catch(() => pc.setLocalDescription(d));
    return sdp;
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

  private tellCamera() {
    if (this.channel?.readyState === 'open') this.channel.send(JSON.stringify({ camera: this.cameraOn }));
  }

  private tellCapture() {
    if (this.captureMs !== null && this.channel?.readyState === 'open')
      this.channel.send(captureLatencyMessage(this.captureMs));
  }

  private tellBacking() {
    if (this.channel?.readyState === 'open') this.channel.send(transportMessage(this.backing));
  }

  private tellSecond() {
    if (this.channel?.readyState === 'open') this.channel.send(this.second.message());
  }

  private async sendVideo(track: MediaStreamTrack | null) {
    this.videoTrack = track;
    const face = this.pc
      ?.getTransceivers()
      .find(
        (t) =>
          t.receiver.track.kind === 'video' &&
          t.direction !== 'stopped' &&
          !this.second.isSecondSender(t.sender),
      );
    await face?.sender.replaceTrack(track);
  }

  /**
   * Video: the spec's ceiling, or low latency's smaller picture at the lowest priority. Audio in
   * music mode: its bitrate, and priority over the video under congestion; in voice mode the
   * browser's defaults.
   */
  private async tuneSenders(pc: PeerLike) {
    for (const sender of pc.getSenders()) {
      const kind = sender.track?.kind;
      if (kind !== 'video' && kind !== 'audio') continue;
      const params = sender.getParameters();
      if (!params.encodings?.length) continue;
      for (const e of params.encodings) {
        if (kind === 'video' && this.lowLatency)
          Object.assign(e, lowLatencyVideo(sender.track?.getSettings().height));
        else if (kind === 'video') {
          e.maxBitrate = MAX_VIDEO_BITRATE;
          e.scaleResolutionDownBy = 1;
          Object.assign(e, VOICE_PRIORITY);
        } else if (this.musicKbps) Object.assign(e, musicEncoding(this.musicKbps));
        else {
          delete e.maxBitrate;
          Object.assign(e, VOICE_PRIORITY);
        }
      }
      await sender.setParameters(params).catch(() => {});
    }
  }
}
