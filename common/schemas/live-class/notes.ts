// CLASS_WHITEBOARD_NOTES: GET and POST /api/white_board.php (server/routes/live-class/notes).
import { z } from 'zod';
import { claimedRole, claimedUserId, classIdSchema, liveResponse } from './shared.ts';

export const NOTES_MAX = 100_000;
export const notesGetQuery = z.object({
  action: z.literal('get_notes'),
  class_id: classIdSchema,
  user_id: claimedUserId,
  user_role: claimedRole,
});
/** Saved trimmed; empty clears the notes. */
export const notesSaveBody = z.object({
  action: z.literal('save_notes'),
  class_id: classIdSchema,
  user_id: claimedUserId,
  user_role: claimedRole,
  notes_content: z.string().trim().max(NOTES_MAX),
});
/** The caller's own notes for the class ('' and null before the first save). */
export const notesResponse = liveResponse(
  z.object({ notes_content: z.string(), updated_at: z.string().nullable() }),
);
