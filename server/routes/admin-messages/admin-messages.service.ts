import { count, desc, eq } from 'drizzle-orm';
import { pageOffset } from '../../../common/schemas/admin-page.ts';
import type { ContactMessageItem, SubmissionStatus } from '../../../common/schemas/admin-submissions.ts';
import type { Db } from '../../db/database.ts';
import { isoOrNull, statusFilter } from '../../db/handled.ts';
import { contactMessages } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
};

type Row = Omit<ContactMessageItem, 'createdAt' | 'handledAt'> & { createdAt: Date; handledAt: Date | null };
const toItem = (row: Row): ContactMessageItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  handledAt: isoOrNull(row.handledAt),
});

/** Contact messages, newest first. */
export async function listMessages(
  db: Db,
  query: { status: SubmissionStatus; page: number; pageSize: number },
) {
  const where = statusFilter(contactMessages.handledAt, query.status);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { items: rows.map(toItem), total: total?.n ?? 0 };
}

/** Marks a message handled (now) or open again. */
export async function setMessageHandled(db: Db, id: number, handled: boolean): Promise<ContactMessageItem> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning(columns);
  if (!row) throw new HttpError(404, 'Message not found');
  return toItem(row);
}
