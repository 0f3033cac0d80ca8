import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { changeEmailSchema, messageResponse } from '../../../../common/schemas/account.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshProfile } from './profile.ts';

/** POST /user/change-email: the new address waits for its mailed link to be opened. */
export const changeEmail = (input: { email: string; currentPassword: string }) =>
  apiClient.postJson<typeof messageResponse, typeof changeEmailSchema>(API.changeEmail, input);

/** Asks for the change; the profile then shows the address waiting for its link. */
export function useChangeEmail() {
  const refresh = useRefreshProfile();
  return useMutation({ mutationFn: changeEmail, onSuccess: refresh });
}
