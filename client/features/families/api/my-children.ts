import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { myChildrenResponse } from '../../../../common/schemas/families.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const MY_CHILDREN_KEY = ['my-children'] as const;

/** GET /my_children: the signed-in guardian's children, each with their guardians. */
export const useMyChildren = () =>
  useQuery({
    queryKey: MY_CHILDREN_KEY,
    queryFn: () => apiClient.get<typeof myChildrenResponse>(API.myChildren),
  });
