import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notifyUserChanged } from '../../../lib/current-user.ts';
import { fetchMe, logout } from '../api/auth-api.ts';

/**
 * The readable cookies can outlive the server session (idle expiry): when the server no
 * longer knows the cookies' user, clear them too, so the page shows the signed-out state.
 */
export function useSessionGuard(userId: string | null) {
  const me = useQuery({
    queryKey: ['me', userId],
    queryFn: fetchMe,
    enabled: userId !== null,
    staleTime: 0,
    retry: false,
  });
  const ended = userId !== null && me.isFetchedAfterMount && me.data?.user?.id !== Number(userId);
  useEffect(() => {
    if (!ended) return;
    logout()
      .catch(() => undefined)
      .finally(notifyUserChanged);
  }, [ended]);
}
