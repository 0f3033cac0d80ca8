// The shared score (issue 31): a PDF or image of sheet music either party opens in the room, shown
// to both at the same page, marked by both; server/routes/live-class/score.
import { z } from 'zod';
import { dbId } from '../fields.ts';
import { type ClassRole, classIdSchema, liveResponse } from './shared.ts';

export const SCORE_LIMITS = {
  bytes: 20 * 1024 * 1024,
  pages: 500,
  /** Points in one stroke (a long, slow line is thinned by the client before it is sent). */
  points: 2000,
  /** Marks on one score, from both. */
  marks: 10_000,
  text: 300,
} as const;

export const SCORE_TEXT = {
  notScore: 'A score must be a PDF, or a PNG, JPEG or WebP image',
  tooLarge: `A score must be at most ${SCORE_LIMITS.bytes / 1024 / 1024} MB`,
  tooManyPages: `A score must have at most ${SCORE_LIMITS.pages} pages`,
  notFound: 'Score not found',
  noSuchPage: 'That page is not in the score',
  locked: 'The teacher turns the pages of this score',
  tooManyMarks: 'This score has as many marks as it can hold; erase some first',
  notYourMark: 'You can erase only your own marks',
} as const;

export const SCORE_TOOLS = ['pen', 'highlighter', 'text'] as const;
export type ScoreTool = (typeof SCORE_TOOLS)[number];
/** The pen's three colours; the highlighter is yellow; text is the pen's colours too. */
export const SCORE_COLORS = ['red', 'blue', 'green', 'yellow'] as const;
export type ScoreColor = (typeof SCORE_COLORS)[number];

/** A point on the page, as fractions of its width and height (0-1): the same mark at any zoom. */
const point = z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]);

/** POST /api/class_scores: the file as the body; the class and its name here. */
export const scoreUploadQuery = z.object({
  class_id: classIdSchema,
  name: z.string().trim().min(1).max(200),
});
export const scoreListQuery = z.object({ class_id: classIdSchema });
export const scoreIdParams = z.object({ id: dbId(SCORE_TEXT.notFound) });
export const markIdParams = scoreIdParams.extend({ markId: dbId(SCORE_TEXT.notFound) });

/** POST /api/class_scores/{id}/page: either party turns to a page (unless the teacher locked turning). */
export const scorePageBody = z.object({ page: z.number().int().min(1) });
/** POST /api/class_scores/{id}/lock: the teacher keeps page turning to themself, or frees it. */
export const scoreLockBody = z.object({ locked: z.boolean() });

/**
 * POST /api/class_scores/{id}/marks: one finished mark. `client_key` makes a resend harmless (the
 * same mark is answered again). A pen or highlighter stroke is its points; a text note is its
 * anchor point and its words.
 */
export const scoreMarkBody = z
  .object({
    client_key: z.string().min(8).max(64),
    page: z.number().int().min(1),
    tool: z.enum(SCORE_TOOLS),
    color: z.enum(SCORE_COLORS),
    points: z.array(point).min(1).max(SCORE_LIMITS.points),
    text: z.string().trim().max(SCORE_LIMITS.text).optional(),
  })
  .refine((m) => m.tool !== 'text' || !!m.text, { message: 'A text note needs its words', path: ['text'] })
  .refine((m) => m.tool !== 'highlighter' || m.color === 'yellow', {
    message: 'The highlighter is yellow',
    path: ['color'],
  });
export type ScoreMarkInput = z.infer<typeof scoreMarkBody>;

/**
 * POST /api/class_scores/{id}/strokes: a pen or highlighter stroke still being drawn, sent in small
 * batches so the other side sees it grow; `from` is the index of the batch's first point in the
 * stroke. Not a mark: the finished mark (same `client_key`) replaces it, and its batches are dropped.
 */
export const scoreStrokeBody = z
  .object({
    client_key: z.string().min(8).max(64),
    page: z.number().int().min(1),
    tool: z.enum(['pen', 'highlighter']),
    color: z.enum(SCORE_COLORS),
    from: z
      .number()
      .int()
      .min(0)
      .max(SCORE_LIMITS.points - 1),
    points: z.array(point).min(1).max(SCORE_LIMITS.points),
  })
  .refine((m) => m.from + m.points.length <= SCORE_LIMITS.points, {
    message: `A stroke has at most ${SCORE_LIMITS.points} points`,
    path: ['points'],
  })
  .refine((m) => m.tool !== 'highlighter' || m.color === 'yellow', {
    message: 'The highlighter is yellow',
    path: ['color'],
  });
export type ScoreStrokeInput = z.infer<typeof scoreStrokeBody>;

export const scoreMarkSchema = z.object({
  id: z.number(),
  page: z.number(),
  tool: z.enum(SCORE_TOOLS),
  color: z.enum(SCORE_COLORS),
  points: z.array(z.tuple([z.number(), z.number()])),
  text: z.string().nullable(),
  author_role: z.enum(['teacher', 'student']),
  client_key: z.string(),
  created_at: z.string(),
});
export type ScoreMark = z.infer<typeof scoreMarkSchema>;

export const scoreSchema = z.object({
  id: z.number(),
  class_id: z.number(),
  file_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number(),
  pages: z.number(),
  /** The page both see. */
  page: z.number(),
  /** Only the teacher turns pages. */
  locked: z.boolean(),
  opened_by: z.enum(['teacher', 'student']),
  url: z.string(),
  /** The score with every mark drawn in, as a PDF. */
  marked_pdf_url: z.string(),
  created_at: z.string(),
  marks: z.array(scoreMarkSchema),
});
export type Score = z.infer<typeof scoreSchema>;

export const scoreResponse = liveResponse(scoreSchema);
export const scoreListResponse = liveResponse(z.object({ scores: z.array(scoreSchema) }));
export const scoreMarkResponse = liveResponse(scoreMarkSchema);

/** The push stream's 'score' event: what changed, in the order it was stored. */
export type ScoreEvent =
  | { kind: 'opened'; score: Score }
  | { kind: 'page'; score_id: number; page: number }
  | { kind: 'lock'; score_id: number; locked: boolean }
  | { kind: 'mark'; score_id: number; mark: ScoreMark }
  /** A batch of a stroke still being drawn by `author_role`. */
  | ({ kind: 'stroke'; score_id: number; author_role: ClassRole } & ScoreStrokeInput)
  | { kind: 'unmark'; score_id: number; mark_id: number };
