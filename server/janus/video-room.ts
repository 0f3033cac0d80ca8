import { createHmac, randomBytes } from 'node:crypto';
import type { JanusConfig } from '../config.ts';
import { JanusClient, JanusError } from './client.ts';

export const VIDEO_ROOM = 'janus.plugin.videoroom';
/** The VideoRoom's error for a room number it has already: JANUS_VIDEOROOM_ERROR_ROOM_EXISTS. */
const ROOM_EXISTS = 427;

/**
 * A lesson's VideoRoom, created by the app and admitting only the tokens it hands out: each token
 * is stored in Janus (token_auth, good for the VideoRoom only) so its holder may talk to Janus at
 * all, and is on the room's `allowed` list so it opens this room and no other.
 */
export class VideoRooms {
  private readonly client: JanusClient;

  constructor(private readonly config: JanusConfig) {
    this.client = new JanusClient(config);
  }

  /** The room's own secret (to edit or destroy it), derived so that nothing needs storing. */
  private roomSecret(room: number) {
    return createHmac('sha256', this.config.adminSecret).update(`room:${room}`).digest('hex');
  }

  /**
   * Creates room `room` if Janus has none by that number (up to `publishers` senders). Members
   * asking at once (everyone rejoining a restarted Janus) may race to create it: the loser finds
   * it made, which is all it wanted.
   */
  async ensure(room: number, description: string, publishers: number) {
    await this.client.withPlugin(VIDEO_ROOM, async (h) => {
      const { exists } = await h.request({ request: 'exists', room });
      if (exists) return;
      const created = h.request({
        request: 'create',
        room,
        description,
        secret: this.roomSecret(room),
        admin_key: this.config.adminSecret,
        publishers,
        allowed: [],
        is_private: true,
        // Everyone sends Opus; the teacher's music mode raises the bitrate within this.
        audiocodec: 'opus',
        videocodec: 'vp8,h264',
        notify_joining: true,
        // Only the app (with the room's secret) may turn recording on: a browser's configure with
        // record: true would otherwise have Janus write its streams to the server's disk.
        lock_record: true,
      });
      await created.catch((err: unknown) => {
        if (!(err instanceof JanusError && err.code === ROOM_EXISTS)) throw err;
      });
    });
  }

  /** A new token that admits its holder to `room` only. */
  async admit(room: number): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await this.client.addToken(token, [VIDEO_ROOM]);
    await this.client.withPlugin(VIDEO_ROOM, (h) =>
      h.request({ request: 'allowed', room, secret: this.roomSecret(room), action: 'add', allowed: [token] }),
    );
    return token;
  }

  /** Mutes (or unmutes) publisher `feed`'s m-line `mid` for every subscriber (VideoRoom `moderate`). */
  async moderate(room: number, feed: number, mid: string, mute: boolean) {
    await this.client.withPlugin(VIDEO_ROOM, (h) =>
      h.request({ request: 'moderate', room, secret: this.roomSecret(room), id: feed, mid, mute }),
    );
  }

  /** The room's publishers now sending, with the display name each joined with. */
  async publishers(room: number): Promise<{ id: number; display: string }[]> {
    const { participants } = (await this.client.withPlugin(VIDEO_ROOM, (h) =>
      h.request({ request: 'listparticipants', room }),
    )) as { participants?: { id: number; display?: string; publisher?: boolean }[] };
    return (participants ?? [])
      .filter((p) => p.publisher)
      .map((p) => ({ id: p.id, display: p.display ?? '' }));
  }

  /** The room's RTP forwarders: each publisher's, with where each sends. */
  async forwarders(room: number): Promise<Forwarder[]> {
    const { publishers } = (await this.client.withPlugin(VIDEO_ROOM, (h) =>
      h.request({ request: 'listforwarders', room, secret: this.roomSecret(room) }),
    )) as { publishers?: { publisher_id: number; forwarders: Omit<Forwarder, 'feed'>[] }[] };
    return (publishers ?? []).flatMap((p) => p.forwarders.map((f) => ({ ...f, feed: p.publisher_id })));
  }

  /**
   * Forwards publisher `feed`'s first audio and first video stream as plain RTP to `to` (the
   * VideoRoom's single-stream form of rtp_forward, as a publisher's mids are the browser's to
   * choose), with payload types rewritten to what the receiver expects.
   */
  async forward(room: number, feed: number, to: ForwardTarget) {
    await this.client.withPlugin(VIDEO_ROOM, (h) =>
      h.request({
        request: 'rtp_forward',
        room,
        publisher_id: feed,
        secret: this.roomSecret(room),
        admin_key: this.config.adminSecret,
        host: to.host,
        audio_port: to.audio,
        audio_pt: to.audioPt,
        video_port: to.video,
        video_pt: to.videoPt,
        video_rtcp_port: to.videoRtcp,
      }),
    );
  }

  async stopForward(room: number, feed: number, streamId: number) {
    await this.client.withPlugin(VIDEO_ROOM, (h) =>
      h.request({
        request: 'stop_rtp_forward',
        room,
        publisher_id: feed,
        stream_id: streamId,
        secret: this.roomSecret(room),
        admin_key: this.config.adminSecret,
      }),
    );
  }

  /** Takes back tokens `admit` handed out: Janus refuses their holders' next request. */
  async dismiss(room: number, tokens: string[]) {
    if (tokens.length === 0) return;
    await this.client.withPlugin(VIDEO_ROOM, async (h) => {
      const { exists } = await h.request({ request: 'exists', room });
      if (exists)
        await h.request({
          request: 'allowed',
          room,
          secret: this.roomSecret(room),
          action: 'remove',
          allowed: tokens,
        });
    });
    for (const token of tokens) await this.client.removeToken(token);
  }

  /** Removes the room and the tokens it admitted. */
  async remove(room: number) {
    await this.client.withPlugin(VIDEO_ROOM, async (h) => {
      const { exists } = await h.request({ request: 'exists', room });
      if (!exists) return;
      const { allowed } = (await h.request({
        request: 'allowed',
        room,
        secret: this.roomSecret(room),
        action: 'enable',
      })) as { allowed?: string[] };
      await h.request({ request: 'destroy', room, secret: this.roomSecret(room) });
      for (const token of allowed ?? []) await this.client.removeToken(token);
    });
  }
}

export type Forwarder = { feed: number; stream_id: number; type: string; host: string; port: number };
export type ForwardTarget = {
  host: string;
  audio: number;
  audioPt: number;
  video: number;
  videoPt: number;
  videoRtcp: number;
};
