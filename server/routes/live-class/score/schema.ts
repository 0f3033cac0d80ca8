import { z } from 'zod';
import { liveErrorSchema } from '../../../../common/schemas/errors.ts';
import {
  markIdParams,
  SCORE_LIMITS,
  scoreIdParams,
  scoreListQuery,
  scoreListResponse,
  scoreLockBody,
  scoreMarkBody,
  scoreMarkResponse,
  scoreMarksQuery,
  scoreMarksResponse,
  scorePageBody,
  scoreResponse,
  scoreStrokeBody,
  scoreUploadQuery,
} from '../../../../common/schemas/live-class/score.ts';
import { liveResponse } from '../../../../common/schemas/live-class/shared.ts';
import { liveRefusals, liveTags } from '../route-docs.ts';

const refusals = {
  ...liveRefusals,
  404: liveErrorSchema,
  413: liveErrorSchema,
  422: liveErrorSchema,
  429: liveErrorSchema,
};

export const openScoreRoute = {
  summary: `Either party opens a score (a PDF or a PNG, JPEG or WebP image, at most ${SCORE_LIMITS.bytes / 1024 / 1024} MB, the file as the body): shown to both at page 1. A PDF has at most ${SCORE_LIMITS.objects} objects, an image ${SCORE_LIMITS.pixels / 1_000_000} megapixels (kept upright, without metadata); a lesson at most ${SCORE_LIMITS.scores} scores; while the teacher keeps turning the pages only they open another (it stays locked)`,
  tags: liveTags,
  querystring: scoreUploadQuery,
  response: { 201: scoreResponse, ...refusals },
};
export const listScoresRoute = {
  summary: `The class's scores with the first page of their marks (its members, during and after the lesson): at most ${SCORE_LIMITS.pageMarks} marks a page, fewer once they hold ${SCORE_LIMITS.pagePoints} points`,
  tags: liveTags,
  querystring: scoreListQuery,
  response: { 200: scoreListResponse, ...refusals },
};
export const scoreFileRoute = {
  summary: "A score's file (the class's members)",
  tags: liveTags,
  params: scoreIdParams,
};
export const marksPageRoute = {
  summary: "The next page of a score's marks: those after mark `after` (the score's `marks_after`)",
  tags: liveTags,
  params: scoreIdParams,
  querystring: scoreMarksQuery,
  response: { 200: scoreMarksResponse, ...refusals },
};
export const markedPdfRoute = {
  summary: "The score as a PDF with every mark drawn in (the class's members); 422 when it cannot be made",
  tags: liveTags,
  params: scoreIdParams,
};
export const turnPageRoute = {
  summary: 'Turns both to a page (either party, unless the teacher locked turning)',
  tags: liveTags,
  params: scoreIdParams,
  body: scorePageBody,
  response: { 200: liveResponse(z.object({ page: z.number() })), ...refusals },
};
export const lockRoute = {
  summary: 'The teacher keeps page turning to themself, or frees it',
  tags: liveTags,
  params: scoreIdParams,
  body: scoreLockBody,
  response: { 200: liveResponse(z.object({ locked: z.boolean() })), ...refusals },
};
export const addMarkRoute = {
  summary: 'One finished mark (pen, highlighter or text); a resend with the same client_key is stored once',
  tags: liveTags,
  params: scoreIdParams,
  body: scoreMarkBody,
  response: { 200: scoreMarkResponse, ...refusals },
};
export const strokeRoute = {
  summary:
    'A batch of a pen or highlighter stroke still being drawn, shown to the other side as it grows (the finished mark is sent to /marks)',
  tags: liveTags,
  params: scoreIdParams,
  body: scoreStrokeBody,
  response: { 200: liveResponse(z.object({ sent: z.boolean() })), ...refusals },
};
export const eraseMarkRoute = {
  summary: "Erases a mark: one's own, or any for the teacher",
  tags: liveTags,
  params: markIdParams,
  response: { 200: liveResponse(z.object({ erased: z.number() })), ...refusals },
};
