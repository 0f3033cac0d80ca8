import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { metricsRefusal } from './metrics-access.ts';
import { metricsRoute } from './schema.ts';

/** Where Prometheus scrapes: beside the API, not under it, as Prometheus expects. */
export const METRICS_PATH = '/metrics';

export type MetricsRouteOptions = { token: string | null; trustProxy: AppConfig['trustProxy'] };

export const metricsRoutes: FastifyPluginAsyncZod<MetricsRouteOptions> = async (
  app,
  { token, trustProxy },
) => {
  app.get(METRICS_PATH, { schema: metricsRoute }, async (req, reply) => {
    const refusal = metricsRefusal(req, token, trustProxy);
    if (refusal?.statusCode === 401) reply.header('www-authenticate', 'Bearer realm="metrics"');
    if (refusal) throw refusal;
    const { contentType, text } = await app.metrics.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
};
