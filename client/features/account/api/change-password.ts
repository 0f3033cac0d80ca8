import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { changePasswordSchema, messageResponse } from '../../../../common/schemas/account.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshCalendarFeed } from './calendar-feed.ts';
import { useRefreshProfile } from './profile.ts';

/** POST /user/change-password: the current and the new password. */
export const changePassword = (input: { currentPassword: string; newPassword: string }) =>
  apiClient.postJson<typeof messageResponse, typeof changePasswordSchema>(API.changePassword, input);

/**
 * Changes the password; the profile then no longer asks for a new one, and the calendar feed
 * section shows the link stopped with the old password.
 */
export function useChangePassword() {
  const refreshProfile = useRefreshProfile();
  const refreshFeed = useRefreshCalendarFeed();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => Promise.all([refreshProfile(), refreshFeed()]),
  });
}
