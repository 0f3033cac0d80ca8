import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API } from '../../../common/api.ts';
import { healthResponse, readyResponse } from '../../../common/schemas/health.ts';
import { presentHealth, presentReady } from './health.presenter.ts';

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

  // Readiness apart from liveness: a load balancer sends requests only on 200. Before the app
  // answers, the server's own listener says 'starting'; once it drains, new connections are
  // refused and a request on one already open is answered 503 (Fastify's return503OnClosing).
  app.get(
    API.ready,
    {
      schema: {
        summary: 'Whether this server takes requests: 503 while it starts (migrating) or drains',
        tags: ['health'],
        response: { 200: readyResponse, 503: readyResponse },
      },
    },
    async () => presentReady(),
  );
};
