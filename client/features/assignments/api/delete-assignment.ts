import { API } from '../../../../common/api.ts';
import type { okResponse } from '../../../../common/schemas/admin-page.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { PRACTICE_KEY } from './practice-key.ts';

/** DELETE /course/assignments/{id}: its logged practice stays, unassigned; one with takes is refused. */
export const deleteAssignment = (id: number) =>
  apiClient.delete<typeof okResponse>(`${API.courseAssignments}/${id}`);

export const useDeleteAssignment = () => useRefreshingMutation(PRACTICE_KEY, deleteAssignment);
