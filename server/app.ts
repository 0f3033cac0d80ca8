import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { isEmptyDatabase, seedDemoData } from './db/seed/index.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { eventsPlugin } from './plugins/events.ts';
import { securityPlugin } from './plugins/security.ts';
import { webPlugin } from './plugins/web.ts';
import { authRoutes } from './routes/auth/index.ts';
import { healthRoutes } from './routes/health/index.ts';
import { liveClassRoutes } from './routes/live-class/index.ts';
import { liveSettingsRoutes } from './routes/live-settings/index.ts';

export type BuildOptions = {
  /** A database the caller opened (tests); otherwise one is opened from the config. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** Seed the demo data when the database has never been used (first start, embedded database). */
  seedDemoIfEmpty?: boolean;
};

// Logs carry no personal data: no addresses, no query strings (ids, e-mails), no bodies.
const serializers = {
  req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
  res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
};

/** Builds the whole application: plugins, then routes. Tests reuse it through `inject`. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel, serializers },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { mapEmbedOrigin: originOf(config.school.mapEmbedUrl) });
  await app.register(cookie);
  await app.register(dbPlugin, { options: config.database, database: options.database });
  if (options.seedDemoIfEmpty && (await isEmptyDatabase(app.database))) {
    const lines = await seedDemoData(app.database, { ...config.demo, timeZone: config.timeZone });
    // An operator's message, not a request log: printed as it is.
    for (const line of lines) console.log(`  ${line}`);
  }
  await app.register(authPlugin, { idleMinutes: config.sessionIdleMinutes });
  await app.register(eventsPlugin);
  await app.register(docsPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api', loginPerMinute: config.loginRateLimit });
  await app.register(liveSettingsRoutes, { prefix: '/api', live: config.live });
  await app.register(liveClassRoutes, { prefix: '/api', timeZone: config.timeZone, passwordPerMinute: 10 });

  await app.register(webPlugin, { clientDist: config.clientDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

function originOf(url: string): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}
