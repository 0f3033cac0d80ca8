import type { RoomParts } from '../rtc/lesson-core.ts';

type Deps = {
  peer: Pick<RoomParts['peer'], 'sendMix'>;
  media: Pick<RoomParts['media'], 'getSnapshot' | 'subscribe'>;
  createContext(): AudioContext;
};

/**
 * The sound we send, mixed with Web Audio while there is something to mix in: the microphone, a
 * playing backing track, and a shared tab's or the system's sound. While there is none the
 * microphone goes as it is (the mix costs a few ms of delay). The mix goes in the microphone's
 * place on the lesson's connection, in the room's mode and quality, so the other side and the
 * recording have it as the player hears it.
 */
export class SendMix {
  private context: AudioContext | null = null;
  private output: MediaStreamAudioDestinationNode | null = null;
  private readonly inputs = new Set<AudioNode>();
  private mic: { track: MediaStreamTrack; node: AudioNode } | null = null;
  private screen: { track: MediaStreamTrack; node: AudioNode } | null = null;
  private sending = false;

  constructor(private readonly deps: Deps) {}

  /** Follows the microphone and the shared screen until the returned stop (which ends the mix). */
  follow(): () => void {
    const unsubscribe = this.deps.media.subscribe(() => this.rewire());
    this.rewire();
    return () => {
      unsubscribe();
      this.close();
    };
  }

  /** The mix's audio context (made on first use: in a click, so it may start). */
  audio(): AudioContext {
    if (!this.context) {
      this.context = this.deps.createContext();
      this.output = this.context.createMediaStreamDestination();
      // Stereo: a backing track keeps its two channels in music mode's stereo Opus.
      this.output.channelCount = 2;
    }
    void this.context.resume().catch(() => {});
    return this.context;
  }

  /** Mixes `node` into what we send until `remove`. */
  add(node: AudioNode) {
    this.audio();
    if (this.output) node.connect(this.output);
    this.inputs.add(node);
    this.rewire();
  }

  remove(node: AudioNode) {
    if (!this.inputs.delete(node)) return;
    if (this.output) node.disconnect(this.output);
    this.rewire();
  }

  private close() {
    for (const node of this.inputs) node.disconnect();
    this.inputs.clear();
    this.rewire();
    void this.context?.close().catch(() => {});
    this.context = null;
    this.output = null;
  }

  /** The microphone and the screen's sound wired in while there is a mix, and the peer told which to send. */
  private rewire() {
    const { camera, screen } = this.deps.media.getSnapshot();
    const screenTrack = screen?.getAudioTracks().find((t) => t.readyState === 'live') ?? null;
    const active = this.inputs.size > 0 || screenTrack !== null;
    const context = active ? this.audio() : this.context;
    this.mic = this.place(this.mic, active ? (camera?.getAudioTracks()[0] ?? null) : null, context);
    this.screen = this.place(this.screen, active ? screenTrack : null, context);
    if (active === this.sending) return;
    this.sending = active;
    const track = active ? (this.output?.stream.getAudioTracks()[0] ?? null) : null;
    void this.deps.peer.sendMix(track);
  }

  /** A track's source in the mix: the same while it is the same track, else the old one out and the new one in. */
  private place(
    wired: { track: MediaStreamTrack; node: AudioNode } | null,
    track: MediaStreamTrack | null,
    context: AudioContext | null,
  ) {
    if (wired?.track === track) return wired;
    wired?.node.disconnect();
    if (!track || !context || !this.output) return null;
    const node = context.createMediaStreamSource(new MediaStream([track]));
    node.connect(this.output);
    return { track, node };
  }
}
