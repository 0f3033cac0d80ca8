import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { lessonNotesQuery, lessonNotesResponse } from '../../../../common/schemas/lesson-notes.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { LESSON_NOTES_KEY } from './lesson-notes-key.ts';

/** GET /lesson-notes: the signed-in student's own, a guardian's child's (by id), or a teacher's own lessons' (whole). */
export const fetchLessonNotes = (studentId?: number) =>
  apiClient.get<typeof lessonNotesResponse, typeof lessonNotesQuery>(API.lessonNotes, {
    student_id: studentId,
  });

export const useLessonNotes = (studentId?: number) =>
  useQuery({
    queryKey: [...LESSON_NOTES_KEY, 'mine', studentId ?? 'own'],
    queryFn: () => fetchLessonNotes(studentId),
  });
