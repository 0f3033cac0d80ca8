import { z } from 'zod';
import { APPLICATION_STATES, type ApplicationState } from '../fees/fee-states.ts';
import { type PageQuery, pageInfoFields, pageQueryFields } from './admin-page.ts';

// The admin's reading of contact messages and admission applications.

/** A contact message is open until the admin marks it handled. */
export const SUBMISSION_STATUSES = ['open', 'handled', 'all'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const submissionListQuerySchema = z.object({
  status: z.enum(SUBMISSION_STATUSES).default('open'),
  ...pageQueryFields,
});
export type SubmissionListQuery = PageQuery & { status: SubmissionStatus };

export const handledSchema = z.object({ handled: z.boolean() });

export const contactMessageItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ContactMessageItem = z.infer<typeof contactMessageItemSchema>;
export const messageListResponse = z.object({
  result: z.literal(true),
  Messages: z.array(contactMessageItemSchema),
  ...pageInfoFields,
});
export const messageResponse = z.object({ result: z.literal(true), Message: contactMessageItemSchema });

export const applicationSummarySchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  selectedCourses: z.array(z.object({ course: z.string(), type: z.string() })),
  createdAt: z.string(),
  state: z.enum(APPLICATION_STATES),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationFileSchema = z.object({
  id: z.number().int(),
  field: z.enum(['nationalityId', 'paymentScreenshot']),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type ApplicationFile = z.infer<typeof applicationFileSchema>;

export const applicationEventSchema = z.object({
  id: z.number().int(),
  /** 'state': moved from one state to another (with the admin's note, if any); 'notes': the notes were edited. */
  kind: z.enum(['state', 'notes']),
  createdAt: z.string(),
  /** The admin's name; null when the system did it (the move from 'handled') or the account is gone. */
  actorName: z.string().nullable(),
  fromState: z.enum(APPLICATION_STATES).nullable(),
  toState: z.enum(APPLICATION_STATES),
  note: z.string().nullable(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

export const applicationDetailSchema = applicationSummarySchema.extend({
  gender: z.enum(['male', 'female', 'other']),
  dob: z.string(),
  age: z.number().int(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  nationality: z.string(),
  occupation: z.string(),
  education: z.string(),
  training: z.string().nullable(),
  goal: z.string().nullable(),
  howKnow: z.string(),
  paymentMethod: z.enum(['cash', 'online']),
  /** A minor's parent or guardian (issue 45); null for an adult. */
  guardianName: z.string().nullable(),
  guardianEmail: z.string().nullable(),
  guardianPhone: z.string().nullable(),
  files: z.array(applicationFileSchema),
  /** The admin's notes. */
  notes: z.string(),
  /** Every change of state or notes, newest first. */
  history: z.array(applicationEventSchema),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const applicationListResponse = z.object({
  result: z.literal(true),
  Applications: z.array(applicationSummarySchema),
  ...pageInfoFields,
});
export const applicationDetailResponse = z.object({
  result: z.literal(true),
  Application: applicationDetailSchema,
});

// ---- application states (issue 44) ----

export const APPLICATION_STATE_LABELS: Record<ApplicationState, string> = {
  new: 'New',
  contacted: 'Contacted',
  accepted: 'Accepted',
  waitlisted: 'Waitlisted',
  declined: 'Declined',
};

/** The states the admin still has work on: the list shows these unless told otherwise. */
export const OPEN_APPLICATION_STATES = [
  'new',
  'contacted',
  'waitlisted',
] as const satisfies ApplicationState[];

/** What the list (and the CSV) can show: the open ones, one state, or all. */
export const APPLICATION_FILTERS = ['open', ...APPLICATION_STATES, 'all'] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];

export const applicationListQuerySchema = z.object({
  state: z.enum(APPLICATION_FILTERS).default('open'),
  ...pageQueryFields,
});
export type ApplicationListQuery = PageQuery & { state: ApplicationFilter };

export const applicationsCsvQuerySchema = z.object({ state: z.enum(APPLICATION_FILTERS).default('all') });

/**
 * The states the admin's state control sets. 'accepted' is set only by Accept, which makes the
 * student's account and enrolments.
 */
export const SETTABLE_APPLICATION_STATES = [
  'new',
  'contacted',
  'waitlisted',
  'declined',
] as const satisfies ApplicationState[];

export const APPLICATION_LIMITS = { note: 1000, notes: 5000 };

export const APPLICATION_TEXT = {
  noteTooLong: `The note must be at most ${APPLICATION_LIMITS.note.toLocaleString('en')} characters`,
  notesTooLong: `Notes must be at most ${APPLICATION_LIMITS.notes.toLocaleString('en')} characters`,
  acceptedRefused: "An application is accepted only with Accept, which makes the student's account",
  acceptedStays: 'This application is accepted: its state no longer changes here',
  alreadyInState: (state: ApplicationState) =>
    `This application is already ${APPLICATION_STATE_LABELS[state].toLowerCase()}`,
  changedMeanwhile: (state: ApplicationState) =>
    `Someone else changed this application meanwhile: it is now ${APPLICATION_STATE_LABELS[state].toLowerCase()}. Look again before changing it.`,
};

/** The admin's state control: the new state and an optional note for the history. */
export const applicationStateFormSchema = z.object({
  state: z.enum(APPLICATION_STATES, 'Please choose a state'),
  note: z.string().trim().max(APPLICATION_LIMITS.note, APPLICATION_TEXT.noteTooLong),
});
export type ApplicationStateForm = z.infer<typeof applicationStateFormSchema>;

/**
 * POST /admin/admission_applications/{id}/state: `from` is the state the admin saw; when the
 * application is no longer in it (another admin changed it), the change is refused (409).
 */
export const applicationStateChangeSchema = applicationStateFormSchema.extend({
  from: z.enum(APPLICATION_STATES, 'Please say which state the application was in'),
  note: applicationStateFormSchema.shape.note.optional(),
});
export type ApplicationStateChange = z.infer<typeof applicationStateChangeSchema>;

/** PUT /admin/admission_applications/{id}/notes: the admin's notes (line breaks kept). */
export const applicationNotesSchema = z.object({
  notes: z.string().trim().max(APPLICATION_LIMITS.notes, APPLICATION_TEXT.notesTooLong),
});
export type ApplicationNotesInput = z.infer<typeof applicationNotesSchema>;

/** GET /api/admin/admission_applications.csv: the file's text. */
export const applicationsCsvResponse = z.string().describe('CSV, one application a row');
/** GET /api/admin/admission_files/{id}: an uploaded image. */
export const admissionFileResponse = z.unknown().describe('The image bytes');
