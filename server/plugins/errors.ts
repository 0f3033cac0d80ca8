import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorEnvelope } from '../../common/schemas/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The shape this route's failures answer in (common/schemas/errors.ts); 'api' when unset. */
    envelope?: ErrorEnvelope;
    /** What a body over the route's bodyLimit is told (413), where the generic text would not do. */
    tooLarge?: string;
  }
}

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

type ErrorLike = Error & { code?: unknown; cause?: unknown; table?: unknown; constraint?: unknown };

/**
 * The database's own error under `err` (drizzle wraps the driver's), or null. Its message,
 * `detail` and the wrapper's query text and parameters hold what people typed.
 */
function databaseError(err: unknown): ErrorLike | null {
  let e = err as ErrorLike | undefined;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i += 1, e = e.cause as ErrorLike | undefined) {
    if ('severity' in e && 'code' in e) return e;
    if ('params' in e || 'query' in e) return (e.cause as ErrorLike | undefined) ?? e;
  }
  return null;
}

/** A write the database refused for a unique index: another request stored the same key first. */
export const isUniqueViolation = (err: unknown) => databaseError(err)?.code === '23505';

/**
 * The logger's `err` serializer. A database error keeps its kind, SQLSTATE code, table,
 * constraint and call frames; any other error its message and stack (our own code's text).
 */
export function serializeError(err: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (!(err instanceof Error)) return { type: typeof err, message: '', stack: '' };
  const db = databaseError(err);
  if (db) {
    const stack = err.stack ?? '';
    const frames = stack.indexOf('\n    at ');
    return {
      type: err.name,
      message: `database error ${String(db.code ?? '')}`.trim(),
      stack: frames >= 0 ? stack.slice(frames + 1) : '',
      code: db.code,
      table: db.table,
      constraint: db.constraint,
    };
  }
  const code = (err as ErrorLike).code;
  return { type: err.name, message: err.message, stack: err.stack ?? '', ...(code ? { code } : {}) };
}

/** The status and `{ error, message }` body a failure answers (server faults logged, without detail). */
export function errorReply(
  err: FastifyError,
  req: FastifyRequest,
): { status: number; body: ApiError & { requestId?: string } } {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const text = first?.message ?? 'Invalid request';
    return { status: 400, body: { error: text, message: field ? `${field}: ${text}` : text } };
  }
  const status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
  const tooLarge = req.routeOptions.config?.tooLarge;
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && tooLarge) {
    return { status: 413, body: { error: tooLarge, message: tooLarge } };
  }
  if (status >= 500) {
    // The request id (reqId) is on every line of req.log; the answer names it for support.
    req.log.error({ err, route: req.routeOptions.url, method: req.method }, 'request failed');
    return {
      status,
      body: { error: 'Internal Server Error', message: GENERIC_5XX, requestId: String(req.id) },
    };
  }
  return { status, body: { error: err.message, message: err.message } };
}

/** `{ error, message }` in the envelope the route named. */
export function envelop(envelope: ErrorEnvelope | undefined, body: ApiError) {
  if (envelope === 'live') return { success: false as const, data: null, ...body };
  if (envelope === 'list') return { result: false as const, publicMessage: body.message, ...body };
  return body;
}

/**
 * The one error handler: every failure answers `{ error, message }` with a fitting status, in
 * the envelope of the route's `config.envelope`. Validation errors carry the schema's message.
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      const { status, body } = errorReply(err, req);
      return reply.status(status).send(envelop(req.routeOptions.config?.envelope, body));
    });
  },
  { name: 'errors' },
);
