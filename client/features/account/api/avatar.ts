import { useMutation } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { profileResponse } from '../../../../common/schemas/account.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useStoreProfile } from './profile.ts';

/** POST /user/upload-avatar: the photo's raw bytes under their own type. */
export const uploadAvatar = (photo: File) =>
  apiClient.postBlob<typeof profileResponse>(API.uploadAvatar, {}, photo, photo.type);

/** DELETE /user/upload-avatar: no photo; initials show instead. */
export const removeAvatar = () => apiClient.delete<typeof profileResponse>(API.uploadAvatar);

export function useUploadAvatar() {
  const store = useStoreProfile();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: store });
}

export function useRemoveAvatar() {
  const store = useStoreProfile();
  return useMutation({ mutationFn: removeAvatar, onSuccess: store });
}
