import { z } from 'zod';
import { FAQ_CATEGORIES, type FaqType } from '../faq-categories.ts';
import { type PageQuery, pageInfoFields, pageQueryFields } from './admin-page.ts';

// The admin's forms for FAQs, testimonials and Instagram links; the same rules run in the
// browser and on the server.

export const FAQ_TYPES = FAQ_CATEGORIES.map((c) => c.type) as [FaqType, ...FaqType[]];

export function faqCategoryLabel(type: string): string {
  return FAQ_CATEGORIES.find((c) => c.type === type)?.label ?? type;
}

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

export const faqSchema = z.object({
  type: z.enum(FAQ_TYPES, 'Please choose a category'),
  title: required('Question', 300).min(5, 'Question must be at least 5 characters'),
  content: required('Answer', 5000).min(5, 'Answer must be at least 5 characters'),
});
export type FaqInput = z.infer<typeof faqSchema>;

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

export const testimonialSchema = z.object({
  name: required('Name', 80).min(2, 'Name must be at least 2 characters'),
  message: required('Message', 2000).min(10, 'Message must be at least 10 characters'),
  // Optional photo or video link; an empty field means none.
  mediaUrl: z
    .string()
    .trim()
    .max(500, 'Media link must be at most 500 characters')
    .refine((v) => v === '' || isHttpUrl(v), 'Please enter a full link starting with https://'),
});
export type TestimonialInput = z.infer<typeof testimonialSchema>;

const INSTAGRAM_HOSTS = ['instagram.com', 'www.instagram.com'];

export const instafeedSchema = z.object({
  instafeedUrl: z
    .string()
    .trim()
    .min(1, 'Instagram link is required')
    .max(500, 'Instagram link must be at most 500 characters')
    .refine((v) => {
      try {
        const url = new URL(v);
        return url.protocol === 'https:' && INSTAGRAM_HOSTS.includes(url.hostname) && url.pathname.length > 1;
      } catch {
        return false;
      }
    }, 'Please enter an Instagram post link (https://www.instagram.com/...)'),
});
export type InstafeedInput = z.infer<typeof instafeedSchema>;

export const moveSchema = z.object({ direction: z.enum(['up', 'down']) });
export type MoveDirection = z.infer<typeof moveSchema>['direction'];

export const visibilitySchema = z.object({ hidden: z.boolean() });

export const faqListQuerySchema = z.object({
  type: z.enum(FAQ_TYPES).default('general'),
  ...pageQueryFields,
});
export type FaqListQuery = PageQuery & { type: FaqType };

export const contentListQuerySchema = z.object(pageQueryFields);
export type ContentListQuery = PageQuery;

export const adminFaqSchema = z.object({
  id: z.number().int(),
  type: z.enum(FAQ_TYPES),
  title: z.string(),
  content: z.string(),
  sortOrder: z.number().int(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;
export const faqListResponse = z.object({
  result: z.literal(true),
  Faqs: z.array(adminFaqSchema),
  ...pageInfoFields,
});
export const faqResponse = z.object({ result: z.literal(true), Faq: adminFaqSchema });

export const adminTestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  message: z.string(),
  mediaUrl: z.string().nullable(),
  /** is_deleted: 1 hides it from the site. */
  isDeleted: z.number().int(),
  createdAt: z.string(),
});
export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export const testimonialListResponse = z.object({
  result: z.literal(true),
  Testimonials: z.array(adminTestimonialSchema),
  ...pageInfoFields,
});
export const testimonialResponse = z.object({ result: z.literal(true), Testimonial: adminTestimonialSchema });

export const adminInstafeedSchema = z.object({
  id: z.number().int(),
  instafeedUrl: z.string(),
  sortOrder: z.number().int(),
});
export type AdminInstafeed = z.infer<typeof adminInstafeedSchema>;
export const instafeedListResponse = z.object({
  result: z.literal(true),
  Instafeeds: z.array(adminInstafeedSchema),
  ...pageInfoFields,
});
export const instafeedResponse = z.object({ result: z.literal(true), Instafeed: adminInstafeedSchema });
