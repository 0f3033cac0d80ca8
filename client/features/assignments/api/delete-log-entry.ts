import { API } from '../../../../common/api.ts';
import type { okResponse } from '../../../../common/schemas/admin-page.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { PRACTICE_KEY } from './practice-key.ts';

/** DELETE /course/practice-log/{id}: one of the student's own entries. */
export const deleteLogEntry = (id: number) => apiClient.delete<typeof okResponse>(`${API.practiceLog}/${id}`);

export const useDeleteLogEntry = () => useRefreshingMutation(PRACTICE_KEY, deleteLogEntry);
