import { API } from '../../../../common/api.ts';
import type { assignmentResponse } from '../../../../common/schemas/assignments.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { PRACTICE_KEY } from './practice-key.ts';

/** DELETE /course/assignments/{id}/attachment: its bytes go too. */
export const removeAttachment = (id: number) =>
  apiClient.delete<typeof assignmentResponse>(`${API.courseAssignments}/${id}/attachment`);

export const useRemoveAttachment = () => useRefreshingMutation(PRACTICE_KEY, removeAttachment);
