import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreateUserInput,
  Page,
  UpdateUserInput,
  userListQuerySchema,
} from '../../../common/schemas/admin-users.ts';
import { MANAGED_ROLES } from '../../../common/schemas/admin-users.ts';
import type { Role } from '../../../common/schemas/auth.ts';
import type { Db } from '../../db/database.ts';
import { classes, users } from '../../db/schema.ts';
import { HttpError, isUniqueViolation } from '../../plugins/errors.ts';
import { createUser, EMAIL_TAKEN, hashPassword, setPassword } from '../auth/auth.service.ts';

export const USER_NOT_FOUND = 'No such teacher or student';
export const ROLE_LOCKED = 'This user has classes in their current role, so the role cannot change';

export type ManagedUser = {
  id: number;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  createdAt: Date;
};

const columns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  createdAt: users.createdAt,
};

/** Teachers and students (admins are not managed here), newest names first by surname. */
export async function listUsers(db: Db, q: z.output<typeof userListQuerySchema>): Promise<Page<ManagedUser>> {
  const like = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    q.role ? eq(users.role, q.role) : inArray(users.role, [...MANAGED_ROLES]),
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
  return { items: rows, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

async function assertEmailFree(db: Db, email: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptId ? ne(users.id, exceptId) : undefined),
    );
  if (taken) throw new HttpError(409, EMAIL_TAKEN);
}

async function findManaged(db: Db, id: number): Promise<ManagedUser> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, [...MANAGED_ROLES])));
  if (!row) throw new HttpError(404, USER_NOT_FOUND);
  return row;
}

export async function createManagedUser(db: Db, input: CreateUserInput): Promise<ManagedUser> {
  await assertEmailFree(db, input.email);
  const created = await createUser(db, input);
  return findManaged(db, created.id);
}

export async function updateManagedUser(db: Db, id: number, input: UpdateUserInput): Promise<ManagedUser> {
  const current = await findManaged(db, id);
  await assertEmailFree(db, input.email, id);
  // A class's teacher must stay a teacher and its student a student.
  if (current.role !== input.role) {
    const [booked] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(current.role === 'teacher' ? eq(classes.teacherId, id) : eq(classes.studentId, id))
      .limit(1);
    if (booked) throw new HttpError(409, ROLE_LOCKED);
  }
  const [row] = await db
    .update(users)
    .set({ ...input, email: input.email.toLowerCase() })
    .where(eq(users.id, id))
    .returning(columns)
    .catch((err: unknown) => {
      // Another admin gave the address to someone else since the check above.
      throw isUniqueViolation(err) ? new HttpError(409, EMAIL_TAKEN) : err;
    });
  if (!row) throw new HttpError(404, USER_NOT_FOUND);
  return row;
}

export async function resetPassword(db: Db, id: number, password: string): Promise<void> {
  await findManaged(db, id);
  await setPassword(db, id, await hashPassword(password));
}
