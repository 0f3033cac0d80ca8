import { z } from 'zod';
import { FAQ_TYPES } from '../../../common/schemas/admin-content.ts';
import { pageInfoFields } from '../admin-route.ts';

export const adminFaq = z.object({
  id: z.number().int(),
  type: z.enum(FAQ_TYPES),
  title: z.string(),
  content: z.string(),
  sortOrder: z.number().int(),
});

export const faqListResponse = z.object({
  result: z.literal(true),
  Faqs: z.array(adminFaq),
  ...pageInfoFields,
});
export const faqResponse = z.object({ result: z.literal(true), Faq: adminFaq });
