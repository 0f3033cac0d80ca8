// GET /api/live_settings: the live room's runtime settings, read when the room opens.
import { z } from 'zod';

export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

export const liveSettingsSchema = z.object({
  /**
   * ICE_SERVERS, and for a signed-in user the TURN_URLS with credentials minted for them alone
   * (TURN REST API form: username `expiry:userId`, valid for TURN_TTL_S).
   */
  ice_servers: z.array(iceServerSchema),
  /** 'relay' sends every lesson through TURN (ICE_TRANSPORT_POLICY). */
  ice_transport_policy: z.enum(['all', 'relay']),
  transport: z.enum(['push', 'poll']),
  /** Music mode's Opus bitrate (MUSIC_AUDIO_KBPS). */
  music_audio_kbps: z.number().int(),
});
export type LiveSettings = z.infer<typeof liveSettingsSchema>;
