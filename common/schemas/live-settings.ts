import { z } from 'zod';

/** One STUN or TURN server of the live room (setting ICE_SERVERS), as RTCPeerConnection takes it. */
export const iceServerSchema = z.object({
  urls: z.union([z.string().regex(/^(stun|stuns|turn|turns):/), z.array(z.string()).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

export const LIVE_TRANSPORTS = ['push', 'poll'] as const;
export const ICE_TRANSPORT_POLICIES = ['all', 'relay'] as const;

/** GET /api/live_settings: the live room's settings, read when the room opens (no rebuild needed). */
export const liveSettingsResponse = z.object({
  /**
   * ICE_SERVERS, and for a signed-in user the TURN_URLS with credentials minted for them alone
   * (TURN REST API form: username `expiry:userId`, valid for TURN_TTL_S).
   */
  ice_servers: z.array(iceServerSchema),
  /** 'relay' sends every lesson through TURN (ICE_TRANSPORT_POLICY). */
  ice_transport_policy: z.enum(ICE_TRANSPORT_POLICIES),
  /** push: events over one server-sent event stream; poll: polling only. */
  transport: z.enum(LIVE_TRANSPORTS),
  /** Music mode's Opus bitrate (MUSIC_AUDIO_KBPS). */
  music_audio_kbps: z.number().int(),
});
export type LiveSettings = z.infer<typeof liveSettingsResponse>;
