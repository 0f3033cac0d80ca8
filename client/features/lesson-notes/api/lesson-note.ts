import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { lessonNoteResponse } from '../../../../common/schemas/lesson-notes.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { LESSON_NOTES_KEY } from './lesson-notes-key.ts';

/** GET /classes/{id}/note: one lesson's note as the reader may see it (null: none yet). */
export const fetchLessonNote = (classId: number) =>
  apiClient.get<typeof lessonNoteResponse>(`${API.lessons}/${classId}/note`);

export const useLessonNote = (classId: number) =>
  useQuery({ queryKey: [...LESSON_NOTES_KEY, 'lesson', classId], queryFn: () => fetchLessonNote(classId) });
