import { API } from '../../../../common/api.ts';
import type { recitalSchema, updateRecitalSchema } from '../../../../common/schemas/recitals.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { RECITALS_KEY } from './list-recitals.ts';

/** The recital's viewer limit (lowered, it turns away new viewers only). */
export const setViewerCap = ({ id, viewerCap }: { id: number; viewerCap: number }) =>
  apiClient.patchJson<typeof recitalSchema, typeof updateRecitalSchema>(`${API.recitals}/${id}`, {
    viewerCap,
  });

export const useSetViewerCap = () => useRefreshingMutation(RECITALS_KEY, setViewerCap);
