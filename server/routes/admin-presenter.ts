import type { z } from 'zod';
import type { okResponse, PageInfo } from '../../common/schemas/admin-page.ts';
import type { Page } from '../../common/schemas/admin-users.ts';

/** The answer of an admin change that returns nothing else. */
export const presentOk = (): z.infer<typeof okResponse> => ({ result: true });

/** One page of an admin list: `{ result, <name>: [...], total, page, pageSize }`. */
export function presentPage<const Name extends string, Item, Wire>(
  name: Name,
  { items, ...info }: Page<Item>,
  present: (item: Item) => Wire,
): { result: true } & Record<Name, Wire[]> & PageInfo {
  const list = { [name]: items.map(present) } as Record<Name, Wire[]>;
  return { result: true, ...list, ...info };
}
