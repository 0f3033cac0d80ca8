import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import type { SignalMessage, SignalType } from '../../../../common/schemas/live-class/signaling.ts';
import { createStore, type Store } from '../../../lib/store.ts';
import type { StreamOf } from './media-devices.ts';
import { type PhoneNote, type PhonePeer, phoneNoteOf } from './phone-camera-signal.ts';

export type PhoneCameraState = {
  /** The phone camera while it sends (its member's second camera). */
  stream: MediaStream | null;
};

export type PhoneReceiverOptions = {
  /** Whose phone this end answers: the other party's, or (in the teacher's room) the teacher's own. */
  from: ClassRole;
  iceServers: RTCIceServer[];
  iceTransportPolicy?: RTCIceTransportPolicy;
  createPeer: (config: RTCConfiguration) => PhonePeer;
  /** Sends a message to the inbox of `to` (the phone reads its member's). */
  send: (type: SignalType, data: unknown, to: ClassRole) => Promise<unknown>;
  streamOf: StreamOf;
  onError?: (err: unknown) => void;
};

/**
 * The room's end of a phone camera: answers its offer on a connection of its own (receiving
 * only), and shows its video until the phone goes or the connection fails. A room has one for the
 * other party's phone and one for its own member's (only a teacher's phone sends to its own room);
 * the messages' sender tells them apart.
 */
export class PhoneCameraReceiver implements Store<PhoneCameraState> {
  private readonly store = createStore<PhoneCameraState>({ stream: null });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private pc: PhonePeer | null = null;
  private phone: string | null = null;
  private pending: RTCIceCandidateInit[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: PhoneReceiverOptions) {}

  /** Takes the phone cameras' messages (true), leaving the others to the lesson's connection; applies its phone's. */
  handle(m: SignalMessage): boolean {
    const note = phoneNoteOf(m);
    if (!note || m.from_role !== this.options.from) return m.message_type.startsWith('camera_');
    this.queue = this.queue.then(() => this.apply(note)).catch((err) => this.options.onError?.(err));
    return true;
  }

  close() {
    this.pc?.close();
    this.pc = null;
    this.phone = null;
    this.pending = [];
    this.store.set({ stream: null });
  }

  private async apply(note: PhoneNote) {
    if (note.kind === 'offer') return this.answer(note.phone, note.sdp);
    if (note.phone !== this.phone) return;
    if (note.kind === 'leave') return this.close();
    if (note.kind !== 'candidate' || note.from !== 'phone') return;
    const pc = this.pc;
    if (pc?.remoteDescription) await pc.addIceCandidate(note.candidate).catch(() => {});
    else this.pending.push(note.candidate);
  }

  /** A phone (new, or opened again) offers: a fresh connection for it, in place of any before. */
  private async answer(phone: string, sdp: string) {
    this.close();
    const config: RTCConfiguration = { iceServers: this.options.iceServers };
    if (this.options.iceTransportPolicy) config.iceTransportPolicy = this.options.iceTransportPolicy;
    const pc = this.options.createPeer(config);
    this.pc = pc;
    this.phone = phone;
    pc.ontrack = (e) => {
      if (this.pc === pc) this.store.set({ stream: this.options.streamOf([e.track]) });
    };
    pc.onicecandidate = (e) => {
      if (e.candidate && this.pc === pc)
        void this.options
          .send(
            'camera_candidate',
            { phone, from: 'room', candidate: e.candidate.toJSON() },
            this.options.from,
          )
          .catch((err) => this.options.onError?.(err));
    };
    pc.onconnectionstatechange = () => {
      if (this.pc === pc && ['failed', 'closed'].includes(pc.connectionState)) this.close();
    };
    await pc.setRemoteDescription({ type: 'offer', sdp });
    for (const c of this.pending.splice(0)) await pc.addIceCandidate(c).catch(() => {});
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    await this.options.send('camera_answer', { phone, sdp: answer.sdp }, this.options.from);
  }
}
