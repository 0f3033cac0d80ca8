import { API } from '../../../../common/api.ts';
import type { logEntryResponse, logPracticeSchema } from '../../../../common/schemas/assignments.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { PRACTICE_KEY } from './practice-key.ts';

/** POST /course/practice-log: the student adds practice done away from the app (whole minutes). */
export const logOwnPractice = (entry: { day: string; minutes: number; assignmentId: number | null }) =>
  apiClient.postJson<typeof logEntryResponse, typeof logPracticeSchema>(API.practiceLog, {
    source: 'self',
    day: entry.day,
    minutes: entry.minutes,
    assignment_id: entry.assignmentId,
  });

export const useLogOwnPractice = () => useRefreshingMutation(PRACTICE_KEY, logOwnPractice);
