import { MUSIC_AUDIO_KBPS } from '../../../../common/schemas/live-class/access.ts';
import type { AudioMode } from '../../../lib/music/audio-constraints.ts';
import { withMusicOpus, withStereoReceive, withVoiceOpus } from './opus-sdp.ts';
import { musicEncoding, VOICE_PRIORITY } from './peer-session.ts';

/** What music mode does to one of our connections to Janus. */
export type JanusPeer = Pick<
  RTCPeerConnection,
  'createOffer' | 'createAnswer' | 'setLocalDescription' | 'setRemoteDescription' | 'getSenders'
>;

/** Hands Janus our offer (a VideoRoom 'publish' or 'configure') and gives back its answer. */
export type SendOffer = (offer: RTCSessionDescriptionInit) => Promise<RTCSessionDescriptionInit | undefined>;

export type GroupMusicDeps = {
  /** Reopens the microphone with the mode's processing (the room sends the fresh track in place). */
  audioMode(mode: AudioMode): Promise<void>;
};

/**
 * Music mode on a group lesson's Janus connections, as the lesson's status says it is. The
 * microphone opens without echo cancellation, noise suppression and auto gain, and the publisher
 * is renegotiated ('configure') with music mode's Opus line. Janus's VideoRoom copies only the
 * offer's stereo, FEC and DTX flags to its answer and never drops stereo once seen, so its answer
 * (which sets our encoder) is edited the same way as our offer. Subscribers always answer in
 * stereo (withStereoReceive), so a member's switch needs no new subscription.
 */
export class GroupMusic {
  private on = false;
  private kbps: number = MUSIC_AUDIO_KBPS.default;
  /** The publisher once Janus answered its first offer, and how to renegotiate it. */
  private publisher: { pc: JanusPeer; configure: SendOffer; on: boolean } | null = null;
  /** Changes of mode, one at a time in the order they came. */
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly deps: GroupMusicDeps) {}

  /** MUSIC_AUDIO_KBPS, as the live settings give it. */
  setKbps(kbps: number) {
    this.kbps = kbps;
  }

  /** The lesson's mode, from its status (or the teacher's switch): the microphone, then the publisher. */
  set(on: boolean): Promise<void> {
    if (on === this.on) return this.chain;
    this.on = on;
    this.chain = this.chain
      .then(async () => {
        // A microphone that cannot be reopened keeps sending with its old processing.
        await this.deps.audioMode(on ? 'music' : 'voice').catch(() => {});
        const p = this.publisher;
        if (p && p.on !== this.on) await this.negotiate(p, p.configure);
      })
      .catch(() => {});
    return this.chain;
  }

  /**
   * Our connection's first offer, in the mode of now; later changes renegotiate it with
   * `configure`. A publisher before it (of a Janus that went away) is forgotten: steps left for it
   * may never settle, and the new one does not wait for them.
   */
  publish(pc: JanusPeer, publish: SendOffer, configure: SendOffer): Promise<void> {
    const p = { pc, configure, on: this.on };
    this.publisher = null;
    const done = this.negotiate(p, publish).then(() => {
      this.publisher = p;
    });
    this.chain = done.catch(() => {});
    return done;
  }

  /** The connection went (Janus lost, the room left): nothing more is sent on it. */
  drop() {
    this.publisher = null;
  }

  private async negotiate(p: { pc: JanusPeer; on: boolean }, send: SendOffer) {
    const on = this.on;
    const edit = (sdp: string) => (on ? withMusicOpus(sdp, this.kbps) : withVoiceOpus(sdp));
    const offer = await p.pc.createOffer();
    const sdp = await setLocal(p.pc, offer, edit);
    const answer = await send({ type: 'offer', sdp });
    if (answer?.sdp) await p.pc.setRemoteDescription({ type: 'answer', sdp: edit(answer.sdp) });
    p.on = on;
    // A sender that cannot be tuned (a client without encodings) keeps its own; the SDP still holds.
    await tuneSound(p.pc, on ? this.kbps : null).catch(() => {});
  }
}

/** A subscriber's answer to Janus's offer, receiving sound in stereo; the SDP to hand Janus. */
export async function answerInStereo(pc: JanusPeer): Promise<RTCSessionDescriptionInit> {
  const sdp = await setLocal(pc, await pc.createAnswer(), withStereoReceive);
  return { type: 'answer', sdp };
}

/**
 * Sets our description edited; a browser that refuses the edit gets its own. Janus is handed the
 * edited one either way: that is what its answer, and its subscribers' offers, follow.
 */
async function setLocal(pc: JanusPeer, d: RTCSessionDescriptionInit, edit: (sdp: string) => string) {
  const sdp = edit(d.sdp ?? '');
  if (sdp === d.sdp) await pc.setLocalDescription(d);
  else await pc.setLocalDescription({ type: d.type, sdp }).catch(() => pc.setLocalDescription(d));
  return sdp;
}

/** Our sound's encoding: music mode's bitrate and priority over the picture, or the browser's own. */
async function tuneSound(pc: JanusPeer, kbps: number | null) {
  for (const sender of pc.getSenders()) {
    if (sender.track?.kind !== 'audio') continue;
    const params = sender.getParameters();
    if (!params.encodings?.length) continue;
    for (const e of params.encodings) {
      if (kbps) Object.assign(e, musicEncoding(kbps));
      else {
        delete e.maxBitrate;
        Object.assign(e, VOICE_PRIORITY);
      }
    }
    await sender.setParameters(params).catch(() => {});
  }
}
