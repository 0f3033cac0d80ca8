import { API } from '../../../../common/api.ts';
import type { logEntryResponse, updateLogEntrySchema } from '../../../../common/schemas/assignments.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { PRACTICE_KEY } from './practice-key.ts';

/** PATCH /course/practice-log/{id}: the student corrects an entry's minutes. */
export const updateLogEntry = ({ id, minutes }: { id: number; minutes: number }) =>
  apiClient.patchJson<typeof logEntryResponse, typeof updateLogEntrySchema>(`${API.practiceLog}/${id}`, {
    minutes,
  });

export const useUpdateLogEntry = () => useRefreshingMutation(PRACTICE_KEY, updateLogEntry);
