import { API } from '../../../../common/api.ts';
import type {
  lessonNoteResponse,
  SaveLessonNote,
  saveLessonNoteSchema,
} from '../../../../common/schemas/lesson-notes.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { LESSON_NOTES_KEY } from './lesson-notes-key.ts';

/** PUT /classes/{id}/note: the lesson's teacher writes or changes its note. */
export const saveLessonNote = ({ classId, note }: { classId: number; note: SaveLessonNote }) =>
  apiClient.putJson<typeof lessonNoteResponse, typeof saveLessonNoteSchema>(
    `${API.lessons}/${classId}/note`,
    note,
  );

export const useSaveLessonNote = () => useRefreshingMutation(LESSON_NOTES_KEY, saveLessonNote);
