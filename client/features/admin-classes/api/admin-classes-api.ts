import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { AdminClass, ClassListQuery } from '../../../../common/schemas/admin-classes.ts';
import type { AdminUser } from '../../../../common/schemas/admin-users.ts';
import { apiClient } from '../../../lib/api-client.ts';

type ClassList = {
  result: true;
  Classes: AdminClass[];
  today: string;
  total: number;
  page: number;
  pageSize: number;
};
type ClassReply = { result: true; Class: AdminClass };

const KEY = ['admin-classes'] as const;

export function useAdminClasses(query: ClassListQuery) {
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: () => apiClient.get<ClassList>(API.adminClasses, query),
    placeholderData: keepPreviousData,
  });
}

/** Teachers or students to choose from when scheduling (the first 100 by name), fetched on opening. */
export function usePeople(role: 'teacher' | 'student', enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['admin-class-people', role],
    queryFn: () => apiClient.get<{ Users: AdminUser[] }>(API.adminUsers, { role, pageSize: 100 }),
    select: (data) => data.Users,
  });
}

/** The form's values go as typed; the server's schema (the same as the form's) converts them. */
export function useSaveClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: Record<string, string> }) =>
      id
        ? apiClient.putJson<ClassReply>(`${API.adminClasses}/${id}`, input)
        : apiClient.postJson<ClassReply>(API.adminClasses, input),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useCancelClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.postJson<ClassReply>(`${API.adminClasses}/${id}/cancel`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
