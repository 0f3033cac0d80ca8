import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { issueAccountToken } from './account-tokens.ts';
import { createUser, hashPassword, setPassword } from './auth.service.ts';

export type AdminInput = { email: string; firstName: string; lastName: string };

/** Whether anyone can run the school yet (start-up says how to make the first admin otherwise). */
export async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return Boolean(row);
}

/**
 * The operator's way in (`npm run admin:create`): the admin with this e-mail, created when
 * missing. With a password (read from standard input, its rules checked by the caller) it is
 * set; without one, a one-use password-reset token for the site's /reset-password page is
 * returned, and until it is used a new account has no password at all. An existing admin gets
 * the same, so a lost password can be replaced.
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
  const user = existing ?? (await createUser(db, { ...input, email, role: 'admin', password }));
  if (existing && password) {
    await setPassword(db, user.id, await hashPassword(password), { mustChange: false });
  }
  return {
    created: !existing,
    token: password ? null : await issueAccountToken(db, user.id, 'password-reset'),
  };
}
