import { count, desc, eq } from 'drizzle-orm';
import { pageOffset } from '../../../common/schemas/admin-page.ts';
import type { SubmissionStatus } from '../../../common/schemas/admin-submissions.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import type { Db } from '../../db/database.ts';
import { statusFilter } from '../../db/handled.ts';
import { contactMessages } from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';

export type ContactMessage = {
  id: number;
  name: string;
  email: string;
  phone: string;
  message: string;
  createdAt: Date;
  handledAt: Date | null;
};

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
};

/** Contact messages, newest first. */
export async function listMessages(
  db: Db,
  query: { status: SubmissionStatus; page: number; pageSize: number },
): Promise<Page<ContactMessage>> {
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
  return { items: rows, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Marks a message handled (now) or open again. */
export async function setMessageHandled(db: Db, id: number, handled: boolean): Promise<ContactMessage> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning(columns);
  if (!row) throw new HttpError(404, 'Message not found');
  return row;
}
