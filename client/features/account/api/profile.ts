import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { Profile, profileResponse } from '../../../../common/schemas/account.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** The profile's cache key; each person's under their id, so a new sign-in never sees another's. */
const PROFILE_KEY = ['account', 'profile'] as const;

/** GET /user/profile */
export const fetchProfile = () => apiClient.get<typeof profileResponse>(API.profile);

/** The signed-in person's profile (null `userId`: signed out, nothing fetched). */
export const useProfile = (userId: string | null) =>
  useQuery({
    queryKey: [...PROFILE_KEY, userId],
    queryFn: fetchProfile,
    enabled: userId !== null,
    select: (answer) => answer.profile,
  });

/** Fetches the profile again (after a change whose answer does not carry it). */
export function useRefreshProfile() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PROFILE_KEY });
}

/** Puts a call's answer in place as the profile, for every screen that shows it. */
export function useStoreProfile() {
  const client = useQueryClient();
  return ({ profile }: { profile: Profile }) =>
    client.setQueryData([...PROFILE_KEY, String(profile.id)], { profile });
}
