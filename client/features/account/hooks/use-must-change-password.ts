import { useProfile } from '../api/profile.ts';

/**
 * Whether the signed-in person must first choose their own password (an admin set theirs): the
 * signed-in screens send them to /account until they have. `undefined` while the profile loads;
 * false when signed out, or when the profile cannot be read (the screen's own calls then say why).
 */
export function useMustChangePassword(userId: string | null): boolean | undefined {
  const profile = useProfile(userId);
  if (userId === null || profile.isError) return false;
  return profile.data?.mustChangePassword;
}
