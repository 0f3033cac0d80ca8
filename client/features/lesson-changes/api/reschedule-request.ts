import { API } from '../../../../common/api.ts';
import type {
  rescheduleRequestResponse,
  rescheduleRequestSchema,
} from '../../../../common/schemas/calendar.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useLessonChange } from './use-lesson-change.ts';

/** POST /classes/{id}/reschedule-requests: the student proposes one to five new times (ISO instants). */
export const requestReschedule = ({ classId, times }: { classId: number; times: string[] }) =>
  apiClient.postJson<typeof rescheduleRequestResponse, typeof rescheduleRequestSchema>(
    `${API.lessons}/${classId}/reschedule-requests`,
    { times },
  );

export const useRequestReschedule = () => useLessonChange(requestReschedule);
