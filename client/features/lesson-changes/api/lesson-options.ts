import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { lessonOptionsResponse } from '../../../../common/schemas/calendar.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { LESSON_CHANGES_KEY } from './lesson-changes-key.ts';

/** GET /classes/{id}/options: what the signed-in person may do with the lesson now, and why not. */
export const fetchLessonOptions = (classId: number) =>
  apiClient.get<typeof lessonOptionsResponse>(`${API.lessons}/${classId}/options`);

/** Read afresh each time a dialog opens: the answer depends on the clock and the month's changes. */
export const useLessonOptions = (classId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...LESSON_CHANGES_KEY, 'options', classId],
    queryFn: () => fetchLessonOptions(classId),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
