import { asc } from 'drizzle-orm';
import { DEFAULT_FAQ_TYPE } from '../../../common/faq-categories.ts';
import type { Faq } from '../../../common/schemas/site-content.ts';
import type { Db } from '../../db/database.ts';
import { faqs } from '../../db/schema.ts';

/** Every FAQ in the school's order; a blank type counts as general. */
export async function listFaqs(db: Db): Promise<Faq[]> {
  const rows = await db
    .select({ id: faqs.id, title: faqs.title, content: faqs.content, type: faqs.type })
    .from(faqs)
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
  return rows.map((r) => ({ ...r, type: r.type.trim() || DEFAULT_FAQ_TYPE }));
}
