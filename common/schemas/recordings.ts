// Lesson recordings: the room's two class calls (UPDATE_RECORDING_STATUS, UPLOAD_CLASS_RECORDING),
// the room's read of the state, and the dashboard's lists, file and delete. The class calls answer
// the live-class shape `{ success, data, message }` and refuse with
// `{ success: false, data: null, error, message }` (401 not signed in; 403 not the class's
// teacher, class not open, password not passed, recordings off, no recording consent for the
// student (the reason in words); 400 bad input; 409 a different
// part under a number already received; 413 a part or the lesson over its limit).
import { z } from 'zod';
import { dbId } from './fields.ts';
import { liveResponse } from './live-class/shared.ts';

export const RECORDING_MESSAGES = {
  disabled: 'Recording is turned off for this school',
  started: 'Recording started',
  stopped: 'Recording stopped',
  notRecording: 'Recording has not been started. Press Record to start it.',
  badPart: 'This part is not part of a WebM recording',
  partTooLarge: 'A recording part is too large (at most 32 MB)',
  /** The lesson's limit (RECORDING_MAX_MB) was reached: recording stops, the lesson goes on. */
  lessonTooLarge:
    'This lesson’s recording has reached its size limit, so recording has stopped. The lesson goes on.',
  partConflict: 'A different part with this number was already received',
  partReceived: 'Part received',
  partDuplicate: 'Part already received',
  notFound: 'Recording not found',
  deleted: 'Recording deleted',
} as const;

/** The recorder's part length: each part is uploaded when it ends (a part is at most 5 s). */
export const RECORDING_PART_MS = 3_000;
/** One part's size limit (a 5 s part at the highest quality is a few MB). */
export const RECORDING_PART_MAX_BYTES = 32 * 1024 * 1024;

export const RECORDING_STATUSES = ['recording', 'processing', 'ready', 'failed'] as const;
export type RecordingStatus = (typeof RECORDING_STATUSES)[number];

const classId = dbId('Invalid class ID');
const claimedUserId = z.optional(dbId('Invalid user ID'));
const claimedRole = z.string().optional();
const count = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(0, message).max(1_000_000, message);

/** The class's recording as the room sees it. */
export const recordingStateSchema = z.object({
  /** RECORDINGS=on: the teacher's Record control is shown. */
  enabled: z.boolean(),
  /**
   * Why the lesson may not be recorded now, in words (the student's recording consent: issue 45),
   * or null: the Record control is unavailable with this reason, and a start or a part is refused.
   */
  unavailable_reason: z.string().nullable(),
  recording_id: z.number().nullable(),
  status: z.enum(RECORDING_STATUSES).nullable(),
  /** The open segment (the teacher's browser uploads into it), or null when not recording. */
  segment: z.number().nullable(),
  /** When the open segment started (ISO), or null: both sides show 'Recording' and the running time. */
  recording_since: z.string().nullable(),
  /** Bytes received so far for the whole lesson, and the lesson's limit. */
  size_bytes: z.number(),
  max_bytes: z.number(),
});
export type RecordingState = z.infer<typeof recordingStateSchema>;
export const recordingStateResponse = liveResponse(recordingStateSchema);

/** GET /api/recording_status.php?class_id=: the class's two members, class open. */
export const recordingStateQuery = z.object({ class_id: classId });
export type RecordingStateQuery = z.input<typeof recordingStateQuery>;

/**
 * POST /api/update_recording_status.php: the class's teacher, class open, password passed.
 * 'start' opens a new segment of the lesson's recording (a reload of the teacher's page starts
 * another); 'stop' closes it and makes the file (status 'processing', then 'ready' or 'failed').
 */
export const updateRecordingBody = z.object({
  class_id: classId,
  user_id: claimedUserId,
  user_role: claimedRole,
  status: z.enum(['start', 'stop']),
});
export type UpdateRecordingBody = z.input<typeof updateRecordingBody>;

/**
 * POST /api/upload_class_recording.php?class_id=&recording_id=&segment=&seq= with the part's
 * bytes as the body (Content-Type video/webm). Same teacher rules as above, and the segment must
 * be open. Idempotent by (segment, seq): the same bytes again answer `duplicate: true`; other
 * bytes under a received number answer 409. Parts may arrive in any order; the file joins them
 * by number. The first part of a segment must start a WebM file.
 */
export const uploadPartQuery = z.object({
  class_id: classId,
  recording_id: dbId('Invalid recording ID'),
  segment: count('Invalid segment'),
  seq: count('Invalid part number'),
});
export type UploadPartQuery = z.input<typeof uploadPartQuery>;
export const uploadPartResponse = liveResponse(
  z.object({ segment: z.number(), seq: z.number(), duplicate: z.boolean(), size_bytes: z.number() }),
);
export type UploadPartData = z.infer<typeof uploadPartResponse>['data'];

/** A recording in a dashboard list. */
export const recordingItemSchema = z.object({
  id: z.number(),
  /** Null for a recital's recording (issue 49). */
  class_id: z.number().nullable(),
  batch_name: z.string(),
  class_date: z.string(),
  class_time: z.string(),
  /** The instant, and the time on the viewer's clock (common/lesson-time.ts). */
  starts_at: z.string(),
  when_label: z.string(),
  teacher_name: z.string(),
  student_name: z.string(),
  status: z.enum(RECORDING_STATUSES),
  /** Known once the file is made. */
  duration_ms: z.number().nullable(),
  /** The file's size once joined; until then the bytes received. */
  size_bytes: z.number(),
  created_at: z.string(),
  /** GET: the file (Range for seeking; ?download=1 to save it), or null until ready. */
  file_url: z.string().nullable(),
});
export type RecordingItem = z.infer<typeof recordingItemSchema>;

/** GET /api/my_recordings (teacher, student: their classes') and GET /api/admin/recordings (all). */
export const recordingListResponse = z.object({ recordings: z.array(recordingItemSchema) });
export type RecordingListResponse = z.infer<typeof recordingListResponse>;

/** DELETE /api/admin/recordings/:id: what was done, in words. */
export const recordingDeleteResponse = z.object({ message: z.string() });
export const recordingIdParams = z.object({ id: dbId('Invalid recording ID') });
export const recordingFileQuery = z.object({ download: z.enum(['0', '1']).optional() });

// ---- a recital's recording (issue 49): its organiser records the stage from their stage page ----

/** POST /recitals/{id}/recording: the organiser (or an admin) starts or stops it. */
export const recitalRecordingBody = z.object({ status: z.enum(['start', 'stop']) });
/** POST /recitals/{id}/recording/parts?recording_id=&segment=&seq=: one part, as a lesson's. */
export const recitalPartQuery = uploadPartQuery.omit({ class_id: true });
export type RecitalPartQuery = z.input<typeof recitalPartQuery>;
export const recitalPartResponse = z.object({
  segment: z.number(),
  seq: z.number(),
  duplicate: z.boolean(),
  size_bytes: z.number(),
});
