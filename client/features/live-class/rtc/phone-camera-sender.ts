import type { MeetingStatus } from '../../../../common/schemas/live-class/meeting-status.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import type { SignalMessage, SignalType } from '../../../../common/schemas/live-class/signaling.ts';
import { CAMERA_HINT } from './media-devices.ts';
import { type PhonePeer, phoneNoteOf } from './phone-camera-signal.ts';
import { isPresent, otherRole } from './presence.ts';
import { secondCameraProblem } from './second-camera.ts';
import { createStore, type Store } from './store.ts';

/** The phone's camera: the one facing away (the keyboard, the hands), at 720 lines. */
export const PHONE_CAMERA: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};
/** After a connection fails, the phone offers again this much later. */
export const PHONE_RETRY_MS = 3_000;

export type PhoneSenderState = {
  /** The phone's own picture, for its preview. */
  stream: MediaStream | null;
  /** opening: the camera; waiting: the other party is not in the room; sending: connected. */
  phase: 'opening' | 'waiting' | 'connecting' | 'sending' | 'stopped';
  error: string | null;
};

export type PhoneSenderDeps = {
  /** Whose second camera this phone is (the signed-in member's role in the class). */
  role: ClassRole;
  /** This phone's id in the signalling ('camera_*' messages name it). */
  id: string;
  capture: Pick<MediaDevices, 'getUserMedia'>;
  iceServers: RTCIceServer[];
  iceTransportPolicy?: RTCIceTransportPolicy;
  createPeer: (config: RTCConfiguration) => PhonePeer;
  send: (type: SignalType, data: unknown) => Promise<unknown>;
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;
  onError?: (err: unknown) => void;
};

/**
 * The camera-only page's core: a phone sending its camera, video only, as its member's second
 * camera. It offers a connection of its own to the other party's room whenever that party is in
 * the room (again after they rejoin, or the connection fails) and says when it goes.
 */
export class PhoneCameraSender implements Store<PhoneSenderState> {
  private readonly store = createStore<PhoneSenderState>({ stream: null, phase: 'opening', error: null });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private pc: PhonePeer | null = null;
  private present = false;
  private joins = -1;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private queue: Promise<void> = Promise.resolve();
  private readonly timers: NonNullable<PhoneSenderDeps['timers']>;

  constructor(private readonly deps: PhoneSenderDeps) {
    this.timers = deps.timers ?? globalThis;
  }

  /** Opens the camera; the connection follows the meeting status. */
  async start() {
    try {
      const stream = await this.deps.capture.getUserMedia(PHONE_CAMERA);
      for (const t of stream.getVideoTracks()) t.contentHint = CAMERA_HINT;
      if (this.store.getSnapshot().phase === 'stopped') {
        for (const t of stream.getTracks()) t.stop();
        return;
      }
      this.store.set({ stream, phase: this.present ? 'connecting' : 'waiting' });
      if (this.present) this.enqueue(() => this.offer());
    } catch (err) {
      this.store.set({ error: secondCameraProblem(err) });
    }
  }

  /** The class's status: the other party there (offer), gone (wait), or back after leaving (offer afresh). */
  status(status: MeetingStatus) {
    const other = otherRole(this.deps.role);
    const present = isPresent(status, other);
    const joins = other === 'teacher' ? status.teacher_joins : status.student_joins;
    const cameBack = present && this.present && joins !== this.joins;
    this.joins = joins;
    if (present === this.present && !cameBack) return;
    this.present = present;
    if (!present) {
      this.closePeer();
      if (this.live()) this.store.set({ phase: 'waiting' });
    } else if (this.store.getSnapshot().stream && this.live()) this.enqueue(() => this.offer());
  }

  /** The room's answer and candidates for this phone (other messages are not its). */
  handle(m: SignalMessage) {
    const note = phoneNoteOf(m);
    if (!note || note.phone !== this.deps.id) return;
    const pc = this.pc;
    if (!pc) return;
    if (note.kind === 'answer')
      this.enqueue(async () => {
        if (this.pc === pc && !pc.remoteDescription)
          await pc.setRemoteDescription({ type: 'answer', sdp: note.sdp });
      });
    else if (note.kind === 'candidate' && note.from === 'room')
      this.enqueue(async () => {
        if (this.pc === pc) await pc.addIceCandidate(note.candidate).catch(() => {});
      });
  }

  /** The page goes (or Stop): the other side is told and its tile goes. */
  stop() {
    if (!this.live()) return;
    this.closePeer();
    for (const t of this.store.getSnapshot().stream?.getTracks() ?? []) t.stop();
    this.store.set({ stream: null, phase: 'stopped' });
    void this.deps.send('camera_leave', { phone: this.deps.id }).catch(() => {});
  }

  private live() {
    return this.store.getSnapshot().phase !== 'stopped';
  }

  private enqueue(step: () => Promise<void>) {
    this.queue = this.queue.then(step).catch((err) => this.deps.onError?.(err));
  }

  private async offer() {
    const track = this.store.getSnapshot().stream?.getVideoTracks()[0];
    if (!track || !this.present || !this.live()) return;
    this.closePeer();
    const config: RTCConfiguration = { iceServers: this.deps.iceServers };
    if (this.deps.iceTransportPolicy) config.iceTransportPolicy = this.deps.iceTransportPolicy;
    const pc = this.deps.createPeer(config);
    this.pc = pc;
    const phone = this.deps.id;
    pc.addTransceiver(track, { direction: 'sendonly' });
    pc.onicecandidate = (e) => {
      if (e.candidate && this.pc === pc)
        void this.deps
          .send('camera_candidate', { phone, from: 'phone', candidate: e.candidate.toJSON() })
          .catch((err) => this.deps.onError?.(err));
    };
    pc.onconnectionstatechange = () => {
      if (this.pc !== pc) return;
      if (pc.connectionState === 'connected') this.store.set({ phase: 'sending' });
      if (pc.connectionState === 'failed') {
        this.store.set({ phase: 'connecting' });
        this.retry = this.timers.setTimeout(() => this.enqueue(() => this.offer()), PHONE_RETRY_MS);
      }
    };
    this.store.set({ phase: 'connecting' });
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    await this.deps.send('camera_offer', { phone, sdp: offer.sdp });
  }

  private closePeer() {
    if (this.retry) this.timers.clearTimeout(this.retry);
    this.retry = null;
    this.pc?.close();
    this.pc = null;
  }
}
