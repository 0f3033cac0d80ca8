import { and, asc, count, eq, max, ne } from 'drizzle-orm';
import type { FaqType } from '../../../common/faq-categories.ts';
import type { FaqInput, MoveDirection } from '../../../common/schemas/admin-content.ts';
import { pageOffset } from '../../../common/schemas/admin-page.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import type { Db } from '../../db/database.ts';
import { faqs } from '../../db/schema.ts';
import { moveId } from '../../db/sort-order.ts';
import { HttpError } from '../../plugins/errors.ts';

const NOT_FOUND = 'FAQ not found';

export type ManagedFaq = { id: number; type: FaqType; title: string; content: string; sortOrder: number };

const columns = {
  id: faqs.id,
  type: faqs.type,
  title: faqs.title,
  content: faqs.content,
  sortOrder: faqs.sortOrder,
};
// The order the site shows them in; ties (rows added before ordering) fall back to age.
const siteOrder = [asc(faqs.sortOrder), asc(faqs.id)];

const toFaq = (row: { type: string } & Omit<ManagedFaq, 'type'>): ManagedFaq => ({
  ...row,
  type: row.type as FaqType,
});

export async function listFaqs(
  db: Db,
  query: { type: FaqType; page: number; pageSize: number },
): Promise<Page<ManagedFaq>> {
  const where = eq(faqs.type, query.type);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(faqs)
      .where(where)
      .orderBy(...siteOrder)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(faqs).where(where),
  ]);
  return { items: rows.map(toFaq), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

async function nextSortOrder(db: Db, type: string): Promise<number> {
  const [row] = await db
    .select({ last: max(faqs.sortOrder) })
    .from(faqs)
    .where(eq(faqs.type, type));
  return (row?.last ?? -1) + 1;
}

/** A new FAQ goes last in its category. */
export async function createFaq(db: Db, input: FaqInput): Promise<ManagedFaq> {
  const sortOrder = await nextSortOrder(db, input.type);
  const [row] = await db
    .insert(faqs)
    .values({ ...input, sortOrder })
    .returning(columns);
  return toFaq(row as NonNullable<typeof row>);
}

/** Edits an FAQ; moved to another category, it goes last there. */
export async function updateFaq(db: Db, id: number, input: FaqInput): Promise<ManagedFaq> {
  const [current] = await db.select({ type: faqs.type }).from(faqs).where(eq(faqs.id, id));
  if (!current) throw new HttpError(404, NOT_FOUND);
  const sortOrder = current.type === input.type ? undefined : await nextSortOrder(db, input.type);
  const [row] = await db
    .update(faqs)
    .set({ ...input, ...(sortOrder === undefined ? {} : { sortOrder }) })
    .where(eq(faqs.id, id))
    .returning(columns);
  if (!row) throw new HttpError(404, NOT_FOUND);
  return toFaq(row);
}

export async function deleteFaq(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
  if (!deleted.length) throw new HttpError(404, NOT_FOUND);
}

/** Moves an FAQ one place up or down within its category; a move past either end changes nothing. */
export async function moveFaq(db: Db, id: number, direction: MoveDirection): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ type: faqs.type }).from(faqs).where(eq(faqs.id, id));
    if (!current) throw new HttpError(404, NOT_FOUND);
    const siblings = await tx
      .select({ id: faqs.id })
      .from(faqs)
      .where(eq(faqs.type, current.type))
      .orderBy(...siteOrder);
    const order = moveId(
      siblings.map((s) => s.id),
      id,
      direction,
    );
    if (!order) return;
    for (const [index, faqId] of order.entries()) {
      await tx
        .update(faqs)
        .set({ sortOrder: index })
        .where(and(eq(faqs.id, faqId), ne(faqs.sortOrder, index)));
    }
  });
}
