import { API } from '../../../../common/api.ts';
import type { recitalSchema } from '../../../../common/schemas/recitals.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { RECITALS_KEY } from './list-recitals.ts';

/** A new audience link; the old one stops working at once. */
export const renewAudienceLink = (id: number) =>
  apiClient.postJson<typeof recitalSchema>(`${API.recitals}/${id}/audience_link`, {});

export const useRenewAudienceLink = () => useRefreshingMutation(RECITALS_KEY, renewAudienceLink);
