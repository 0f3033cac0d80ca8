import { API } from '../../../../common/api.ts';
import type { recitalSchema, stageSchema } from '../../../../common/schemas/recitals.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { RECITALS_KEY } from './list-recitals.ts';

type Stage = { id: number; onStageId: number | null; nextId: number | null };

/** Who is on stage and who is next (performers of the recital, or no one). */
export const setStage = ({ id, onStageId, nextId }: Stage) =>
  apiClient.putJson<typeof recitalSchema, typeof stageSchema>(`${API.recitals}/${id}/stage`, {
    onStageId,
    nextId,
  });

export const useSetStage = () => useRefreshingMutation(RECITALS_KEY, setStage);
