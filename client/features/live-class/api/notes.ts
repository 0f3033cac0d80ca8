import { API } from '../../../../common/api.ts';
import { liveGet, livePost } from './live-call.ts';

type Notes = { notes_content: string; updated_at: string | null };

export async function fetchNotes(classId: string): Promise<string> {
  return (await liveGet<Notes>(API.whiteboard, { action: 'get_notes', class_id: classId })).notes_content;
}

export const saveNotes = (classId: string, notes: string) =>
  livePost<Notes>(API.whiteboard, { action: 'save_notes', class_id: classId, notes_content: notes.trim() });
