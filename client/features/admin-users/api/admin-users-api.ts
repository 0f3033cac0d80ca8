import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { okResponse } from '../../../../common/schemas/admin-page.ts';
import type {
  CreateUserInput,
  createUserSchema,
  ResetPasswordInput,
  resetPasswordSchema,
  UpdateUserInput,
  UserListQuery,
  updateUserSchema,
  userListQuerySchema,
  userListResponse,
  userResponse,
} from '../../../../common/schemas/admin-users.ts';
import type {
  guardianChangeResponse,
  guardiansResponse,
  LinkGuardianInput,
  linkGuardianSchema,
} from '../../../../common/schemas/families.ts';
import { useListQuery } from '../../../components/admin/use-list-query.ts';
import { apiClient } from '../../../lib/api-client.ts';

const KEY = ['admin-users'] as const;

export const useAdminUsers = (query: UserListQuery) =>
  useListQuery(KEY, query, (q) =>
    apiClient.get<typeof userListResponse, typeof userListQuerySchema>(API.adminUsers, q),
  );

/** Saves a new user (no id) or changes to one; refreshes the lists. */
export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: CreateUserInput | UpdateUserInput }) =>
      id
        ? apiClient.putJson<typeof userResponse, typeof updateUserSchema>(`${API.adminUsers}/${id}`, input)
        : apiClient.postJson<typeof userResponse, typeof createUserSchema>(
            API.adminUsers,
            input as CreateUserInput,
          ),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ResetPasswordInput }) =>
      apiClient.postJson<typeof okResponse, typeof resetPasswordSchema>(
        `${API.adminUsers}/${id}/password`,
        input,
      ),
  });
}

/** Mails a new invitation to a person who has not yet accepted theirs (409 once they have). */
export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.postJson<typeof okResponse>(`${API.adminUsers}/${id}/invitation`, {}),
  });
}

const guardiansKey = (studentId: number) => ['admin-guardians', studentId] as const;
const guardiansPath = (studentId: number) => `${API.adminUsers}/${studentId}/guardians`;

/** A student's guardians (issue 45), while `studentId` is set. */
export const useStudentGuardians = (studentId: number | null) =>
  useQuery({
    queryKey: guardiansKey(studentId ?? 0),
    queryFn: () => apiClient.get<typeof guardiansResponse>(guardiansPath(studentId ?? 0)),
    enabled: studentId !== null,
  });

/** Links (or invites) a guardian for the student; the guardians as they are now replace the list. */
export function useLinkGuardian(studentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: LinkGuardianInput) =>
      apiClient.postJson<typeof guardianChangeResponse, typeof linkGuardianSchema>(
        guardiansPath(studentId),
        input,
      ),
    onSuccess: (answer) => client.setQueryData(guardiansKey(studentId), answer),
  });
}

/** Unlinks a guardian from the student at once. */
export function useUnlinkGuardian(studentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (guardianId: number) =>
      apiClient.delete<typeof guardianChangeResponse>(`${guardiansPath(studentId)}/${guardianId}`),
    onSuccess: (answer) => client.setQueryData(guardiansKey(studentId), answer),
  });
}
