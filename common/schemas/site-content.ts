import { z } from 'zod';

// The public site's lists (FAQ page, testimonials slider, Instagram section). Each call
// answers `{ result, <Name>: [...] }`; the site treats an answer without its list as a failure.

export const faqSchema = z.object({
  id: z.number().int(),
  title: z.string().describe('The question'),
  content: z.string().describe('The answer: HTML, possibly HTML-encoded'),
  type: z.string().describe('The category: general, students, parents, career or performance'),
});
export type Faq = z.infer<typeof faqSchema>;
/** GET /api/faqs.php */
export const faqsResponse = z.object({ result: z.boolean(), Faqs: z.array(faqSchema) });

export const testimonialSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  name: z.string(),
  media_url: z.string().nullable(),
  is_deleted: z.number().int().describe('0 means visible; the site shows only those'),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
/** GET /api/testimonials.php */
export const testimonialsResponse = z.object({
  result: z.boolean(),
  Testimonials: z.array(testimonialSchema),
});
export type TestimonialsResponse = z.infer<typeof testimonialsResponse>;

export const instafeedSchema = z.object({
  instafeed_url: z.string().describe('A post address: https://www.instagram.com/p/<id>/'),
});
export type Instafeed = z.infer<typeof instafeedSchema>;
/** GET /api/instafeeds.php */
export const instafeedsResponse = z.object({ result: z.boolean(), Instafeeds: z.array(instafeedSchema) });
