import { z } from 'zod';
import { TALA_IDS, TEMPO } from '../practice-tools.ts';
import { lessonTimeSchema } from './calendar.ts';
import { dbId, isCalendarDate } from './fields.ts';

// Practice between lessons (issue 30): the teacher's assignments and the student's practice log.
// A student sees only their own; a teacher only their students' (a student is theirs once they
// share a lesson); admins see all. Days are the student's own calendar days (YYYY-MM-DD).

export const ASSIGNMENT_STATES = ['open', 'done', 'again'] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

export const ASSIGNMENT_LIMITS = {
  title: 120,
  notes: 2000,
  /** An attachment: a score (PDF or image) or a recording, checked by content. */
  attachmentBytes: 20 * 1024 * 1024,
  /** One log entry, and all of one day's entries together: at most a whole day. */
  entryMinutes: 24 * 60,
} as const;

export const ASSIGNMENT_TEXT = {
  titleRequired: 'Please give the assignment a title',
  titleTooLong: `The title must be at most ${ASSIGNMENT_LIMITS.title} characters`,
  notesTooLong: `The notes must be at most ${ASSIGNMENT_LIMITS.notes} characters`,
  tempo: `The tempo goal must be a whole number from ${TEMPO.min} to ${TEMPO.max}`,
  notYourStudent: 'You can set assignments only for your own students',
  onlyTeacher: 'Only the teacher can change an assignment',
  notYourAssignment:
    'Only the teacher who set this assignment (or an admin) can change it, delete it or answer its takes',
  hasTakes:
    'This assignment has takes the student sent, and deleting it would delete them too; mark it done instead',
  notFound: 'Assignment not found',
  entryNotFound: 'Practice entry not found',
  minutes: `Please enter the minutes practised, from 1 to ${ASSIGNMENT_LIMITS.entryMinutes}`,
  dayFull: `A day holds at most ${ASSIGNMENT_LIMITS.entryMinutes / 60} hours of practice; this would log more than that for the day`,
  nothingToChange: 'Please change the minutes or the tempo',
  day: 'Please choose a valid day',
  futureDay: 'Practice cannot be logged for a day that has not come yet',
  dueLesson: 'The due lesson must be one of this student’s lessons',
  attachmentType:
    'The attachment must be a PDF, a PNG, JPEG or WebP image, or an MP3, M4A, WAV, OGG or WebM recording',
  attachmentTooLarge: `The attachment must be at most ${ASSIGNMENT_LIMITS.attachmentBytes / 1024 / 1024} MB`,
  cutOff: 'The file did not arrive whole; please send it again',
} as const;

/** A row id: whole, up to what the id columns hold (a larger one would fault the database). */
const id = dbId('Invalid ID');
/** A calendar day, YYYY-MM-DD (`z.iso.date` for the API description's format; the range is the shared one). */
export const daySchema = z.iso
  .date({ message: ASSIGNMENT_TEXT.day })
  .refine(isCalendarDate, ASSIGNMENT_TEXT.day);
const tempoGoal = z
  .number({ message: ASSIGNMENT_TEXT.tempo })
  .int(ASSIGNMENT_TEXT.tempo)
  .min(TEMPO.min, ASSIGNMENT_TEXT.tempo)
  .max(TEMPO.max, ASSIGNMENT_TEXT.tempo);
const title = z
  .string({ message: ASSIGNMENT_TEXT.titleRequired })
  .trim()
  .min(1, ASSIGNMENT_TEXT.titleRequired)
  .max(ASSIGNMENT_LIMITS.title, ASSIGNMENT_TEXT.titleTooLong);
const notes = z.string().trim().max(ASSIGNMENT_LIMITS.notes, ASSIGNMENT_TEXT.notesTooLong);

// ---- assignments ----

/** POST /api/course/assignments: the teacher (or an admin) sets practice for a student. */
export const createAssignmentSchema = z.object({
  student_id: id,
  /** The lesson it was set in or after, if any. */
  class_id: z.nullable(id).optional(),
  /** The lesson it is due by: one of the student's, or none. */
  due_class_id: z.nullable(id).optional(),
  title,
  notes: notes.default(''),
  tempo_goal: tempoGoal.nullable().optional(),
  tala: z.enum(TALA_IDS).nullable().optional(),
});
export type CreateAssignment = z.infer<typeof createAssignmentSchema>;

