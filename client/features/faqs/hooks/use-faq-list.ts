import type { Faq } from '../../../../common/schemas/site-content.ts';
import { FAQ_PAGE_SAMPLES } from '../../../content/faq-samples.ts';
import { useFaqs } from './use-faqs.ts';

export type FaqListState =
  | { status: 'loading' }
  | { status: 'ready'; faqs: Faq[] }
  // The spec keeps its built-in samples on a failed fetch, yet shows the message instead of them.
  | { status: 'error'; message: 'Failed to load FAQs'; faqs: Faq[] }
  | { status: 'missing'; message: 'No FAQs found' };

/** The FAQ page's states. */
export function useFaqList(): FaqListState {
  const query = useFaqs();
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', message: 'Failed to load FAQs', faqs: FAQ_PAGE_SAMPLES };
  if (!query.data) return { status: 'missing', message: 'No FAQs found' };
  return { status: 'ready', faqs: query.data };
}
