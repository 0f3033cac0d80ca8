import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { backupStatusResponse } from '../../../common/schemas/admin-backups.ts';
import type { AppConfig } from '../../config.ts';
import { readBackupOutcomes } from '../../ops/backup-job.ts';
import { adminErrors, adminOnly } from '../admin-route.ts';

/** The scheduled backup's settings and its last success and failure (issue 46). Admins only. */
export const adminBackupsRoutes: FastifyPluginAsyncZod<{ backup: AppConfig['backup'] }> = async (
  app,
  { backup },
) => {
  adminOnly(app);
  app.get(
    API.adminBackups,
    {
      schema: {
        summary: 'The scheduled backup: whether it is set up, how often, and its last success and failure',
        tags: ['admin'],
        response: { 200: backupStatusResponse, ...adminErrors },
      },
    },
    async () => ({
      scheduled: backup.dir !== null,
      everyHours: backup.everyHours,
      keep: backup.keep,
      ...(await readBackupOutcomes(app.database.db)),
    }),
  );
};
