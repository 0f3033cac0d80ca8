import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Role, SessionUser } from '../../../common/schemas/auth.ts';
import { isValidTimeZone } from '../../../common/school-time.ts';
import type { Db } from '../../db/database.ts';
import { cameraLinks, cameraSessions, sessions, users } from '../../db/schema.ts';
import { sessionUserColumns } from '../../db/session-user.ts';
import { forgetCachedSessions } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { revokeFeed } from '../calendar-feed/calendar-feed.service.ts';
import { voidAccountTokens } from './account-tokens.ts';

// argon2id (the library's default algorithm) with OWASP's minimum memory cost.
const ARGON = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON);

// Verifying against a real hash when there is none to check keeps every refusal equally slow.
let dummyHash: Promise<string> | null = null;

/**
 * The user with this e-mail (or a child's username) and password, or null (never says which was
 * wrong). An invited account, which has no password yet, is refused as an unknown e-mail is.
 */
export async function verifyLogin(db: Db, login: string, password: string): Promise<SessionUser | null> {
  const name = login.toLowerCase();
  const [row] = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(
      name.includes('@') ? sql`lower(${users.email}) = ${name}` : sql`lower(${users.username}) = ${name}`,
    );
  if (!row?.passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password);
    return null;
  }
  const { passwordHash, ...user } = row;
  return (await verify(passwordHash, password)) ? user : null;
}

/**
 * Keeps the browser's time zone as the person's when they have none yet and it is a real zone;
 * answers the zone they have now.
 */
export async function rememberTimeZone(
  db: Db,
  user: { id: number; timeZone: string | null },
  timeZone: string | undefined,
): Promise<string | null> {
  if (user.timeZone || !timeZone || !isValidTimeZone(timeZone)) return user.timeZone;
  await db
    .update(users)
    .set({ timeZone })
    .where(and(eq(users.id, user.id), isNull(users.timeZone)));
  return timeZone;
}

export type NewUser = {
  email: string;
  /** null: invited, the person chooses it from the mailed link. */
  password: string | null;
  role: Role;
  firstName: string;
  lastName: string;
  /** A password someone else chose: the person must choose their own at the next sign-in. */
  mustChangePassword?: boolean;
};

export const EMAIL_TAKEN = 'A user with this email already exists';

/** Another account has this address (any case). */
export async function emailTaken(
  db: Pick<Db, 'select'>,
  email: string,
  exceptUserId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A signed-in user known to have an address (every account but a child's signed in by a username). */
export type UserWithEmail = SessionUser & { email: string };

/** A new user; 409 when the e-mail is taken, even by a user created a moment ago by another request. */
export async function createUser(db: Pick<Db, 'insert'>, input: NewUser): Promise<UserWithEmail> {
  const [row] = await db
    .insert(users)
    .values({
      email: input.email.toLowerCase(),
      passwordHash: input.password === null ? null : await hashPassword(input.password),
      role: input.role,
      firstName: input.firstName,
      lastName: input.lastName,
      mustChangePassword: input.mustChangePassword ?? false,
    })
    // The unique index on lower(email) decides between requests that checked the e-mail together.
    .onConflictDoNothing()
    .returning(sessionUserColumns);
  if (!row) throw new HttpError(409, EMAIL_TAKEN);
  return { ...row, email: input.email.toLowerCase() };
}

/**
 * Sets a user's password and ends what the old one let in: every session of theirs (their phone
 * cameras' too, and camera links not yet used), every link mailed before (an invitation, reset
 * links, a pending e-mail change and its stop link) and the calendar feed link (one a thief copied
 * would read the lessons on). `mustChange`: someone else chose it. Whether a calendar feed was revoked.
 */
export async function setPassword(
  db: Pick<Db, 'update' | 'delete'>,
  userId: number,
  passwordHash: string,
  { mustChange }: { mustChange: boolean },
): Promise<{ feedRevoked: boolean }> {
  await db.update(users).set({ passwordHash, mustChangePassword: mustChange }).where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(cameraSessions).where(eq(cameraSessions.userId, userId));
  await db.delete(cameraLinks).where(eq(cameraLinks.userId, userId));
  forgetCachedSessions(userId);
  await voidAccountTokens(db, userId);
  return { feedRevoked: await revokeFeed(db, userId) };
}
