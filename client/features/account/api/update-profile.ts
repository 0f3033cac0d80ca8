import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { profileResponse, updateProfileSchema } from '../../../../common/schemas/account.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useStoreProfile } from './profile.ts';

/** POST /user/update-profile: name and time zone. */
export const updateProfile = apiClient.postTo<typeof profileResponse, typeof updateProfileSchema>(
  API.updateProfile,
);

export function useUpdateProfile() {
  const store = useStoreProfile();
  return useMutation({ mutationFn: updateProfile, onSuccess: store });
}
