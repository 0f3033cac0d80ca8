import { createHmac, randomBytes } from 'node:crypto';
import type { JanusConfig } from '../config.ts';
import { JanusClient, JanusError } from './client.ts';

export const STREAMING = 'janus.plugin.streaming';
/** The payload types the mountpoint expects; the forwarder rewrites the publisher's to these. */
export const RELAY_AUDIO_PT = 111;
export const RELAY_VIDEO_PT = 96;
/** JANUS_STREAMING_ERROR_NO_SUCH_MOUNTPOINT */
const NO_SUCH_MOUNTPOINT = 455;

/** Where an edge's mountpoint takes the stage's RTP: its host as the main Janus reaches it. */
export type MountPorts = { host: string; audio: number; video: number; videoRtcp: number };

/**
 * A recital's stage on an edge Janus (a second server for the audiences past the first's
 * share): a Streaming plugin RTP mountpoint, fed by the main Janus's RTP forwarder of whoever is
 * on stage, that viewers watch with a token this class stores on the edge. Ports are chosen by
 * the edge from its rtp_port_range; RTCP on the video lets a new viewer's keyframe request reach
 * the performer's browser.
 */
export class StreamingMounts {
  private readonly client: JanusClient;

  constructor(private readonly config: JanusConfig) {
    this.client = new JanusClient(config);
  }

  /** The mountpoint's secret (to read its ports, or destroy it) and its viewers' PIN. */
  private key(id: number, what: 'secret' | 'pin') {
    return createHmac('sha256', this.config.adminSecret).update(`mount:${what}:${id}`).digest('hex');
  }

  pin(id: number) {
    return this.key(id, 'pin').slice(0, 32);
  }

  /** Creates mountpoint `id` if the edge has none; answers where to send its RTP. */
  async ensure(id: number, description: string): Promise<MountPorts> {
    return this.client.withPlugin(STREAMING, async (h) => {
      const info = () => h.request({ request: 'info', id, secret: this.key(id, 'secret') });
      const existing = await info().catch((err) => {
        if (err instanceof JanusError && err.code === NO_SUCH_MOUNTPOINT) return null;
        throw err;
      });
      if (!existing) {
        await h.request({
          request: 'create',
          type: 'rtp',
          id,
          description,
          admin_key: this.config.adminSecret,
          secret: this.key(id, 'secret'),
          pin: this.pin(id),
          is_private: true,
          media: [
            { type: 'audio', mid: 'a', port: 0, pt: RELAY_AUDIO_PT, codec: 'opus' },
            { type: 'video', mid: 'v', port: 0, rtcpport: 0, pt: RELAY_VIDEO_PT, codec: 'vp8' },
          ],
        });
      }
      const { info: mount } = (await info()) as { info: { media: MountMedia[] } };
      const of = (type: string) => mount.media.find((m) => m.type === type);
      return {
        host: new URL(this.config.url).hostname,
        audio: of('audio')?.port ?? 0,
        video: of('video')?.port ?? 0,
        videoRtcp: of('video')?.rtcpport ?? 0,
      };
    });
  }

  /** A new token for one viewer: it opens the Streaming plugin of this edge and nothing else. */
  async admit(): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await this.client.addToken(token, [STREAMING]);
    return token;
  }

  async dismiss(tokens: string[]) {
    for (const token of tokens) await this.client.removeToken(token);
  }

  /** Removes mountpoint `id` (none: nothing to do). Its viewers' tokens go with their seats. */
  async remove(id: number) {
    await this.client.withPlugin(STREAMING, async (h) => {
      await h.request({ request: 'destroy', id, secret: this.key(id, 'secret') }).catch((err) => {
        if (!(err instanceof JanusError && err.code === NO_SUCH_MOUNTPOINT)) throw err;
      });
    });
  }
}

type MountMedia = { type: string; port?: number; rtcpport?: number };
