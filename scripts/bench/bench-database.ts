// What the benches that run the real app on both databases share: the app's settings, a scratch
// PostgreSQL database of their own, and the percentile of their timings.
import pg from 'pg';
import { loadConfig } from '../../server/config.ts';

/**
 * The settings the benches run the app with: production, silent, files in memory, sign-ins all but
 * unlimited; on the PostgreSQL database of `databaseUrl` when given, else the embedded one.
 */
export const benchConfig = (databaseUrl: string | null = null) =>
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    LOGIN_RATE_LIMIT: '100000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });

/** The p-th percentile (0-100) of timings sorted ascending. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** A scratch database `<prefix>_<pid>` on the PostgreSQL server of `url`, dropped afterwards. */
export async function scratchDatabase(
  url: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
