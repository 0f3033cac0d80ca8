import type { Testimonial, TestimonialsResponse } from '../../../common/schemas/site-content.ts';
import type { SiteTestimonial } from './testimonials.service.ts';

/** The spec's is_deleted flag: 1 hides a testimonial from the site, 0 shows it. */
export const isDeletedFlag = (hidden: boolean): 0 | 1 => (hidden ? 1 : 0);

const presentTestimonial = (testimonial: SiteTestimonial): Testimonial => ({
  id: testimonial.id,
  message: testimonial.message,
  name: testimonial.name,
  media_url: testimonial.mediaUrl,
  is_deleted: isDeletedFlag(testimonial.hidden),
});

/** GET /api/testimonials.php: the spec's `{ result, Testimonials }`, hidden ones included. */
export const presentTestimonials = (testimonials: SiteTestimonial[]): TestimonialsResponse => ({
  result: true,
  Testimonials: testimonials.map(presentTestimonial),
});
