import { API } from '../../../../common/api.ts';
import type {
  FaqInput,
  FaqListQuery,
  faqListQuerySchema,
  faqListResponse,
  faqResponse,
  faqSchema,
  MoveDirection,
  moveSchema,
} from '../../../../common/schemas/admin-content.ts';
import type { okResponse } from '../../../../common/schemas/admin-page.ts';
import { useListQuery } from '../../../components/admin/use-list-query.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

const KEY = ['admin-faqs'] as const;

export const fetchFaqs = (query: FaqListQuery) =>
  apiClient.get<typeof faqListResponse, typeof faqListQuerySchema>(API.adminFaqs, query);

export const saveFaq = ({ id, input }: { id?: number; input: FaqInput }) =>
  id
    ? apiClient.putJson<typeof faqResponse, typeof faqSchema>(`${API.adminFaqs}/${id}`, input)
    : apiClient.postJson<typeof faqResponse, typeof faqSchema>(API.adminFaqs, input);

export const deleteFaq = (id: number) => apiClient.delete<typeof okResponse>(`${API.adminFaqs}/${id}`);

export const moveFaq = ({ id, direction }: { id: number; direction: MoveDirection }) =>
  apiClient.postJson<typeof okResponse, typeof moveSchema>(`${API.adminFaqs}/${id}/move`, { direction });

export const useAdminFaqs = (query: FaqListQuery) => useListQuery(KEY, query, fetchFaqs);

export const useSaveFaq = () => useRefreshingMutation(KEY, saveFaq);
export const useDeleteFaq = () => useRefreshingMutation(KEY, deleteFaq);
export const useMoveFaq = () => useRefreshingMutation(KEY, moveFaq);
