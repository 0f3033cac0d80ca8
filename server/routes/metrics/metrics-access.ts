import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { HttpError } from '../../plugins/errors.ts';

export const METRICS_MESSAGES = {
  tokenMissing: 'Send the metrics token: Authorization: Bearer <METRICS_TOKEN>',
  tokenWrong: 'Wrong metrics token',
  loopbackOnly: 'Metrics are answered on this machine only; set METRICS_TOKEN to read them from elsewhere',
} as const;

const digest = (s: string) => createHash('sha256').update(s).digest();

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * Who may read /metrics: with METRICS_TOKEN, whoever sends it as a bearer token; without it,
 * callers on this machine only: the client's address (as TRUST_PROXY's proxies report it) is a
 * loopback one, and no proxy the server was not told of forwarded the request (a proxy on this
 * machine would make every client look local). Answers the refusal, or null.
 */
export function metricsRefusal(
  req: FastifyRequest,
  token: string | null,
  trustProxy: AppConfig['trustProxy'],
): HttpError | null {
  if (token !== null) {
    const sent = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
    if (!sent) return new HttpError(401, METRICS_MESSAGES.tokenMissing);
    return timingSafeEqual(digest(sent), digest(token))
      ? null
      : new HttpError(403, METRICS_MESSAGES.tokenWrong);
  }
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  if (isLoopback(req.ip) && !(forwarded && trustProxy === false)) return null;
  return new HttpError(403, METRICS_MESSAGES.loopbackOnly);
}
