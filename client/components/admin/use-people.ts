import { useQuery } from '@tanstack/react-query';
import { API } from '../../../common/api.ts';
import type { userListQuerySchema, userListResponse } from '../../../common/schemas/admin-users.ts';
import { apiClient } from '../../lib/api-client.ts';

export const fetchPeople = (role: 'teacher' | 'student') =>
  apiClient.get<typeof userListResponse, typeof userListQuerySchema>(API.adminUsers, { role, pageSize: 100 });

/**
 * Teachers or students to choose from (the first 100 by name), fetched while `enabled`: the
 * scheduling forms and Accept share it, and so its cache.
 */
export function usePeople(role: 'teacher' | 'student', enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['admin-people', role],
    queryFn: () => fetchPeople(role),
    select: (data) => data.Users,
  });
}
