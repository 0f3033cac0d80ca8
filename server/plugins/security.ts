import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
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
        // 'wasm-unsafe-eval': slow practice's time-stretch (signalsmith-stretch) compiles its
        // WebAssembly in the audio worklet; it allows WebAssembly alone, not eval of script.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", INSTAGRAM_ORIGIN],
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
    // Sent only over HTTPS (see below): a browser ignores it over HTTP, and a proxy must say so.
    strictTransportSecurity: false,
  };
}

/**
 * The live class may use the camera, the microphone and screen sharing on the site itself;
 * every other powerful feature is off, for our pages and anything they embed. Autoplay stays
 * with the site: the lesson's remote video and sound start when the other party's tracks arrive.
 * So does speaker selection: the room plays the lesson and its test sound on the chosen speaker
 * (setSinkId), which the browser refuses where it is off.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'captured-surface-control',
  'clipboard-read',
  'clipboard-write',
  'compute-pressure',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'interest-cohort',
  'keyboard-map',
  'local-fonts',
  'magnetometer',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'storage-access',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=(self)',
  'display-capture=(self)',
  'autoplay=(self)',
  'speaker-selection=(self)',
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
].join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';
export const CROSS_SITE_REFUSED = 'Form submissions from other sites are not accepted';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request comes from another site: a browser says so in Sec-Fetch-Site, or sends an
 * Origin that is neither the request's host nor the site's public address (a proxy may pass
 * another Host). Calls without either header are not cross-site browser requests.
 */
function crossSiteCheck(siteUrl: string) {
  const siteHost = hostOf(siteUrl);
  return (req: FastifyRequest): boolean => {
    const site = req.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') return true;
    const origin = req.headers.origin;
    if (origin === undefined) return false;
    const host = hostOf(origin);
    return host === null || (host !== hostOf(`${req.protocol}://${req.host}`) && host !== siteHost);
  };
}

/** host[:port] with the scheme's default port left out, or null for a bad address. */
function hostOf(address: string): string | null {
  try {
    return new URL(address).host;
  } catch {
    return null;
  }
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
  'x-content-type-options': 'nosniff',
};

const isApiRoute = (url: string, config: { securityHeaders?: 'page' | 'api' } | undefined) =>
  url.startsWith('/api/') && !url.startsWith('/api/docs') && config?.securityHeaders !== 'page';

/**
 * Security headers on every answer: pages (and anything not found) get helmet's set with a
 * Content Security Policy that allows no inline script and the Permissions-Policy, the API's
 * JSON answers the short set above; HSTS when the request came over HTTPS (as far as the
 * trusted proxies tell). Every state-changing call from another site is refused, multipart
 * ones included: a page there may not post as the signed-in user. Also the rate limiter that
 * routes opt into (`config: { rateLimit: ... }`).
 */
export const securityPlugin = fp<{ mapEmbedOrigin: string | null; siteUrl: string }>(
  async (app, { mapEmbedOrigin, siteUrl }) => {
    const pageHeaders = {
      ...securityHeaders(helmetOptions(mapEmbedOrigin)),
      'permissions-policy': PERMISSIONS_POLICY,
    };
    const isCrossSite = crossSiteCheck(siteUrl);
    app.addHook('onRoute', (route) => {
      if (isApiRoute(route.url, route.config)) route.config = { ...route.config, securityHeaders: 'api' };
    });
    app.addHook('onRequest', (req, reply, done) => {
      const api = req.routeOptions.config.securityHeaders === 'api';
      reply.headers(api ? API_SECURITY_HEADERS : pageHeaders);
      if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
      if (!SAFE_METHODS.has(req.method) && isCrossSite(req))
        return done(new HttpError(403, CROSS_SITE_REFUSED));
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