/** PATCH /api/course/assignments/{id}: any of the fields, and the teacher's verdict. */
export const updateAssignmentSchema = z
  .object({
    due_class_id: z.nullable(id),
    title,
    notes,
    tempo_goal: tempoGoal.nullable(),
    tala: z.enum(TALA_IDS).nullable(),
    state: z.enum(ASSIGNMENT_STATES),
  })
  .partial();
export type UpdateAssignment = z.infer<typeof updateAssignmentSchema>;

export const assignmentIdParams = z.object({ id });

/** GET /api/course/assignments: a teacher or admin names the student; a student gets their own. */
export const assignmentsQuery = z.object({ student_id: z.optional(id) });

export const assignmentSchema = z.object({
  id: z.number(),
  student_id: z.number(),
  student_name: z.string(),
  teacher_id: z.number(),
  teacher_name: z.string(),
  title: z.string(),
  notes: z.string(),
  tempo_goal: z.number().nullable(),
  tala: z.enum(TALA_IDS).nullable(),
  state: z.enum(ASSIGNMENT_STATES),
  /** The lesson it is due by, on the viewer's clock. */
  due: lessonTimeSchema.extend({ class_id: z.number() }).nullable(),
  /** Due by the student's next lesson (or overdue): listed first. */
  due_next: z.boolean(),
  attachment: z
    .object({ file_name: z.string(), mime_type: z.string(), size_bytes: z.number(), url: z.string() })
    .nullable(),
  /** Minutes the student has logged for it in all. */
  minutes_practised: z.number(),
  /** The viewer changes it, deletes it and answers its takes: its own teacher, or an admin. */
  can_change: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;

export const assignmentResponse = z.object({ result: z.literal(true), Assignment: assignmentSchema });
export const assignmentsResponse = z.object({
  result: z.literal(true),
  Assignments: z.array(assignmentSchema),
});

// ---- the practice log ----

/**
 * POST /api/course/practice-log: time practised. The practice room sends what it counted
 * (`source: 'room'`, seconds, the tempo reached); the student adds practice away from the app
 * (`source: 'self'`, minutes). The day is the student's own.
 */
export const logPracticeSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('room'),
    assignment_id: z.nullable(id).optional(),
    day: daySchema,
    seconds: z
      .number()
      .int()
      .min(1)
      .max(ASSIGNMENT_LIMITS.entryMinutes * 60),
    /** The metronome's fastest tempo while it ran, if it ran. */
    tempo: z.number().int().min(TEMPO.min).max(TEMPO.max).nullable().optional(),
  }),
  z.object({
    source: z.literal('self'),
    assignment_id: z.nullable(id).optional(),
    day: daySchema,
    minutes: z
      .number({ message: ASSIGNMENT_TEXT.minutes })
      .int(ASSIGNMENT_TEXT.minutes)
      .min(1, ASSIGNMENT_TEXT.minutes)
      .max(ASSIGNMENT_LIMITS.entryMinutes, ASSIGNMENT_TEXT.minutes),
    tempo: z.number().int().min(TEMPO.min).max(TEMPO.max).nullable().optional(),
  }),
]);
export type LogPractice = z.infer<typeof logPracticeSchema>;

/** PATCH /api/course/practice-log/{id}: the student corrects an entry's minutes (or its tempo). */
export const updateLogEntrySchema = z
  .object({
    minutes: z
      .number({ message: ASSIGNMENT_TEXT.minutes })
      .int(ASSIGNMENT_TEXT.minutes)
      .min(1, ASSIGNMENT_TEXT.minutes)
      .max(ASSIGNMENT_LIMITS.entryMinutes, ASSIGNMENT_TEXT.minutes),
    tempo: z.number().int().min(TEMPO.min).max(TEMPO.max).nullable(),
  })
  .partial()
  .refine((p) => p.minutes !== undefined || p.tempo !== undefined, ASSIGNMENT_TEXT.nothingToChange);

/** GET /api/course/practice-log: the seven days from `from` (the week view); a teacher names the student. */
export const practiceLogQuery = z.object({ student_id: z.optional(id), from: daySchema });

