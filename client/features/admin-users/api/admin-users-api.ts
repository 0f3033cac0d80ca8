import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type {
  AdminUser,
  CreateUserInput,
  ResetPasswordInput,
  UpdateUserInput,
  UserListQuery,
} from '../../../../common/schemas/admin-users.ts';
import { apiClient } from '../../../lib/api-client.ts';

type UserList = { result: true; Users: AdminUser[]; total: number; page: number; pageSize: number };
type UserReply = { result: true; User: AdminUser };

const KEY = ['admin-users'] as const;

export function useAdminUsers(query: UserListQuery) {
  return useQuery({
    queryKey: [...KEY, query],
    queryFn: () => apiClient.get<UserList>(API.adminUsers, query),
    placeholderData: keepPreviousData,
  });
}

/** Saves a new user (no id) or changes to one; refreshes the lists. */
export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CreateUserInput | UpdateUserInput }) =>
      id
        ? apiClient.putJson<UserReply>(`${API.adminUsers}/${id}`, input)
        : apiClient.postJson<UserReply>(API.adminUsers, input),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ResetPasswordInput }) =>
      apiClient.postJson<{ result: true }>(`${API.adminUsers}/${id}/password`, input),
  });
}
