import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { messageResponse, verifyEmailSchema } from '../../../../common/schemas/account.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshProfile } from './profile.ts';

/** POST /auth/cancel-email-change: the token mailed to the old address. */
export const cancelEmailChange = (token: string) =>
  apiClient.postJson<typeof messageResponse, typeof verifyEmailSchema>(API.cancelEmailChange, { token });

/** Stops the pending change; a signed-in profile then shows none waiting. */
export function useCancelEmailChange() {
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: cancelEmailChange, onSuccess: refresh });
}
