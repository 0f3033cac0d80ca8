import { API } from '../../../../common/api.ts';
import type { recitalJanusJoin } from '../../../../common/schemas/recitals.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** A join to the recital's stage room for a performer, its organiser or an admin (a fresh token each time). */
export const fetchStageToken = (id: number) =>
  apiClient.postJson<typeof recitalJanusJoin>(`${API.recitals}/${id}/janus_token`, {});
