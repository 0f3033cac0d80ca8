import { API } from '../../../../common/api.ts';
import { DEFAULT_FAQ_TYPE } from '../../../../common/faq-categories.ts';
import type { Faq, faqsResponse } from '../../../../common/schemas/site-content.ts';
import { apiClient, type ResponseOf } from '../../../lib/api-client.ts';

/** Every FAQ, or null when the answer carries no list (result false or no Faqs). */
export async function getFaqs(): Promise<Faq[] | null> {
  const body: Partial<ResponseOf<typeof faqsResponse>> | null = await apiClient.get<typeof faqsResponse>(
    API.faqs,
  );
  if (!body?.result || !Array.isArray(body.Faqs)) return null;
  return body.Faqs.map((f) => ({ ...f, type: f.type || DEFAULT_FAQ_TYPE }));
}
