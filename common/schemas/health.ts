import { z } from 'zod';

/** GET /api/health: 200 when the database answers, 503 (same shape) when it does not. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});

/** GET /api/ready: 200 'ready' while the server takes requests, 503 'starting' before. */
export const readyResponse = z.object({ status: z.enum(['ready', 'starting']) });
