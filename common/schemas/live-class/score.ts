// The shared score (issue 31): a PDF or image of sheet music either party opens in the room, shown
// to both at the same page, marked by both; server/routes/live-class/score.
import { z } from 'zod';
import { dbCursor, dbId } from '../fields.ts';
import { type ClassRole, classIdSchema, liveResponse } from './shared.ts';

const MB = 1024 * 1024;

export const SCORE_LIMITS = {
  bytes: 20 * MB,
  pages: 500,
  /** An image's pixels: decoding one takes memory by its pixels, not its bytes (a small file may hold gigapixels). */
  pixels: 40_000_000,
  /** A PDF's objects: reading and writing one takes time and memory by them. */
  objects: 50_000,
  /** What a PDF's packed parts (its object and cross-reference streams) may unpack to as it is read. */
  unpackedBytes: 16 * MB,
  /** Reading a score, or drawing its marks into a PDF, is stopped after this long... */
  seconds: 20,
  /** ...or once it needs more memory than this. */
  memoryMb: 128,
  /** Scores opened in one lesson. */
  scores: 20,
  /** Points in one stroke (a long, slow line is thinned by the client before it is sent). */
  points: 500,
  /** Marks on one score, from both. */
  marks: 1000,
  /** A page of a score's marks holds this many at most, and no more than `pagePoints` points. */
  pageMarks: 100,
  pagePoints: 5_000,
  text: 300,
} as const;

const count = (n: number) => n.toLocaleString('en');
const RETRY = 'try a smaller or simpler file';

export const SCORE_TEXT = {
  notScore: 'A score must be a PDF, or a PNG, JPEG or WebP image',
  tooLarge: `A score must be at most ${SCORE_LIMITS.bytes / MB} MB`,
  tooManyPages: `A score must have at most ${SCORE_LIMITS.pages} pages`,
  tooManyPixels: `An image score must be at most ${SCORE_LIMITS.pixels / 1_000_000} megapixels`,
  tooManyObjects: `A PDF score must have at most ${count(SCORE_LIMITS.objects)} objects`,
  unpacksTooLarge: `A PDF score's packed parts must unpack to at most ${SCORE_LIMITS.unpackedBytes / MB} MB`,
  tooSlow: `This score took longer than ${SCORE_LIMITS.seconds} s to prepare; ${RETRY}`,
  tooMuchMemory: `This score needs more than ${SCORE_LIMITS.memoryMb} MB of memory to prepare; ${RETRY}`,
  markedPdfFailed: 'The marked PDF could not be made from this score',
  busy: 'Other scores are being prepared just now; please try again in a minute',
  tooManyScores: `A lesson can have at most ${SCORE_LIMITS.scores} scores`,
  notFound: 'Score not found',
  noSuchPage: 'That page is not in the score',
  locked: 'The teacher turns the pages of this score',
  openLocked: 'The teacher has locked the score: only they can open another',
  tooManyMarks: 'This score has as many marks as it can hold; erase some first',
  strokeTooLong: `A stroke has at most ${SCORE_LIMITS.points} points`,
  drawingTooFast: 'You are drawing faster than the score can share; please wait a moment',
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
/** GET /api/class_scores/{id}/marks: the page of marks after mark `after` (a score's `marks_after`). */
export const scoreMarksQuery = z.object({ after: z.optional(dbCursor('Invalid after')) });
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
    message: SCORE_TEXT.strokeTooLong,
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
  /** Who drew it: null only for a group lesson's student marks from before authors were kept. */
  author_id: z.number().nullable(),
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
  /** Its marks, both parties', in the order made: the first page of them (see `marks_after`). */
  marks: z.array(scoreMarkSchema),
  /** Null when `marks` holds them all; else the next page is GET /api/class_scores/{id}/marks?after=<this>. */
  marks_after: z.number().nullable(),
  /** How many marks it has in all. */
  mark_count: z.number(),
});
export type Score = z.infer<typeof scoreSchema>;

export const scoreMarksPage = z.object({
  marks: z.array(scoreMarkSchema),
  marks_after: z.number().nullable(),
});
export type ScoreMarksPage = z.infer<typeof scoreMarksPage>;

export const scoreResponse = liveResponse(scoreSchema);
export const scoreListResponse = liveResponse(z.object({ scores: z.array(scoreSchema) }));
export const scoreMarksResponse = liveResponse(scoreMarksPage);
export const scoreMarkResponse = liveResponse(scoreMarkSchema);

/** The push stream's 'score' event: what changed, in the order it was stored. */
export type ScoreEvent =
  | { kind: 'opened'; score: Score }
  | { kind: 'page'; score_id: number; page: number }
  | { kind: 'lock'; score_id: number; locked: boolean }
  | { kind: 'mark'; score_id: number; mark: ScoreMark }
  /** A batch of a stroke still being drawn by `author_id` (of `author_role`). */
  | ({ kind: 'stroke'; score_id: number; author_role: ClassRole; author_id: number } & ScoreStrokeInput)
  | { kind: 'unmark'; score_id: number; mark_id: number };
