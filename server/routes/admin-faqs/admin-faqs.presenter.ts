import type { z } from 'zod';
import type { AdminFaq, faqListResponse, faqResponse } from '../../../common/schemas/admin-content.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import { presentPage } from '../admin-presenter.ts';
import type { ManagedFaq } from './admin-faqs.service.ts';

const presentFaq = (faq: ManagedFaq): AdminFaq => ({
  id: faq.id,
  type: faq.type,
  title: faq.title,
  content: faq.content,
  sortOrder: faq.sortOrder,
});

/** One page of a category's FAQs: `{ result, Faqs, total, page, pageSize }`. */
export const presentFaqPage = (page: Page<ManagedFaq>): z.infer<typeof faqListResponse> =>
  presentPage('Faqs', page, presentFaq);

/** The FAQ an admin added or edited: `{ result, Faq }`. */
export const presentFaqAnswer = (faq: ManagedFaq): z.infer<typeof faqResponse> => ({
  result: true,
  Faq: presentFaq(faq),
});
