import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { MeetingStatus } from '../../../common/schemas/live-class/meeting-status.ts';
import { LIVE_MESSAGES } from '../../../common/schemas/live-class/shared.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/database.ts';
import { createTestClass, type Party, type TestClass } from '../../test/builders.ts';
import { openSse, type SseConnection } from '../../test/sse-client.ts';
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

/** `who` says `text` in the class's chat. */
export const sendChat = (t: TestContext, who: Party, classId: number, text: string) =>
  call(t, who, 'POST', '/api/class_chat_messages.php', {
    action: 'send_message',
    class_id: classId,
    message_content: text,
  });

/**
 * `attempt` is refused (403, 'Please enter the class password first') until `who` passes the
 * class's join password, and answered after.
 */
export async function expectPasswordFirst(
  t: TestContext,
  who: Party,
  { classId, password }: { classId: number; password: string },
  attempt: () => Promise<{ statusCode: number; json(): { message?: string } }>,
) {
  const early = await attempt();
  expect([early.statusCode, early.json().message]).toEqual([403, LIVE_MESSAGES.passwordFirst]);
  await call(t, who, 'POST', '/api/verify_class_password.php', { class_id: classId, password });
  expect((await attempt()).statusCode).toBe(200);
}

/** Where the test's app listens (after `t.app.listen`). */
export const appUrl = (t: TestContext) => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

/** `who`'s push stream of the class, from the server at `baseUrl`. */
export const openClassStream = (
  baseUrl: string,
  who: Party,
  classId: number,
  headers: Record<string, string> = {},
) => openSse(`${baseUrl}/api/class_events?class_id=${classId}`, { cookie: who.cookie, ...headers });

/** `who`'s push stream of the class, from the test's own app. */
export const openTestStream = (
  t: TestContext,
  who: Party,
  classId: number,
  headers: Record<string, string> = {},
) => openClassStream(appUrl(t), who, classId, headers);

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

/**
 * A new class whose student listens on a second server instance (withSecondInstance), the
 * stream's first status received; `statusThere` is the student's status poll on that instance.
 */
export function withStudentOnSecondInstance(
  t: TestContext,
  use: (c: TestClass, stream: SseConnection, statusThere: () => Promise<MeetingStatus>) => Promise<void>,
) {
  return withSecondInstance(t, async (other, otherUrl) => {
    const c = await createTestClass(t);
    const stream = await openClassStream(otherUrl, c.student, c.id);
    try {
      await stream.next('meeting-status');
      const statusThere = async () =>
        (
          await other.inject({
            url: `/api/check_meeting_status.php?class_id=${c.id}`,
            headers: { cookie: c.student.cookie },
          })
        ).json().data;
      await use(c, stream, statusThere);
    } finally {
      stream.close();
    }
  });
}
