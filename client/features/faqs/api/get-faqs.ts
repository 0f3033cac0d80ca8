import { API, type Faq, type FaqsResponse } from '../../../../common/api.ts';
import { DEFAULT_FAQ_TYPE } from '../../../../common/faq-categories.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** Every FAQ, or null when the answer carries no list (result false or no Faqs). */
export async function getFaqs(): Promise<Faq[] | null> {
  const body = await apiClient.get<Partial<FaqsResponse> | null>(API.faqs);
  if (!body?.result || !Array.isArray(body.Faqs)) return null;
  return body.Faqs.map((f) => ({ ...f, type: f.type || DEFAULT_FAQ_TYPE }));
}
