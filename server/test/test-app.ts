import { afterAll, beforeAll } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from './test-database.ts';

export type TestContext = { app: App; database: Database; config: AppConfig };

/**
 * Builds the real app on a fresh test database once for the calling test file
 * (`const t = useTestApp()`, then `t.app.inject(...)` inside tests). With `embeddedInDataDir`
 * the embedded database lives in DATA_DIR, as a school's does (on PostgreSQL, no difference).
 */
export function useTestApp(
  env: Record<string, string> = {},
  {
    embeddedInDataDir = false,
    ...options
  }: Pick<
    BuildOptions,
    'mailTransport' | 'logger' | 'streamRecheckMs' | 'forgotPasswordLimits' | 'now' | 'renewalMs'
  > & { embeddedInDataDir?: boolean } = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST: './dist/client', ...env });
    const { database } = ctx.config;
    ctx.database = await createTestDatabase(
      embeddedInDataDir && database.kind === 'pglite' ? (database.dataDir ?? undefined) : undefined,
    );
    // The reminders', no-shows', renewals', backup's and Janus rooms' jobs run only when a test ticks them: on a timer they would
    // mail about, or count, other tests' lessons.
    ctx.app = await buildApp(ctx.config, {
      database: ctx.database,
      logger: false,
      lessonReminderMs: 0,
      noShowMs: 0,
      overdueReminderMs: 0,
      renewalMs: 0,
      backupCheckMs: 0,
      janusRoomMs: 0,
      ...options,
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
  });
  return ctx;
}
