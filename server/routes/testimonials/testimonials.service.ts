import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { testimonials } from '../../db/schema.ts';

export type SiteTestimonial = {
  id: number;
  message: string;
  name: string;
  mediaUrl: string | null;
  hidden: boolean;
};

/** Every testimonial, oldest first; the site itself keeps the ones not hidden. */
export async function listTestimonials(db: Db): Promise<SiteTestimonial[]> {
  const rows = await db
    .select({
      id: testimonials.id,
      message: testimonials.message,
      name: testimonials.name,
      mediaUrl: testimonials.mediaUrl,
      isDeleted: testimonials.isDeleted,
    })
    .from(testimonials)
    .orderBy(asc(testimonials.id));
  return rows.map(({ isDeleted, ...r }) => ({ ...r, hidden: isDeleted !== 0 }));
}
