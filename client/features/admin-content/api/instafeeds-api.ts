import { API } from '../../../../common/api.ts';
import type {
  ContentListQuery,
  contentListQuerySchema,
  instafeedListResponse,
  instafeedResponse,
  instafeedSchema,
  MoveDirection,
  moveSchema,
} from '../../../../common/schemas/admin-content.ts';
import type { okResponse } from '../../../../common/schemas/admin-page.ts';
import { useListQuery } from '../../../components/admin/use-list-query.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

const KEY = ['admin-instafeeds'] as const;

export const fetchInstafeeds = (query: ContentListQuery) =>
  apiClient.get<typeof instafeedListResponse, typeof contentListQuerySchema>(API.adminInstafeeds, query);

export const addInstafeed = apiClient.postTo<typeof instafeedResponse, typeof instafeedSchema>(
  API.adminInstafeeds,
);

export const removeInstafeed = (id: number) =>
  apiClient.delete<typeof okResponse>(`${API.adminInstafeeds}/${id}`);

export const moveInstafeed = ({ id, direction }: { id: number; direction: MoveDirection }) =>
  apiClient.postJson<typeof okResponse, typeof moveSchema>(`${API.adminInstafeeds}/${id}/move`, {
    direction,
  });

export const useAdminInstafeeds = (query: ContentListQuery) => useListQuery(KEY, query, fetchInstafeeds);

export const useAddInstafeed = () => useRefreshingMutation(KEY, addInstafeed);
export const useRemoveInstafeed = () => useRefreshingMutation(KEY, removeInstafeed);
export const useMoveInstafeed = () => useRefreshingMutation(KEY, moveInstafeed);
