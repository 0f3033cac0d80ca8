import { z } from 'zod';
import { DB_INT_MAX } from './fields.ts';

// Paging of the admin's lists: `?page=&pageSize=`, answered with the page's rows and the total.

export const ADMIN_PAGE_SIZE = 10;

export const pageQueryFields = {
  page: z.coerce.number().int().min(1).max(DB_INT_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
};

/** A list request as the client sends it. */
export type PageQuery = { page?: number; pageSize?: number };

/** The paging fields of every admin list answer. */
export const pageInfoFields = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };
export type PageInfo = { total: number; page: number; pageSize: number };

/** The answer of an admin change that returns nothing else. */
export const okResponse = z.object({ result: z.literal(true) });

/** Rows to skip for a page. */
export const pageOffset = ({ page, pageSize }: { page: number; pageSize: number }) => (page - 1) * pageSize;
