import type { z } from 'zod';
import type { healthResponse, readyResponse } from '../../../common/schemas/health.ts';

/** GET /api/health: the same shape whether the database answers (200) or not (503). */
export const presentHealth = (databaseUp: boolean): z.infer<typeof healthResponse> => ({
  status: databaseUp ? 'ok' : 'degraded',
  database: databaseUp ? 'up' : 'down',
});

/** GET /api/ready while the app answers (the server answers 'starting' itself before: server/http/starting-server.ts). */
export const presentReady = (): z.infer<typeof readyResponse> => ({ status: 'ready' });
