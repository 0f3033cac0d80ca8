import { z } from 'zod';

export const janusTokenResponse = z.object({
  /** Janus's REST API, for the browser's own media session (no secret in it). */
  janusUrl: z.string(),
  room: z.number(),
  token: z.string(),
});
