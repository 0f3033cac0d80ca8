import { API } from '../../../../common/api.ts';
import type { recitalSchema } from '../../../../common/schemas/recitals.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { RECITALS_KEY } from './list-recitals.ts';

/** Revokes the audience link: it refuses at once, and its viewers' seats go. */
export const revokeAudienceLink = (id: number) =>
  apiClient.delete<typeof recitalSchema>(`${API.recitals}/${id}/audience_link`);

export const useRevokeAudienceLink = () => useRefreshingMutation(RECITALS_KEY, revokeAudienceLink);
