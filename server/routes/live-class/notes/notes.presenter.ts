import type { z } from 'zod';
import type { notesResponse } from '../../../../common/schemas/live-class/notes.ts';
import { liveAnswer } from '../live-presenter.ts';
import type { Notes } from './notes.service.ts';

const presentNotes = (notes: Notes, message: string): z.infer<typeof notesResponse> =>
  liveAnswer({ notes_content: notes.content, updated_at: notes.updatedAt?.toISOString() ?? null }, message);

/** CLASS_WHITEBOARD_NOTES (GET): the caller's notes ('' and null before the first save). */
export const presentNotesLoaded = (notes: Notes) => presentNotes(notes, 'Notes loaded');

/** CLASS_WHITEBOARD_NOTES (POST): the notes as saved. */
export const presentNotesSaved = (notes: Notes) => presentNotes(notes, 'Notes saved');
