import { API } from '../../../../common/api.ts';
import type { lessonChangeResponse, moveLessonSchema } from '../../../../common/schemas/calendar.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useLessonChange } from './use-lesson-change.ts';

/** POST /classes/{id}/move: the teacher moves the lesson to a new start (an ISO instant). */
export const moveLesson = ({ classId, startsAt }: { classId: number; startsAt: string }) =>
  apiClient.postJson<typeof lessonChangeResponse, typeof moveLessonSchema>(`${API.lessons}/${classId}/move`, {
    startsAt,
  });

export const useMoveLesson = () => useLessonChange(moveLesson);
