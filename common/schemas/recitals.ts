import { z } from 'zod';
import { dbId, NOT_ONE_LINE, notOneLine } from './fields.ts';
import { lessonFields, schoolDateField, schoolTimeField } from './lesson-fields.ts';

// Recitals (issue 49): an admin or a teacher schedules one (its performers in running order),
// shares the audience's link, and sets who is on stage and who is next; the audience opens the
// link with no account. Times travel as ISO instants with a label on the viewer's clock.

/** One Janus carries this many viewers of a stage (the figure); a recital is capped within it. */
export const RECITAL_MAX_VIEWERS = 200;
export const RECITAL_MAX_PERFORMERS = 40;

// The recital calls' refusals: the pages show them as sent, so the client's tests read them here.
export const RECITAL_NOT_FOUND = 'No such recital';
export const CHOOSE_PERFORMERS = 'Please choose students as performers';
export const NOT_PERFORMING = 'You are not performing in this recital';
export const NOT_A_PERFORMER = 'Please choose a performer of this recital';
export const SAME_ON_STAGE_AND_NEXT = 'The performer on stage cannot also be next';
export const AUDIENCE_LINK_GONE =
  'This recital link does not work (it may have been withdrawn). Please ask the school for a new one.';
export const RECITAL_FULL =
  'This recital has as many viewers as it can take just now. Please try again in a few minutes.';

const viewerCap = z.coerce
  .number('Viewer limit is required')
  .int('Viewer limit must be a whole number')
  .min(1, `Viewer limit must be between 1 and ${RECITAL_MAX_VIEWERS}`)
  .max(RECITAL_MAX_VIEWERS, `Viewer limit must be between 1 and ${RECITAL_MAX_VIEWERS}`);

/** POST /api/recitals: the date and time on the school's clock. */
export const createRecitalSchema = z.object({
  title: z
    .string()
    .trim()
    .min(2, 'Title must be at least 2 characters')
    .max(100, 'Title must be at most 100 characters')
    .refine((t) => !NOT_ONE_LINE.test(t), notOneLine('Title')),
  date: schoolDateField,
  time: schoolTimeField,
  durationMinutes: lessonFields.durationMinutes,
  /** The students in running order, the first opening. */
  performerIds: z
    .array(dbId('Please choose a student'))
    .min(1, 'Please add at least one performer')
    .max(RECITAL_MAX_PERFORMERS, `A recital has at most ${RECITAL_MAX_PERFORMERS} performers`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each performer appears once in the running order'),
  viewerCap,
});
export type CreateRecitalInput = z.input<typeof createRecitalSchema>;
export type CreateRecitalValues = z.output<typeof createRecitalSchema>;

/** PATCH /api/recitals/{id}: the viewer limit (lowered, it turns away new viewers only). */
export const updateRecitalSchema = z.object({ viewerCap });

/** PUT /api/recitals/{id}/stage: who is on stage and who is next (performers, or no one). */
export const stageSchema = z.object({
  onStageId: z.nullable(dbId('Please choose a performer')),
  nextId: z.nullable(dbId('Please choose a performer')),
});

const performerView = z.object({ position: z.number(), student_id: z.number(), name: z.string() });

/** A recital as its organiser (or an admin) sees it; `audience_token` null: the link is revoked. */
export const recitalSchema = z.object({
  id: z.number(),
  title: z.string(),
  starts_at: z.string(),
  when_label: z.string(),
  duration_minutes: z.number(),
  organiser_name: z.string(),
  performers: z.array(performerView),
  on_stage_id: z.number().nullable(),
  next_id: z.number().nullable(),
  audience_token: z.string().nullable(),
  viewer_cap: z.number(),
  /** Browsers watching now (seen in the last few minutes). */
  viewers: z.number(),
});
export type Recital = z.infer<typeof recitalSchema>;
export const recitalsResponse = z.object({ Recitals: z.array(recitalSchema) });

/** GET /api/recitals/{id}/stage: the stage as its performers and its organiser see it (no audience link). */
export const stageViewSchema = z.object({
  id: z.number(),
  title: z.string(),
  starts_at: z.string(),
  when_label: z.string(),
  performers: z.array(performerView),
  on_stage_id: z.number().nullable(),
  next_id: z.number().nullable(),
  /** The caller may move the stage on (the organiser or an admin). */
  runs: z.boolean(),
});
export type StageView = z.infer<typeof stageViewSchema>;
/** GET /api/recitals/performing: the signed-in student's recitals, the latest first. */
export const performingResponse = z.object({ Recitals: z.array(stageViewSchema) });

/** GET /api/recitals/students: the students a recital may have as performers, by name. */
export const recitalStudentsResponse = z.object({
  Students: z.array(z.object({ id: z.number(), name: z.string() })),
});

/** GET /api/recitals/audience/{token}?viewer=: the page's own random key, kept between its polls. */
export const audienceQuery = z.object({
  viewer: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid viewer key'),
});

/** The audience's view: no ids, performers by first name and initial (the link needs no account). */
/** A join to the recital's stage room on Janus, through the app's same-origin proxy (no secret in it). */
export const recitalJanusJoin = z.object({ janusUrl: z.string(), room: z.number(), token: z.string() });

export const audienceResponse = z.object({
  title: z.string(),
  starts_at: z.string(),
  when_label: z.string(),
  running_order: z.array(z.object({ position: z.number(), name: z.string() })),
  /** Positions in the running order, or null. */
  on_stage: z.number().nullable(),
  next: z.number().nullable(),
  /**
   * A watcher's join to the stage's VideoRoom, or (`relay`) to the Streaming mountpoint of an edge
   * Janus fed with the stage by RTP forwarding; null when the school has no Janus.
   */
  janus: recitalJanusJoin
    .extend({ relay: z.object({ mount: z.number(), pin: z.string() }).nullable() })
    .nullable(),
});
export type AudienceView = z.infer<typeof audienceResponse>;
