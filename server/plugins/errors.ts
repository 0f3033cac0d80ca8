import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../common/api.ts';

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

/** The status and `{ error, message }` body a failure answers (server faults logged, without detail). */
export function errorReply(err: FastifyError, req: FastifyRequest): { status: number; body: ApiError } {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const text = first?.message ?? 'Invalid request';
    return { status: 400, body: { error: text, message: field ? `${field}: ${text}` : text } };
  }
  const status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
  if (status >= 500) {
    req.log.error({ err }, 'request failed');
    return { status, body: { error: 'Internal Server Error', message: GENERIC_5XX } };
  }
  return { status, body: { error: err.message, message: err.message } };
}

/**
 * The one error handler: every failure answers `{ error, message }` with a fitting
 * status. Validation errors carry the schema's message.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      const { status, body } = errorReply(err, req);
      return reply.status(status).send(body);
    });
  },
  { name: 'errors' },
);
