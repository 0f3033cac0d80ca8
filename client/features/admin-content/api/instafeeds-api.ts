import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type {
  AdminInstafeed,
  ContentListQuery,
  InstafeedInput,
  InstafeedListResponse,
  MoveDirection,
} from '../../../../common/schemas/admin-content.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

const KEY = ['admin-instafeeds'] as const;

export const fetchInstafeeds = (query: ContentListQuery) =>
  apiClient.get<InstafeedListResponse>(API.adminInstafeeds, query);

export const addInstafeed = (input: InstafeedInput) =>
  apiClient.postJson<{ result: true; Instafeed: AdminInstafeed }>(API.adminInstafeeds, input);

export const removeInstafeed = (id: number) =>
  apiClient.delete<{ result: true }>(`${API.adminInstafeeds}/${id}`);

export const moveInstafeed = ({ id, direction }: { id: number; direction: MoveDirection }) =>
  apiClient.postJson<{ result: true }>(`${API.adminInstafeeds}/${id}/move`, { direction });

export function useAdminInstafeeds(query: ContentListQuery) {
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: () => fetchInstafeeds(query),
    placeholderData: keepPreviousData,
  });
}

export const useAddInstafeed = () => useRefreshingMutation(KEY, addInstafeed);
export const useRemoveInstafeed = () => useRefreshingMutation(KEY, removeInstafeed);
export const useMoveInstafeed = () => useRefreshingMutation(KEY, moveInstafeed);
