import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from './errors.ts';

// The Instagram section loads Instagram's embed script on demand; it renders posts in frames.
const INSTAGRAM_ORIGIN = 'https://www.instagram.com';

/**
 * Security headers with a Content Security Policy that allows no inline script,
 * and the rate limiter that routes opt into (`config: { rateLimit: ... }`).
 */
export const securityPlugin = fp<{ mapEmbedOrigin: string | null }>(
  async (app, { mapEmbedOrigin }) => {
    await app.register(helmet, {
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
