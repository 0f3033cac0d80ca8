import { notesGetQuery, notesResponse, notesSaveBody } from '../../../../common/schemas/live-class/notes.ts';
import { liveRefusals, liveTags } from '../route-docs.ts';

export const notesGetRoute = {
  summary: "CLASS_WHITEBOARD_NOTES (GET, action=get_notes): the caller's notes for the class",
  tags: liveTags,
  querystring: notesGetQuery,
  response: { 200: notesResponse, ...liveRefusals },
};

export const notesSaveRoute = {
  summary: "CLASS_WHITEBOARD_NOTES (POST, action=save_notes): saves the caller's notes, trimmed",
  tags: liveTags,
  body: notesSaveBody,
  response: { 200: notesResponse, ...liveRefusals },
};
