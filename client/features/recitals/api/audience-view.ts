import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { audienceQuery, audienceResponse } from '../../../../common/schemas/recitals.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** The audience page asks this often: it keeps the browser's seat (the server counts it as watching). */
export const AUDIENCE_POLL_MS = 15_000;

/** The audience's page: title, time, running order, who is on, and this browser's watcher join. */
export const fetchAudienceView = (token: string, viewer: string) =>
  apiClient.get<typeof audienceResponse, typeof audienceQuery>(
    `${API.recitalAudience}/${encodeURIComponent(token)}`,
    { viewer },
  );

export const audienceViewKey = (token: string) => ['recital-audience', token] as const;

export const useAudienceView = (token: string, viewer: string) =>
  useQuery({
    queryKey: audienceViewKey(token),
    queryFn: () => fetchAudienceView(token, viewer),
    refetchInterval: (q) => (q.state.error ? false : AUDIENCE_POLL_MS),
    retry: false,
  });
