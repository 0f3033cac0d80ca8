import { liveErrorSchema } from '../../../../common/schemas/errors.ts';
import { notesGetQuery, notesResponse, notesSaveBody } from '../../../../common/schemas/live-class/notes.ts';

const tags = ['live class'];
const refusals = { 400: liveErrorSchema, 401: liveErrorSchema, 403: liveErrorSchema };

export const notesGetRoute = {
  summary: "CLASS_WHITEBOARD_NOTES (GET, action=get_notes): the caller's notes for the class",
  tags,
  querystring: notesGetQuery,
  response: { 200: notesResponse, ...refusals },
};

export const notesSaveRoute = {
  summary: "CLASS_WHITEBOARD_NOTES (POST, action=save_notes): saves the caller's notes, trimmed",
  tags,
  body: notesSaveBody,
  response: { 200: notesResponse, ...refusals },
};
