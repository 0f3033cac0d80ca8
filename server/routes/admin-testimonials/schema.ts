import { z } from 'zod';
import { pageInfoFields } from '../admin-route.ts';

export const adminTestimonial = z.object({
  id: z.number().int(),
  name: z.string(),
  message: z.string(),
  mediaUrl: z.string().nullable(),
  isDeleted: z.number().int(),
  createdAt: z.string(),
});

export const testimonialListResponse = z.object({
  result: z.literal(true),
  Testimonials: z.array(adminTestimonial),
  ...pageInfoFields,
});
export const testimonialResponse = z.object({ result: z.literal(true), Testimonial: adminTestimonial });
