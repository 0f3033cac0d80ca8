import { API } from '../../../../common/api.ts';
import type {
  notesGetQuery,
  notesResponse,
  notesSaveBody,
} from '../../../../common/schemas/live-class/notes.ts';
import { liveGet, livePost } from './live-call.ts';

export async function fetchNotes(classId: string): Promise<string> {
  const query = { action: 'get_notes', class_id: classId } as const;
  return (await liveGet<typeof notesResponse, typeof notesGetQuery>(API.whiteboard, query)).notes_content;
}

export const saveNotes = (classId: string, notes: string) =>
  livePost<typeof notesResponse, typeof notesSaveBody>(API.whiteboard, {
    action: 'save_notes',
    class_id: classId,
    notes_content: notes.trim(),
  });
