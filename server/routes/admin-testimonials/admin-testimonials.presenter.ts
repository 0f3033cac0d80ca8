import type { z } from 'zod';
import type {
  AdminTestimonial,
  testimonialListResponse,
  testimonialResponse,
} from '../../../common/schemas/admin-content.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import { presentPage } from '../admin-presenter.ts';
import { isDeletedFlag } from '../testimonials/testimonials.presenter.ts';
import type { ManagedTestimonial } from './admin-testimonials.service.ts';

const presentTestimonial = (testimonial: ManagedTestimonial): AdminTestimonial => ({
  id: testimonial.id,
  name: testimonial.name,
  message: testimonial.message,
  mediaUrl: testimonial.mediaUrl,
  isDeleted: isDeletedFlag(testimonial.hidden),
  createdAt: testimonial.createdAt.toISOString(),
});

/** One page of testimonials: `{ result, Testimonials, total, page, pageSize }`. */
export const presentTestimonialPage = (
  page: Page<ManagedTestimonial>,
): z.infer<typeof testimonialListResponse> => presentPage('Testimonials', page, presentTestimonial);

/** The testimonial an admin added, edited, hid or showed: `{ result, Testimonial }`. */
export const presentTestimonialAnswer = (
  testimonial: ManagedTestimonial,
): z.infer<typeof testimonialResponse> => ({ result: true, Testimonial: presentTestimonial(testimonial) });
