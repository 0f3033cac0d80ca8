import type { z } from 'zod';
import type { Faq, faqsResponse } from '../../../common/schemas/site-content.ts';
import type { SiteFaq } from './faqs.service.ts';

const presentFaq = (faq: SiteFaq): Faq => ({
  id: faq.id,
  title: faq.title,
  content: faq.content,
  type: faq.type,
});

/** GET /api/faqs.php: the spec's `{ result, Faqs }`. */
export const presentFaqs = (faqs: SiteFaq[]): z.infer<typeof faqsResponse> => ({
  result: true,
  Faqs: faqs.map(presentFaq),
});
