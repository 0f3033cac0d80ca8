import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { createUser, hashPassword, setPassword } from './auth.service.ts';
import { issuePasswordToken } from './password-tokens.ts';

export type AdminInput = { email: string; firstName: string; lastName: string };

/** Whether anyone can run the school yet (start-up says how to make the first admin otherwise). */
export async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return Boolean(row);
}

/**
 * The operator's way in (`npm run admin:create`): the admin with this e-mail, created when
 * missing. With a password (read from standard input) it is set; without one, a one-use token
 * for the set-password page is returned, and until it is used the account has a password
 * nobody knows. An existing admin gets the same, so a lost password can be replaced.
 */
export async function provideAdmin(
  db: Db,
  input: AdminInput,
  password: string | null,
): Promise<{ created: boolean; token: string | null }> {
  const email = input.email.toLowerCase();
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (existing && existing.role !== 'admin') throw new Error(`${email} is a ${existing.role}'s account`);
  const user =
    existing ??
    (await createUser(db, {
      ...input,
      email,
      role: 'admin',
      password: password ?? randomBytes(32).toString('base64url'),
    }));
  if (existing && password) await setPassword(db, user.id, await hashPassword(password));
  return { created: !existing, token: password ? null : await issuePasswordToken(db, user.id) };
}
