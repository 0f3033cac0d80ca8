import { eq } from 'drizzle-orm';
import type { Role, SessionUser } from '../../common/schemas/auth.ts';
import type { App } from '../app.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { createUser, type UserWithEmail } from '../routes/auth/auth.service.ts';

export const TEST_PASSWORD = 'correct-horse-battery';
let counter = 0;

/** A user of the role with a unique example.com address and TEST_PASSWORD (and a time zone, when given). */
export async function createTestUser(
  db: Db,
  role: Role,
  overrides: Partial<{ email: string; firstName: string; timeZone: string }> = {},
): Promise<UserWithEmail> {
  counter += 1;
  const user = await createUser(db, {
    email: overrides.email ?? `${role}${counter}-${Date.now()}@example.com`,
    password: TEST_PASSWORD,
    role,
    firstName: overrides.firstName ?? `${role[0]?.toUpperCase()}${role.slice(1)}`,
    lastName: `Test${counter}`,
  });
  const timeZone = overrides.timeZone;
  if (!timeZone) return user;
  await db.update(users).set({ timeZone }).where(eq(users.id, user.id));
  return { ...user, timeZone };
}

/** A new teacher and a new student, not signed in. */
export const createTeacherAndStudent = async (db: Db) => ({
  teacher: await createTestUser(db, 'teacher'),
  student: await createTestUser(db, 'student'),
});

/** A person's name as the server writes it in its messages. */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/**
 * Signs in through the real route, from a browser in `timeZone` when given (the person's clock
 * from then on, when they had none); returns the Cookie header for later requests.
 */
export async function signIn(
  app: App,
  user: Pick<SessionUser, 'email'>,
  password = TEST_PASSWORD,
  timeZone?: string,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password, ...(timeZone ? { timeZone } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
