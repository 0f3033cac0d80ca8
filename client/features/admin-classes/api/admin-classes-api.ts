import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type {
  ClassListQuery,
  CreateClassInput,
  classListQuerySchema,
  classListResponse,
  classResponse,
  createClassSchema,
  UpdateClassInput,
  updateClassSchema,
} from '../../../../common/schemas/admin-classes.ts';
import type { userListQuerySchema, userListResponse } from '../../../../common/schemas/admin-users.ts';
import { useListQuery } from '../../../components/admin/use-list-query.ts';
import { apiClient } from '../../../lib/api-client.ts';

const KEY = ['admin-classes'] as const;

export const useAdminClasses = (query: ClassListQuery) =>
  useListQuery(KEY, query, (q) =>
    apiClient.get<typeof classListResponse, typeof classListQuerySchema>(API.adminClasses, q),
  );

/** Teachers or students to choose from when scheduling (the first 100 by name), fetched on opening. */
export function usePeople(role: 'teacher' | 'student', enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['admin-class-people', role],
    queryFn: () =>
      apiClient.get<typeof userListResponse, typeof userListQuerySchema>(API.adminUsers, {
        role,
        pageSize: 100,
      }),
    select: (data) => data.Users,
  });
}

/** The form's values go as typed; the server's schema (the same as the form's) converts them. A new class has no id. */
export function useSaveClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CreateClassInput | UpdateClassInput }) =>
      id
        ? apiClient.putJson<typeof classResponse, typeof updateClassSchema>(
            `${API.adminClasses}/${id}`,
            input,
          )
        : apiClient.postJson<typeof classResponse, typeof createClassSchema>(
            API.adminClasses,
            input as CreateClassInput,
          ),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useCancelClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.postJson<typeof classResponse>(`${API.adminClasses}/${id}/cancel`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
