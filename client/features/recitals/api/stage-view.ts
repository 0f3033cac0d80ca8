import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { stageViewSchema } from '../../../../common/schemas/recitals.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { RECITALS_KEY } from './list-recitals.ts';

/** How often the stage page asks who is on: a performer's camera follows it. */
export const STAGE_POLL_MS = 2_000;

/** The stage as its performers and its organiser see it: the running order, who is on and next. */
export const fetchStageView = (id: number) =>
  apiClient.get<typeof stageViewSchema>(`${API.recitals}/${id}/stage`);

export const useStageView = (id: number) =>
  useQuery({
    queryKey: [...RECITALS_KEY, 'stage', id],
    queryFn: () => fetchStageView(id),
    refetchInterval: STAGE_POLL_MS,
    retry: false,
  });
