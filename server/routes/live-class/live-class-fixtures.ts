import type { SessionUser } from '../../../common/schemas/auth.ts';
import { schoolDate } from '../../../common/school-time.ts';
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
