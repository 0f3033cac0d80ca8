import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { owedNotesResponse } from '../../../../common/schemas/lesson-notes.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { LESSON_NOTES_KEY } from './lesson-notes-key.ts';

/** GET /lesson-notes/owed: the teacher's lessons still without a note a day after they ended. */
export const fetchNotesOwed = () => apiClient.get<typeof owedNotesResponse>(API.lessonNotesOwed);

export const useNotesOwed = () =>
  useQuery({ queryKey: [...LESSON_NOTES_KEY, 'owed'], queryFn: fetchNotesOwed });
