import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { guardianLinks, users } from '../db/schema.ts';

/** The student's linked guardians' accounts (with their e-mails), in the order they were linked. */
export async function guardiansOf(db: Pick<Db, 'select'>, studentId: number) {
  const rows = await db
    .select({ user: users })
    .from(guardianLinks)
    .innerJoin(users, eq(users.id, guardianLinks.guardianId))
    .where(eq(guardianLinks.studentId, studentId))
    .orderBy(guardianLinks.createdAt, users.id);
  return rows.map((r) => r.user);
}
