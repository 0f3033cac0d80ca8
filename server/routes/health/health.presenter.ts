import type { z } from 'zod';
import type { healthResponse } from '../../../common/schemas/health.ts';

/** GET /api/health: the same shape whether the database answers (200) or not (503). */
export const presentHealth = (databaseUp: boolean): z.infer<typeof healthResponse> => ({
  status: databaseUp ? 'ok' : 'degraded',
  database: databaseUp ? 'up' : 'down',
});
