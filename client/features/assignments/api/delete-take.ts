import { API } from '../../../../common/api.ts';
import type { okResponse } from '../../../../common/schemas/admin-page.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { PRACTICE_KEY } from './practice-key.ts';

/** DELETE /course/takes/{id}: the student's own take, the teacher's comments with it. */
export const deleteTake = (id: number) => apiClient.delete<typeof okResponse>(`${API.practiceTakes}/${id}`);

export const useDeleteTake = () => useRefreshingMutation(PRACTICE_KEY, deleteTake);
