import { z } from 'zod';
import { apiErrorSchema } from '../../../common/schemas/errors.ts';

export const metricsRoute = {
  summary:
    "The server's metrics in the Prometheus text format: with METRICS_TOKEN as a bearer token, or from this machine when no token is set",
  tags: ['health'],
  produces: ['text/plain'],
  // Sent as text (text/plain; version=0.0.4), never serialized as JSON.
  response: { 200: z.string(), 401: apiErrorSchema, 403: apiErrorSchema },
};
