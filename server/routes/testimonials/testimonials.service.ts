import { asc } from 'drizzle-orm';
import type { Testimonial } from '../../../common/schemas/site-content.ts';
import type { Db } from '../../db/database.ts';
import { testimonials } from '../../db/schema.ts';

/** Every testimonial, oldest first; the site itself keeps the ones not deleted. */
export function listTestimonials(db: Db): Promise<Testimonial[]> {
  return db
    .select({
      id: testimonials.id,
      message: testimonials.message,
      name: testimonials.name,
      media_url: testimonials.mediaUrl,
      is_deleted: testimonials.isDeleted,
    })
    .from(testimonials)
    .orderBy(asc(testimonials.id));
}
