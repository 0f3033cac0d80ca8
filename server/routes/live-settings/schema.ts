import { z } from 'zod';

export const liveSettingsResponse = z.object({
  ice_servers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
  transport: z.enum(['push', 'poll']),
  /** Music mode's Opus bitrate (MUSIC_AUDIO_KBPS). */
  music_audio_kbps: z.number().int(),
});
