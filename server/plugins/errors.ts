import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose message is safe and meant for the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

const GENERIC_5XX = 'Something went wrong. Please try again.';

/**
 * The one error handler: every failure answers `{ error, message }` with a fitting
 * status. Validation errors carry the schema's message; server faults are logged and
 * answered without detail.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (hasZodFastifySchemaValidationErrors(err)) {
        const first = err.validation[0];
        const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const text = first?.message ?? 'Invalid request';
        return reply.status(400).send({ error: text, message: field ? `${field}: ${text}` : text });
      }
      const status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
      if (status >= 500) {
        req.log.error({ err }, 'request failed');
        return reply.status(status).send({ error: 'Internal Server Error', message: GENERIC_5XX });
      }
      return reply.status(status).send({ error: err.message, message: err.message });
    });
  },
  { name: 'errors' },
);
