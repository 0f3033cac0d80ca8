import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { messageResponse, setPasswordSchema } from '../../../../common/schemas/account.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /auth/reset-password: a reset link's token and the new password. */
export const resetPassword = apiClient.postTo<typeof messageResponse, typeof setPasswordSchema>(
  API.resetPassword,
);

/** POST /auth/accept-invitation: an invitation's token and the person's first password. */
export const acceptInvitation = apiClient.postTo<typeof messageResponse, typeof setPasswordSchema>(
  API.acceptInvitation,
);

/** Sets the password of the link's account: a reset link's or an invitation's call. */
export const useSetPassword = (purpose: 'password-reset' | 'invitation') =>
  useMutation({ mutationFn: purpose === 'invitation' ? acceptInvitation : resetPassword });
