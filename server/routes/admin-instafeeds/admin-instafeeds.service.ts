import { and, asc, count, eq, max, ne } from 'drizzle-orm';
import type { InstafeedInput, MoveDirection } from '../../../common/schemas/admin-content.ts';
import { pageOffset } from '../../../common/schemas/admin-page.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import type { Db } from '../../db/database.ts';
import { instafeeds } from '../../db/schema.ts';
import { moveId } from '../../db/sort-order.ts';
import { HttpError } from '../../plugins/errors.ts';

const NOT_FOUND = 'Instagram link not found';

export type ManagedInstafeed = { id: number; instafeedUrl: string; sortOrder: number };

const columns = { id: instafeeds.id, instafeedUrl: instafeeds.instafeedUrl, sortOrder: instafeeds.sortOrder };
// The site shows the first four in this order.
const siteOrder = [asc(instafeeds.sortOrder), asc(instafeeds.id)];

export async function listInstafeeds(
  db: Db,
  query: { page: number; pageSize: number },
): Promise<Page<ManagedInstafeed>> {
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(instafeeds)
      .orderBy(...siteOrder)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(instafeeds),
  ]);
  return { items: rows, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** A new link goes last. */
export async function addInstafeed(db: Db, input: InstafeedInput): Promise<ManagedInstafeed> {
  const [last] = await db.select({ last: max(instafeeds.sortOrder) }).from(instafeeds);
  const [row] = await db
    .insert(instafeeds)
    .values({ instafeedUrl: input.instafeedUrl, sortOrder: (last?.last ?? -1) + 1 })
    .returning(columns);
  return row as ManagedInstafeed;
}

export async function removeInstafeed(db: Db, id: number): Promise<void> {
  const deleted = await db.delete(instafeeds).where(eq(instafeeds.id, id)).returning({ id: instafeeds.id });
  if (!deleted.length) throw new HttpError(404, NOT_FOUND);
}

/** Moves a link one place up or down; a move past either end changes nothing. */
export async function moveInstafeed(db: Db, id: number, direction: MoveDirection): Promise<void> {
  await db.transaction(async (tx) => {
    const all = await tx
      .select({ id: instafeeds.id })
      .from(instafeeds)
      .orderBy(...siteOrder);
    if (!all.some((row) => row.id === id)) throw new HttpError(404, NOT_FOUND);
    const order = moveId(
      all.map((row) => row.id),
      id,
      direction,
    );
    if (!order) return;
    for (const [index, rowId] of order.entries()) {
      await tx
        .update(instafeeds)
        .set({ sortOrder: index })
        .where(and(eq(instafeeds.id, rowId), ne(instafeeds.sortOrder, index)));
    }
  });
}
