import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  CreateUserInput,
  Page,
  UpdateUserInput,
  userListQuerySchema,
} from '../../../common/schemas/admin-users.ts';
import { LISTED_ROLES, MANAGED_ROLES, type ManagedRole } from '../../../common/schemas/admin-users.ts';
import type { Role } from '../../../common/schemas/auth.ts';
import type { School } from '../../../common/school.ts';
import { assertPasswordAllowed } from '../../auth/common-passwords.ts';
import type { Db } from '../../db/database.ts';
import { classes, guardianLinks, users } from '../../db/schema.ts';
import { addressSetByAdminMail, invitationMail } from '../../mail/account-mails.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { HttpError, isUniqueViolation } from '../../plugins/errors.ts';
import { issueAccountToken, voidAccountTokens } from '../auth/account-tokens.ts';
import { createUser, EMAIL_TAKEN, emailTaken, hashPassword, setPassword } from '../auth/auth.service.ts';

export const USER_NOT_FOUND = 'No such teacher or student';
export const ROLE_LOCKED = 'This user has classes in their current role, so the role cannot change';
export const ALREADY_ACTIVE = 'This person has already chosen a password';

export type ManagedUser = {
  id: number;
  email: string | null;
  role: Role;
  firstName: string;
  lastName: string;
  createdAt: Date;
  /** Invited and not yet accepted: the person has chosen no password. */
  invited: boolean;
  /** A student's guardians, a guardian's children; empty where not read (a single user's answer). */
  family?: { id: number; name: string }[];
};

const columns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
  invited: sql<boolean>`${users.passwordHash} is null`,
};

/** Teachers, students and guardians (admins are not managed here), newest names first by surname. */
export async function listUsers(db: Db, q: z.output<typeof userListQuerySchema>): Promise<Page<ManagedUser>> {
  const like = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    q.role ? eq(users.role, q.role) : inArray(users.role, [...LISTED_ROLES]),
    like
      ? or(ilike(users.email, like), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const family = await familiesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) => ({ ...r, family: family.get(r.id) ?? [] })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** For each of these users, the other side of their guardian links, first linked first: one query a page. */
async function familiesOf(db: Db, ids: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const found = new Map<number, { id: number; name: string }[]>();
  if (ids.length === 0) return found;
  const other = alias(users, 'family_member');
  const rows = await db
    .select({
      guardianId: guardianLinks.guardianId,
      studentId: guardianLinks.studentId,
      otherId: other.id,
      name: sql<string>`${other.firstName} || ' ' || ${other.lastName}`,
    })
    .from(guardianLinks)
    .innerJoin(
      other,
      or(
        and(inArray(guardianLinks.studentId, ids), eq(other.id, guardianLinks.guardianId)),
        and(inArray(guardianLinks.guardianId, ids), eq(other.id, guardianLinks.studentId)),
      ),
    )
    .orderBy(asc(guardianLinks.createdAt), asc(other.id));
  for (const r of rows) {
    const of = r.otherId === r.guardianId ? r.studentId : r.guardianId;
    found.set(of, [...(found.get(of) ?? []), { id: r.otherId, name: r.name }]);
  }
  return found;
}

async function assertEmailFree(db: Db, email: string, exceptId?: number) {
  if (await emailTaken(db, email, exceptId)) throw new HttpError(409, EMAIL_TAKEN);
}

/**
 * The teacher or student, or 404. `locked`: their row is held until the transaction ends, so an
 * invitation accepted at the same moment waits, and its password is seen here.
 */
async function findManaged(
  db: Pick<Db, 'select'>,
  id: number,
  { locked = false } = {},
): Promise<ManagedUser> {
  const query = db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, [...MANAGED_ROLES])));
  const [row] = await (locked ? query.for('update') : query);
  if (!row) throw new HttpError(404, USER_NOT_FOUND);
  return row;
}

/**
 * A new teacher or student. Without a password they are invited: the account, its one-use
 * invitation link (7 days) and the mail carrying it are stored together. With one (where mail
 * cannot reach them) its rules are checked and they must change it at their first sign-in.
 */
export async function createManagedUser(
  db: Db,
  school: School,
  input: CreateUserInput,
): Promise<ManagedUser> {
  await assertEmailFree(db, input.email);
  const { password, ...person } = input;
  if (password !== undefined) {
    assertPasswordAllowed(password, input.email);
    const created = await createUser(db, { ...person, password, mustChangePassword: true });
    return findManaged(db, created.id);
  }
  const id = await db.transaction(async (tx) => {
    const created = await createUser(tx, { ...person, password: null });
    const token = await issueAccountToken(tx, created.id, 'invitation');
    await enqueueMail(tx, invitationMail(school, created, input.role, token));
    return created.id;
  });
  return findManaged(db, id);
}

/** A new invitation link for a person who has not accepted theirs (the old link stops working). */
export async function resendInvitation(db: Db, school: School, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const user = await findManaged(tx, id, { locked: true });
    if (!user.invited) throw new HttpError(409, ALREADY_ACTIVE);
    const token = await issueAccountToken(tx, id, 'invitation');
    // The query above reads only teachers and students.
    await enqueueMail(tx, invitationMail(school, user, user.role as ManagedRole, token));
  });
}

/**
 * The person's name, address and role. A new address voids every link mailed to the old one (a
 * mistyped address's invitation no longer works): a person still invited is invited again at the
 * new address; one with a password is told there, and keeps it and their sessions.
 */
export async function updateManagedUser(
  db: Db,
  school: School,
  id: number,
  input: UpdateUserInput,
): Promise<ManagedUser> {
  const email = input.email.toLowerCase();
  return db
    .transaction(async (tx) => {
      const current = await findManaged(tx, id, { locked: true });
      if (await emailTaken(tx, email, id)) throw new HttpError(409, EMAIL_TAKEN);
      // A class's teacher must stay a teacher and its student a student.
      if (current.role !== input.role) {
        const [booked] = await tx
          .select({ id: classes.id })
          .from(classes)
          .where(current.role === 'teacher' ? eq(classes.teacherId, id) : eq(classes.studentId, id))
          .limit(1);
        if (booked) throw new HttpError(409, ROLE_LOCKED);
      }
      const [row] = await tx
        .update(users)
        .set({ ...input, email })
        .where(eq(users.id, id))
        .returning(columns);
      if (!row) throw new HttpError(404, USER_NOT_FOUND);
      if (email !== current.email?.toLowerCase()) {
        await voidAccountTokens(tx, id);
        if (row.invited) {
          const token = await issueAccountToken(tx, id, 'invitation');
          await enqueueMail(tx, invitationMail(school, row, input.role, token));
        } else {
          await enqueueMail(tx, addressSetByAdminMail(school, row));
        }
      }
      return row;
    })
    .catch((err: unknown) => {
      // Another admin gave the address to someone else since the check above.
      throw isUniqueViolation(err) ? new HttpError(409, EMAIL_TAKEN) : err;
    });
}

/**
 * A password the admin chose (where mail cannot reach the person): their sessions and links end,
 * and they must choose their own at the next sign-in.
 */
export async function resetPassword(db: Db, id: number, password: string): Promise<void> {
  const user = await findManaged(db, id);
  assertPasswordAllowed(password, user.email);
  const passwordHash = await hashPassword(password);
  await db.transaction((tx) => setPassword(tx, id, passwordHash, { mustChange: true }));
}
