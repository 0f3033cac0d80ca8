import { asc } from 'drizzle-orm';
import { DEFAULT_FAQ_TYPE } from '../../../common/faq-categories.ts';
import type { Db } from '../../db/database.ts';
import { faqs } from '../../db/schema.ts';

export type SiteFaq = { id: number; title: string; content: string; type: string };

/** Every FAQ in the school's order; a blank type counts as general. */
export async function listFaqs(db: Db): Promise<SiteFaq[]> {
  const rows = await db
    .select({ id: faqs.id, title: faqs.title, content: faqs.content, type: faqs.type })
    .from(faqs)
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
  return rows.map((r) => ({ ...r, type: r.type.trim() || DEFAULT_FAQ_TYPE }));
}
