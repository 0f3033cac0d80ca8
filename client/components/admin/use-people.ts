import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '../../../common/api.ts';
import type { userListQuerySchema, userListResponse } from '../../../common/schemas/admin-users.ts';
import { apiClient } from '../../lib/api-client.ts';

export const fetchPeople = (role: 'teacher' | 'student', q = '') =>
  apiClient.get<typeof userListResponse, typeof userListQuerySchema>(API.adminUsers, {
    role,
    pageSize: 100,
    ...(q ? { q } : {}),
  });

/**
 * Teachers or students to choose from (the first 100 by name), fetched while `enabled`: the
 * scheduling forms and Accept share it, and so its cache.
 */
export function usePeople(role: 'teacher' | 'student', enabled: boolean) {
  return useQuery({
    enabled,
    // The same entry as useFindPeople's with nothing searched.
    queryKey: ['admin-people', role, ''],
    queryFn: () => fetchPeople(role),
    select: (data) => data.Users,
  });
}

/**
 * People of a role whose name or e-mail holds `q` (all while it is empty): the first 100 by
 * name and how many match in all. The last list stays while the next search is asked.
 */
export function useFindPeople(role: 'teacher' | 'student', q: string) {
  return useQuery({
    queryKey: ['admin-people', role, q],
    queryFn: () => fetchPeople(role, q),
    placeholderData: keepPreviousData,
  });
}
