import { afterAll, beforeAll } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from './test-database.ts';

export type TestContext = { app: App; database: Database; config: AppConfig };

/**
 * Builds the real app on a fresh test database once for the calling test file
 * (`const t = useTestApp()`, then `t.app.inject(...)` inside tests).
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: Pick<
    BuildOptions,
    'mailTransport' | 'logger' | 'streamRecheckMs' | 'forgotPasswordLimits' | 'now'
  > = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CLIENT_DIST: './dist/client', ...env });
    ctx.database = await createTestDatabase();
    // The reminders' and no-shows' jobs run only when a test ticks them: on a timer they would
    // mail about, or count, other tests' lessons.
    ctx.app = await buildApp(ctx.config, {
      database: ctx.database,
      logger: false,
      lessonReminderMs: 0,
      noShowMs: 0,
      overdueReminderMs: 0,
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
