import { z } from 'zod';
import { dbId } from './fields.ts';

// What the teacher writes home after a lesson (issue 45): what was covered and what to practise
// (the shared part: the student, their guardians and the mail home), and a private remark for
// the school, which only teachers and admins ever receive. One note a lesson.

export const LESSON_NOTE_LIMITS = { text: 4000 } as const;
/** A lesson still without a note this long after its end is owed on the teacher's dashboard. */
export const NOTE_OWED_AFTER_MS = 24 * 3_600_000;
/** How far back owed notes are looked for: older lessons are no longer asked about. */
export const NOTE_OWED_WITHIN_DAYS = 30;

export const LESSON_NOTE_TEXT = {
  notFound: 'Lesson not found',
  onlyTeacher: 'Only the lesson’s teacher (or an admin) can write its note',
  notStarted: 'The lesson’s note can be written once the lesson has started',
  cancelled: 'A cancelled lesson has no note',
  empty: 'Please write what was covered, what to practise or a remark',
  tooLong: `Each part of the note must be at most ${LESSON_NOTE_LIMITS.text} characters`,
  onlyYourOwn: 'You can read only your own lessons’ notes',
  chooseStudent: 'Please choose the student whose notes to read',
  notYourChild: 'You can read only your own children’s lesson notes',
  saved: 'Lesson note saved',
  savedAndMailed: 'Lesson note saved and sent home',
} as const;

const part = z.string().trim().max(LESSON_NOTE_LIMITS.text, LESSON_NOTE_TEXT.tooLong);

/** PUT /api/classes/{id}/note: the lesson's teacher (or an admin), once the lesson has started. */
export const saveLessonNoteSchema = z
  .object({ covered: part.default(''), to_practise: part.default(''), private_remark: part.default('') })
  .refine((n) => n.covered || n.to_practise || n.private_remark, LESSON_NOTE_TEXT.empty);
export type SaveLessonNote = z.input<typeof saveLessonNoteSchema>;

/** GET /api/lesson-notes: a student's own; a guardian's or admin's names the student; a teacher's own lessons (?student_id= one). */
export const lessonNotesQuery = z.object({ student_id: z.optional(dbId('Invalid student ID')) });

/**
 * A lesson's note. `private_remark` and `mailed_at` are sent to teachers and admins only: a
 * student's or guardian's answer has no such fields at all.
 */
export const lessonNoteSchema = z.object({
  class_id: z.number(),
  batch_name: z.string(),
  /** The lesson's instant and its time on the reader's clock. */
  starts_at: z.string(),
  when_label: z.string(),
  teacher_name: z.string(),
  student_name: z.string(),
  covered: z.string(),
  to_practise: z.string(),
  updated_at: z.string(),
  private_remark: z.string().optional(),
  /** When the shared part was mailed home (once a lesson); null: not yet (nothing shared yet). */
  mailed_at: z.string().nullable().optional(),
});
export type LessonNote = z.infer<typeof lessonNoteSchema>;

export const lessonNoteResponse = z.object({
  result: z.literal(true),
  Note: lessonNoteSchema.nullable(),
  message: z.string().optional(),
});
export type LessonNoteResponse = z.infer<typeof lessonNoteResponse>;
export const lessonNotesResponse = z.object({ result: z.literal(true), Notes: z.array(lessonNoteSchema) });

/** A lesson whose note is owed: ended more than a day ago, held, and still without one. */
export const owedNoteSchema = z.object({
  class_id: z.number(),
  student_id: z.number(),
  batch_name: z.string(),
  starts_at: z.string(),
  when_label: z.string(),
  student_name: z.string(),
  teacher_name: z.string(),
});
export type OwedNote = z.infer<typeof owedNoteSchema>;
/** GET /api/lesson-notes/owed: a teacher's own; an admin's, every teacher's. */
export const owedNotesResponse = z.object({ result: z.literal(true), Lessons: z.array(owedNoteSchema) });
