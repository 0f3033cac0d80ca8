import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { changePasswordSchema, messageResponse } from '../../../../common/schemas/account.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshProfile } from './profile.ts';

/** POST /user/change-password: the current and the new password. */
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  apiClient.postJson<typeof messageResponse, typeof changePasswordSchema>(API.changePassword, input);

/** Changes the password; the profile then no longer asks for a new one. */
export function useChangePassword() {
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: changePassword, onSuccess: refresh });
}