export const logEntrySchema = z.object({
  id: z.number(),
  assignment_id: z.number().nullable(),
  day: z.string(),
  /** Whole seconds; the room counts seconds, the student's own entries are whole minutes. */
  seconds: z.number(),
  source: z.enum(['room', 'self']),
  tempo: z.number().nullable(),
  created_at: z.string(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const practiceWeekSchema = z.object({
  student_id: z.number(),
  from: z.string(),
  /** Seven days from `from`, each with its minutes (rounded down) in all and per assignment. */
  days: z.array(
    z.object({
      day: z.string(),
      minutes: z.number(),
      by_assignment: z.array(z.object({ assignment_id: z.number().nullable(), minutes: z.number() })),
    }),
  ),
  entries: z.array(logEntrySchema),
  /** Per assignment, the tempo reached on each day it was practised with the metronome: the chart's points. */
  tempo: z.array(
    z.object({
      assignment_id: z.number(),
      points: z.array(z.object({ day: z.string(), bpm: z.number() })),
    }),
  ),
});
export type PracticeWeek = z.infer<typeof practiceWeekSchema>;

export const practiceWeekResponse = z.object({ result: z.literal(true), Practice: practiceWeekSchema });
export const logEntryResponse = z.object({ result: z.literal(true), Entry: logEntrySchema });

// ---- takes: a recording sent to the teacher, answered in words and at moments of it ----

export const TAKE_TEXT = {
  notAudio: 'A take must be a sound recording (WebM, Ogg, MP4 audio, WAV or MP3)',
  notFound: 'Take not found',
  onlyStudent: 'Only the student sends takes for their assignments',
  onlyOwnTakes: 'Only the student who sent a take (or an admin) can delete it',
  commentRequired: 'Please write a comment',
  commentTooLong: 'A comment must be at most 1000 characters',
  commentAt: 'The comment must be at a moment of the take',
  answerTooLong: 'The answer must be at most 2000 characters',
} as const;

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** A take's size limit and each student's room for takes are the server's settings (TAKE_MAX_MB, TAKE_QUOTA_MB). */
export const takeLimitText = {
  tooLarge: (maxBytes: number) => `A take can be at most ${megabytes(maxBytes)}; please record a shorter one`,
  quota: (usedBytes: number, quotaBytes: number) =>
    `Your takes use ${megabytes(usedBytes)} of the ${megabytes(quotaBytes)} you may keep, too little room for this one; please delete an older take first`,
};

export const TAKE_VERDICTS = ['done', 'again'] as const;

/** POST /api/course/assignments/{id}/takes: the take's bytes as the body; its length and note here. */
export const takeUploadQuery = z.object({
  duration_ms: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 60 * 1000),
  note: z.string().trim().max(500).default(''),
});

/** POST /api/course/takes/{id}/comments: the teacher's comment at a moment of the take. */
export const takeCommentSchema = z.object({
  at_ms: z.number({ message: TAKE_TEXT.commentAt }).int(TAKE_TEXT.commentAt).min(0, TAKE_TEXT.commentAt),
  text: z
    .string({ message: TAKE_TEXT.commentRequired })
    .trim()
    .min(1, TAKE_TEXT.commentRequired)
    .max(1000, TAKE_TEXT.commentTooLong),
});

/** POST /api/course/takes/{id}/answer: the teacher's answer and verdict on the assignment. */
export const takeAnswerSchema = z.object({
  text: z.string().trim().max(2000, TAKE_TEXT.answerTooLong).default(''),
  verdict: z.enum(TAKE_VERDICTS),
});

export const takeSchema = z.object({
  id: z.number(),
  assignment_id: z.number(),
  student_id: z.number(),
  mime_type: z.string(),
  size_bytes: z.number(),
  duration_ms: z.number(),
  note: z.string(),
  /** Where it plays (the student, their teachers and admins only). */
  url: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
  comments: z.array(
    z.object({
      id: z.number(),
      at_ms: z.number(),
      text: z.string(),
      author_name: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type Take = z.infer<typeof takeSchema>;

export const takeResponse = z.object({ result: z.literal(true), Take: takeSchema });
export const takesResponse = z.object({ result: z.literal(true), Takes: z.array(takeSchema) });

/** POST /api/course/assignments/{id}/attachment: the file as the body, its name here. */
export const attachmentQuery = z.object({ name: z.string().trim().min(1).max(200) });
