import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type {
  AdminFaq,
  FaqInput,
  FaqListQuery,
  FaqListResponse,
  MoveDirection,
} from '../../../../common/schemas/admin-content.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

const KEY = ['admin-faqs'] as const;

export const fetchFaqs = (query: FaqListQuery) => apiClient.get<FaqListResponse>(API.adminFaqs, query);

export const saveFaq = ({ id, input }: { id?: number; input: FaqInput }) =>
  id
    ? apiClient.putJson<{ result: true; Faq: AdminFaq }>(`${API.adminFaqs}/${id}`, input)
    : apiClient.postJson<{ result: true; Faq: AdminFaq }>(API.adminFaqs, input);

export const deleteFaq = (id: number) => apiClient.delete<{ result: true }>(`${API.adminFaqs}/${id}`);

export const moveFaq = ({ id, direction }: { id: number; direction: MoveDirection }) =>
  apiClient.postJson<{ result: true }>(`${API.adminFaqs}/${id}/move`, { direction });

export function useAdminFaqs(query: FaqListQuery) {
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: () => fetchFaqs(query),
    placeholderData: keepPreviousData,
  });
}

export const useSaveFaq = () => useRefreshingMutation(KEY, saveFaq);
export const useDeleteFaq = () => useRefreshingMutation(KEY, deleteFaq);
export const useMoveFaq = () => useRefreshingMutation(KEY, moveFaq);
