import { API } from '../../../../common/api.ts';
import type { cancelLessonSchema, lessonChangeResponse } from '../../../../common/schemas/calendar.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useLessonChange } from './use-lesson-change.ts';

/** POST /classes/{id}/cancel, with an optional note for the change log. */
export const cancelLesson = ({ classId, note }: { classId: number; note: string }) =>
  apiClient.postJson<typeof lessonChangeResponse, typeof cancelLessonSchema>(
    `${API.lessons}/${classId}/cancel`,
    { note },
  );

export const useCancelLesson = () => useLessonChange(cancelLesson);
