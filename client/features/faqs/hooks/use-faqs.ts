import { useQuery } from '@tanstack/react-query';
import { getFaqs } from '../api/get-faqs.ts';

/** The FAQ list, shared by the FAQ page and the FAQ teaser. */
export function useFaqs() {
  return useQuery({ queryKey: ['faqs'], queryFn: getFaqs });
}
