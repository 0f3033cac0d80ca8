import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import { schoolDate } from '../../../common/school-time.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/database.ts';
import { classes } from '../../db/schema.ts';
import { createTestUser, signIn } from '../../test/fixtures.ts';
import { type TestContext, useTestApp } from '../../test/test-app.ts';
import { hashPassword } from '../auth/auth.service.ts';

export type Party = { user: SessionUser; cookie: string };
export type TestClass = { id: number; teacher: Party; student: Party };

async function party(t: TestContext, role: 'teacher' | 'student'): Promise<Party> {
  const user = await createTestUser(t.database.db, role);
  return { user, cookie: await signIn(t.app, user) };
}

/** A signed-in teacher and student and a class of theirs (today, open, no password unless given). */
export async function createTestClass(
  t: TestContext,
  options: { password?: string; classDate?: string; batchName?: string } = {},
): Promise<TestClass> {
  const teacher = await party(t, 'teacher');
  const student = await party(t, 'student');
  const [row] = await t.database.db
    .insert(classes)
    .values({
      batchName: options.batchName ?? 'Piano Basics',
      teacherId: teacher.user.id,
      studentId: student.user.id,
      classDate: options.classDate ?? schoolDate(t.config.timeZone),
      classTime: '10:00',
      joinPasswordHash: options.password ? await hashPassword(options.password) : null,
    })
    .returning({ id: classes.id });
  if (!row) throw new Error('class not created');
  return { id: row.id, teacher, student };
}

/** Another signed-in user of the role, member of no class. */
export const createOutsider = (t: TestContext, role: 'teacher' | 'student') => party(t, role);

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
export const useLiveTestApp = (env: Record<string, string> = {}) =>
  useTestApp({ LOGIN_RATE_LIMIT: '10000', ...env });

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
