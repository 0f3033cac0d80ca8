import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { messageResponse, verifyEmailSchema } from '../../../../common/schemas/account.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshProfile } from './profile.ts';

/** POST /auth/verify-email: the token mailed to the new address. */
export const verifyEmail = (token: string) =>
  apiClient.postJson<typeof messageResponse, typeof verifyEmailSchema>(API.verifyEmail, { token });

/** Confirms the new address; a signed-in profile then shows it. */
export function useVerifyEmail() {
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: verifyEmail, onSuccess: refresh });
}
