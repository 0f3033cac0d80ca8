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
});
