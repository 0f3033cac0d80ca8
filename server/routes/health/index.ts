import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { healthResponse } from '../../../common/schemas/health.ts';
import { presentHealth } from './health.presenter.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API.health,
    {
      schema: {
        summary: 'Service and database status',
        tags: ['health'],
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_req, reply) => {
      const up = await app.database.ping();
      return reply.status(up ? 200 : 503).send(presentHealth(up));
    },
  );
};
