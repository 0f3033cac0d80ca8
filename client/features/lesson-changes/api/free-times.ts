import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { freeTimesQuery, freeTimesResponse } from '../../../../common/schemas/calendar.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { LESSON_CHANGES_KEY } from './lesson-changes-key.ts';

/** GET /classes/{id}/free-times: the times in the teaching hours when both could have this lesson. */
export const fetchFreeTimes = (classId: number) =>
  apiClient.get<typeof freeTimesResponse, typeof freeTimesQuery>(`${API.lessons}/${classId}/free-times`, {});

export const useFreeTimes = (classId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...LESSON_CHANGES_KEY, 'free-times', classId],
    queryFn: () => fetchFreeTimes(classId),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
