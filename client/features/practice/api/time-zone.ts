import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { profileResponse } from '../../../../common/schemas/account.ts';
import { apiClient } from '../../../lib/api-client.ts';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The student's time zone (their profile's; the browser's when it has none or cannot be read):
 * the practice log's days are theirs. Undefined while loading.
 */
export function useTimeZone(enabled: boolean): string | undefined {
  const query = useQuery({
    queryKey: ['practice', 'time-zone'],
    queryFn: () => apiClient.get<typeof profileResponse>(API.profile),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!enabled || query.isError) return browserZone();
  return query.data ? query.data.profile.timeZone || browserZone() : undefined;
}
