import type { StreamOf } from './media-devices.ts';

/** The connection as the second camera uses it. */
export type TransceiverPeer = {
  addTransceiver(
    trackOrKind: MediaStreamTrack | string,
    init?: RTCRtpTransceiverInit,
  ): Pick<RTCRtpTransceiver, 'mid' | 'sender' | 'direction'>;
  getTransceivers(): Pick<RTCRtpTransceiver, 'mid' | 'sender' | 'direction'>[];
};
type Transceiver = ReturnType<TransceiverPeer['getTransceivers']>[number];

/** The mid of the second camera's m-line, as the offer's signalling data names it. */
export function secondMidOf(data: unknown): string | null {
  const second = (data as { second?: unknown } | null)?.second;
  return typeof second === 'string' && second.length > 0 && second.length <= 32 ? second : null;
}

/** Whether the other party's second camera is on, as it says on the camera channel: `{"second":true}`. */
export function secondStateIn(data: unknown): boolean | null {
  try {
    const message = JSON.parse(String(data)) as { second?: unknown } | null;
    return typeof message?.second === 'boolean' ? message.second : null;
  } catch {
    return null;
  }
}

/**
 * The second camera's m-line on the one connection. The teacher, who makes the offers, adds a
 * video transceiver for it to every connection (sending nothing while there is no second camera)
 * and names its mid in each offer's data (`second`); the student opens the m-line of that mid to
 * send in its answers. Each side then adds or takes away its second camera with replaceTrack
 * alone: no renegotiation. A track arriving on that mid is the other party's second camera, not
 * its face, and its tile shows while the other party says on the camera channel that it is on.
 */
export class SecondCameraLine {
  private track: MediaStreamTrack | null = null;
  private transceiver: Transceiver | null = null;
  private mid: string | null = null;
  /** The msid the second camera is sent in, apart from the face camera's stream. */
  private stream: MediaStream | null = null;
  private remoteTrack: MediaStreamTrack | null = null;
  private remoteStream: MediaStream | null = null;
  private remoteOn = false;

  constructor(
    private readonly streamOf: StreamOf,
    /** The other party's second camera to show (null: none). */
    private readonly show: (stream: MediaStream | null) => void,
  ) {}

  /** Our second camera's track (null: none). */
  get sending(): MediaStreamTrack | null {
    return this.track;
  }

  /** A new connection: the teacher adds the m-line, the student waits for the offer to name it. */
  open(pc: TransceiverPeer, offers: boolean) {
    this.transceiver = null;
    this.mid = null;
    this.forgetRemote();
    if (!offers) return;
    this.transceiver = pc.addTransceiver(this.track ?? 'video', {
      direction: 'sendrecv',
      streams: [this.ownStream()],
    });
  }

  /** Teacher: the note for the offer's data, once its description has given the m-line a mid. */
  note(): { second: string } | Record<string, never> {
    this.mid = this.transceiver?.mid ?? null;
    return this.mid ? { second: this.mid } : {};
  }

  /** Student, before setting an offer: its tracks on this mid are the second camera's. */
  expect(offerData: unknown) {
    this.mid = secondMidOf(offerData);
  }

  /** Student, once the offer is set: its second camera's m-line sends ours in the answer. */
  async adopt(pc: TransceiverPeer) {
    const t = this.mid ? pc.getTransceivers().find((x) => x.mid === this.mid) : undefined;
    this.transceiver = t ?? null;
    if (!t) return;
    if (t.direction !== 'sendrecv') t.direction = 'sendrecv';
    // Firefox has no setStreams: there the track goes in a stream of the browser's choosing.
    if (typeof t.sender.setStreams === 'function') t.sender.setStreams(this.ownStream());
    if (t.sender.track !== this.track) await t.sender.replaceTrack(this.track);
  }

  /** Whether a track that arrived came on the second camera's m-line. */
  carries(transceiver: { mid: string | null } | undefined): boolean {
    return (
      !!transceiver && (transceiver === this.transceiver || (!!this.mid && transceiver.mid === this.mid))
    );
  }

  /** The other party's second camera track (it shows once they say it is on). */
  received(track: MediaStreamTrack) {
    this.remoteTrack = track;
    this.remoteStream = this.streamOf([track]);
    this.publish();
  }

  /** What the other party said on the camera channel; false when it was not about this. */
  heard(data: unknown): boolean {
    const on = secondStateIn(data);
    if (on === null) return false;
    this.remoteOn = on;
    this.publish();
    return true;
  }

  /** Our second camera on (a track) or off (null), on the m-line already negotiated. */
  async send(track: MediaStreamTrack | null) {
    this.track = track;
    const sender = this.transceiver?.sender;
    if (sender && sender.track !== track) await sender.replaceTrack(track);
  }

  /** The channel message that says whether our second camera is on. */
  message(): string {
    return JSON.stringify({ second: !!this.track });
  }

  /** The face camera's sender: any video sender (or empty one) but the second camera's. */
  isSecondSender(sender: RTCRtpSender): boolean {
    return !!this.transceiver && this.transceiver.sender === sender;
  }

  forgetRemote() {
    this.remoteTrack = null;
    this.remoteStream = null;
    this.remoteOn = false;
    this.show(null);
  }

  private publish() {
    this.show(this.remoteOn && this.remoteTrack ? this.remoteStream : null);
  }

  private ownStream(): MediaStream {
    this.stream ??= this.streamOf([]);
    return this.stream;
  }
}
