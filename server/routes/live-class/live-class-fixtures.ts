import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/database.ts';
import type { Party } from '../../test/builders.ts';
import { type TestContext, useTestApp } from '../../test/test-app.ts';

/** A JSON call with the party's cookie (or none). */
export function call(
  t: TestContext,
  who: Party | null,
  method: 'GET' | 'POST',
  url: string,
  data?: Record<string, unknown>,
) {
  const headers = who ? { cookie: who.cookie } : {};
  if (method === 'GET') {
    const query = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [k, String(v)]));
    return t.app.inject({ method, url, query, headers });
  }
  return t.app.inject({ method, url, payload: data ?? {}, headers });
}

/** The app for live-class tests: many sign-ins per file. */
export const useLiveTestApp = (
  env: Record<string, string> = {},
  options: { streamRecheckMs?: number } = {},
) => useTestApp({ LOGIN_RATE_LIMIT: '10000', ...env }, options);

/**
 * A second server instance on the test's PostgreSQL database, listening on its own port, for the
 * duration of `use` (LISTEN/NOTIFY between instances).
 */
export async function withSecondInstance(
  t: TestContext,
  use: (other: FastifyInstance, baseUrl: string) => Promise<void>,
) {
  const url = t.database.pool?.options.connectionString;
  if (!url) throw new Error('no PostgreSQL pool');
  const otherDatabase = await openDatabase({ kind: 'postgres', url });
  const other = await buildApp(t.config, { database: otherDatabase, logger: false });
  try {
    await other.listen({ port: 0, host: '127.0.0.1' });
    await use(other, `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`);
  } finally {
    await other.close();
    await otherDatabase.close();
  }
}
