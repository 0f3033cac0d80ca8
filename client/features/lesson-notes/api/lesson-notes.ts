import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { lessonNotesQuery, lessonNotesResponse } from '../../../../common/schemas/lesson-notes.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { LESSON_NOTES_KEY } from './lesson-notes-key.ts';

/** GET /lesson-notes: the signed-in student's own, or a teacher's own lessons' (whole). */
export const fetchLessonNotes = () =>
  apiClient.get<typeof lessonNotesResponse, typeof lessonNotesQuery>(API.lessonNotes);

export const useLessonNotes = () =>
  useQuery({ queryKey: [...LESSON_NOTES_KEY, 'mine'], queryFn: fetchLessonNotes });
