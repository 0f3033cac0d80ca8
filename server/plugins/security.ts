import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Which security headers a route sends: 'api' is set here for JSON routes under /api; an /api
     * route that answers a document (a file shown in the browser) says 'page'.
     */
    securityHeaders?: 'page' | 'api';
  }
}

// The Instagram section loads Instagram's embed script on demand; it renders posts in frames.
const INSTAGRAM_ORIGIN = 'https://www.instagram.com';

function helmetOptions(mapEmbedOrigin: string | null): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", INSTAGRAM_ORIGIN],
        // React renders style attributes (animations, sizes); no script runs from them.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: [...(mapEmbedOrigin ? [mapEmbedOrigin] : []), INSTAGRAM_ORIGIN],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The site embeds nothing cross-origin that would need isolation headers relaxed per page.
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets for these options, worked out once. Our policy has no per-request
 * parts (no nonces, no functions), and @fastify/helmet would rebuild helmet's middleware,
 * CSP parsing included, on every request: a fifth of a 1 s poll's cost, measured.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * The headers of an API answer (OWASP's REST security headers): JSON is never rendered, so
 * its policy allows nothing at all. A third of the page set's size, on every 1 s poll.
 */
const API_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
};

const isApiRoute = (url: string, config: { securityHeaders?: 'page' | 'api' } | undefined) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs') && config?.securityHeaders !== 'page';

/**
 * Security headers on every answer: pages (and anything not found) get helmet's set with a
 * Content Security Policy that allows no inline script, the API's JSON answers the short set
 * above. Also the rate limiter that routes opt into (`config: { rateLimit: ... }`).
 */
export const securityPlugin = fp<{ mapEmbedOrigin: string | null }>(
  async (app, { mapEmbedOrigin }) => {
    const pageHeaders = securityHeaders(helmetOptions(mapEmbedOrigin));
    app.addHook('onRoute', (route) => {
      if (isApiRoute(route.url, route.config)) route.config = { ...route.config, securityHeaders: 'api' };
    });
    app.addHook('onRequest', (req, reply, done) => {
      const api = req.routeOptions.config.securityHeaders === 'api';
      reply.headers(api ? API_SECURITY_HEADERS : pageHeaders);
      done();
    });
    await app.register(rateLimit, {
      global: false,
      // Thrown to the one error handler, which answers { error, message }.
      errorResponseBuilder: (_req, ctx) =>
        new HttpError(429, `Too many requests. Please try again in ${ctx.after}.`),
    });
  },
  { name: 'security' },
);
