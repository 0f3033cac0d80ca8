import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Role, SessionUser } from '../../../common/schemas/auth.ts';
import type { Db } from '../../db/database.ts';
import { sessions, users } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';

// argon2id (the library's default algorithm) with OWASP's minimum memory cost.
const ARGON = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON);

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | null = null;

/** The user with this e-mail and password, or null (never says which was wrong). */
export async function verifyLogin(db: Db, email: string, password: string): Promise<SessionUser | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!row) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password);
    return null;
  }
  if (!(await verify(row.passwordHash, password))) return null;
  return { id: row.id, email: row.email, role: row.role, firstName: row.firstName, lastName: row.lastName };
}

export type NewUser = { email: string; password: string; role: Role; firstName: string; lastName: string };

export const EMAIL_TAKEN = 'A user with this email already exists';

/** A new user; 409 when the e-mail is taken, even by a user created a moment ago by another request. */
export async function createUser(db: Db, input: NewUser): Promise<SessionUser> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: await hashPassword(input.password),
      role: input.role,
      firstName: input.firstName,
      lastName: input.lastName,
    })
    // The unique index on lower(email) decides between requests that checked the e-mail together.
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, EMAIL_TAKEN);
  return { id: row.id, email: row.email, role: row.role, firstName: row.firstName, lastName: row.lastName };
}

/** Sets a user's password and ends their sessions, so an old password stops working everywhere. */
export async function setPassword(
  db: Pick<Db, 'update' | 'delete'>,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
