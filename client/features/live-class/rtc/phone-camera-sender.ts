import type { MeetingStatus } from '../../../../common/schemas/live-class/meeting-status.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import type { SignalMessage, SignalType } from '../../../../common/schemas/live-class/signaling.ts';
import { createStore, type Store } from '../../../lib/store.ts';
import { CAMERA_HINT } from './media-devices.ts';
import { type PhonePeer, phoneNoteOf } from './phone-camera-signal.ts';
import { isPresent } from './presence.ts';
import { secondCameraProblem } from './second-camera.ts';

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
  /** Whose second camera this phone is (its member's role in the class). */
  role: ClassRole;
  /** This phone's id in the signalling; each of its connections adds the role of the room it goes to. */
  id: string;
  capture: Pick<MediaDevices, 'getUserMedia'>;
  iceServers: RTCIceServer[];
  iceTransportPolicy?: RTCIceTransportPolicy;
  createPeer: (config: RTCConfiguration) => PhonePeer;
  /** Sends a message to the room of `to` (the other party's, or the teacher's own). */
  send: (type: SignalType, data: unknown, to: ClassRole) => Promise<unknown>;
  timers?: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'>;
  onError?: (err: unknown) => void;
};

/** One receiving room: its connection while its party is there. */
type Line = {
  /** The room's role: whose inbox its messages go to. */
  to: ClassRole;
  /** The connection's id in the 'camera_*' messages. */
  phone: string;
  pc: PhonePeer | null;
  present: boolean;
  joins: number;
  retry: ReturnType<typeof setTimeout> | null;
};

/**
 * The camera-only page's core: a phone sending its camera, video only, as its member's second
 * camera. It offers a connection of its own to the other party's room whenever that party is in
 * the room (again after they rejoin, or the connection fails) and says when it goes. A teacher's
 * phone also sends to the teacher's own room, where the lesson is recorded, on a second connection.
 */
export class PhoneCameraSender implements Store<PhoneSenderState> {
  private readonly store = createStore<PhoneSenderState>({ stream: null, phase: 'opening', error: null });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private readonly lines: Line[];
  private queue: Promise<void> = Promise.resolve();
  private readonly timers: NonNullable<PhoneSenderDeps['timers']>;

  constructor(private readonly deps: PhoneSenderDeps) {
    this.timers = deps.timers ?? globalThis;
    // The other party's room first (the page's phase follows it); a teacher's own, where the recording is mixed.
    const rooms: ClassRole[] = deps.role === 'teacher' ? ['student', 'teacher'] : ['teacher'];
    this.lines = rooms.map((to) => ({
      to,
      phone: `${deps.id}-${to}`,
      pc: null,
      present: false,
      joins: -1,
      retry: null,
    }));
  }

  /** Opens the camera; the connections follow the meeting status. */
  async start() {
    try {
      const stream = await this.deps.capture.getUserMedia(PHONE_CAMERA);
      for (const t of stream.getVideoTracks()) t.contentHint = CAMERA_HINT;
      if (this.store.getSnapshot().phase === 'stopped') {
        for (const t of stream.getTracks()) t.stop();
        return;
      }
      this.store.set({ stream });
      this.showPhase();
      for (const line of this.lines) if (line.present) this.enqueue(() => this.offer(line));
    } catch (err) {
      this.store.set({ error: secondCameraProblem(err) });
    }
  }

  /** The class's status: each room's party there (offer), gone (wait), or back after leaving (offer afresh). */
  status(status: MeetingStatus) {
    for (const line of this.lines) {
      const present = isPresent(status, line.to);
      const joins = line.to === 'teacher' ? status.teacher_joins : status.student_joins;
      const cameBack = present && line.present && joins !== line.joins;
      line.joins = joins;
      if (present === line.present && !cameBack) continue;
      line.present = present;
      if (!present) this.closeLine(line);
      else if (this.store.getSnapshot().stream && this.live()) this.enqueue(() => this.offer(line));
    }
    this.showPhase();
  }

  /** A room's answer and candidates for one of this phone's connections (other messages are not its). */
  handle(m: SignalMessage) {
    const note = phoneNoteOf(m);
    const line = note && this.lines.find((l) => l.phone === note.phone);
    const pc = line?.pc;
    if (!note || !line || !pc) return;
    if (note.kind === 'answer')
      this.enqueue(async () => {
        if (line.pc === pc && !pc.remoteDescription)
          await pc.setRemoteDescription({ type: 'answer', sdp: note.sdp });
      });
    else if (note.kind === 'candidate' && note.from === 'room')
      this.enqueue(async () => {
        if (line.pc === pc) await pc.addIceCandidate(note.candidate).catch(() => {});
      });
  }

  /** The page goes (or Stop): the rooms are told and their tiles go. */
  stop() {
    if (!this.live()) return;
    for (const line of this.lines) this.closeLine(line);
    for (const t of this.store.getSnapshot().stream?.getTracks() ?? []) t.stop();
    this.store.set({ stream: null, phase: 'stopped' });
    for (const line of this.lines)
      void this.deps.send('camera_leave', { phone: line.phone }, line.to).catch(() => {});
  }

  private live() {
    return this.store.getSnapshot().phase !== 'stopped';
  }

  /** The page's phase follows the other party's room (the one the lesson is about). */
  private showPhase() {
    const s = this.store.getSnapshot();
    const line = this.lines[0];
    if (!s.stream || !this.live() || !line) return;
    const connected = line.pc?.connectionState === 'connected';
    this.store.set({ phase: !line.present ? 'waiting' : connected ? 'sending' : 'connecting' });
  }

  private enqueue(step: () => Promise<void>) {
    this.queue = this.queue.then(step).catch((err) => this.deps.onError?.(err));
  }

  private async offer(line: Line) {
    const track = this.store.getSnapshot().stream?.getVideoTracks()[0];
    if (!track || !line.present || !this.live()) return;
    this.closeLine(line);
    const config: RTCConfiguration = { iceServers: this.deps.iceServers };
    if (this.deps.iceTransportPolicy) config.iceTransportPolicy = this.deps.iceTransportPolicy;
    const pc = this.deps.createPeer(config);
    line.pc = pc;
    const { phone, to } = line;
    pc.addTransceiver(track, { direction: 'sendonly' });
    pc.onicecandidate = (e) => {
      if (e.candidate && line.pc === pc)
        void this.deps
          .send('camera_candidate', { phone, from: 'phone', candidate: e.candidate.toJSON() }, to)
          .catch((err) => this.deps.onError?.(err));
    };
    pc.onconnectionstatechange = () => {
      if (line.pc !== pc) return;
      if (pc.connectionState === 'failed')
        line.retry = this.timers.setTimeout(() => this.enqueue(() => this.offer(line)), PHONE_RETRY_MS);
      this.showPhase();
    };
    this.showPhase();
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    await this.deps.send('camera_offer', { phone, sdp: offer.sdp }, to);
  }

  private closeLine(line: Line) {
    if (line.retry) this.timers.clearTimeout(line.retry);
    line.retry = null;
    line.pc?.close();
    line.pc = null;
  }
}
