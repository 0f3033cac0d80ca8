// The live-class contract: requests and `{ success, data, message }` answers of every CLASS
// call (paths in common/api.ts), the push stream's events, and the server's
// messages. Identity comes from the session: user_id, user_role, teacher_id and sender_id
// are optional and, when sent, must match the signed-in user (403 otherwise).
//
// Refusals (not signed in 401, not a member / wrong role / join password not passed /
// class closed 403, rate limited 429, bad input 400) answer
// `{ success: false, data: null, error, message }` with that status. The two "check" calls
// (access, password) answer their verdict: the access check always 200 with `success`
// telling whether the user may join; a wrong password 403 with the message to show.
import { z } from 'zod';
import { CHAT_FILE_MAX_BYTES } from '../live-class-files.ts';
import { BAR, FINE_TUNE_CENTS, FIRST_STRINGS, TALA_IDS, TEMPO, TONICS } from '../practice-tools.ts';
import { liveErrorSchema } from './errors.ts';
import { boundedJson, DB_INT_MAX, dbCursor, dbId, epochMs } from './fields.ts';

// ---- messages (shown word for word where the spec has them) ----

export const LIVE_MESSAGES = {
  /** Spec, Class Completed screen; the access check's message when the class is completed. */
  completed: 'This class has already been completed. Please join another class.',
  /** Spec, Access Denied screen; the access check's message for anyone else. */
  notAuthorized: 'You are not authorized to join this class. Please join a class you are authorized for.',
  cancelled: 'This class has been cancelled.',
  notToday: 'This class is not scheduled for today.',
  allowed: 'Access granted',
  passwordRequired: 'Password is required',
  wrongPassword: 'Incorrect class password',
  passwordVerified: 'Password verified',
  passwordFirst: 'Please enter the class password first',
  teacherOnly: 'Only the teacher of this class can do that',
} as const;

// ---- shared pieces ----

/** The class id of every call (body or query). */
export const classIdSchema = dbId('Invalid class ID');
const claimedUserId = z.optional(dbId('Invalid user ID'));
/** Compared case-insensitively with the session's role ('Teacher' and 'teacher' both match). */
const claimedRole = z.string().optional();

export const CLASS_ROLES = ['teacher', 'student'] as const;
export type ClassRole = (typeof CLASS_ROLES)[number];

/** Every live-class answer. */
export const liveResponse = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), data, message: z.string() });
/** The body of a refusal (4xx/5xx), from the app's one error handler. */
export { liveErrorSchema };

const flag = z.union([z.literal(0), z.literal(1)]);

// ---- CHECK_CLASS_ACCESS: POST /api/check_class_access.php ----

export const checkAccessBody = z.object({
  class_id: classIdSchema,
  user_id: claimedUserId,
  user_role: claimedRole,
});

/** What the class's members learn about it. The join password itself never leaves the server. */
export const classInfoSchema = z.object({
  id: z.number(),
  /** As stored (may hold HTML-escaped apostrophes: the client decodes them for display). */
  batch_name: z.string(),
  class_date: z.string(),
  class_time: z.string(),
  is_started: z.boolean(),
  is_completed: z.boolean(),
  /** The join dialog asks for a password. */
  requires_password: z.boolean(),
});
export type ClassInfo = z.infer<typeof classInfoSchema>;

export const ACCESS_VERDICTS = ['allowed', 'completed', 'cancelled', 'not_today', 'not_authorized'] as const;
export type AccessVerdict = (typeof ACCESS_VERDICTS)[number];

/**
 * Always 200 for a signed-in user. success true only for 'allowed'. 'completed' comes with the
 * class and a message containing 'completed'; 'not_authorized' (not a member, or no such class)
 * comes with class and user_role null.
 */
export const checkAccessData = z.object({
  access: z.enum(ACCESS_VERDICTS),
  class: classInfoSchema.nullable(),
  /** The user's role in this class. */
  user_role: z.enum(CLASS_ROLES).nullable(),
  /** This session already passed the join password (or the class has none). */
  password_verified: z.boolean(),
});
export type CheckAccessData = z.infer<typeof checkAccessData>;
export const checkAccessResponse = liveResponse(checkAccessData);

// ---- VERIFY_CLASS_PASSWORD: POST /api/verify_class_password.php ----

/** Success records that this session passed the password; 403 with LIVE_MESSAGES.wrongPassword otherwise; rate limited (429). */
export const verifyPasswordBody = z.object({
  class_id: classIdSchema,
  password: z.string().min(1, LIVE_MESSAGES.passwordRequired).max(200),
});
export const verifyPasswordResponse = liveResponse(z.object({ verified: z.literal(true) }));

// ---- practice tools: the shared metronome and tanpura drone ----

/**
 * The metronome as the class keeps it. While on, beat `anchor_beat` sounds at `anchor_ms`
 * (server clock, ms since the epoch) and one follows every 60000/bpm ms; each side places its
 * beats on that time line with its own estimate of the server clock. With a tala, `beats` is
 * the tala's length.
 */
export const metronomeStateSchema = z.object({
  on: z.boolean(),
  bpm: z.number().int().min(TEMPO.min).max(TEMPO.max),
  beats: z.number().int().min(BAR.min).max(BAR.max),
  tala: z.enum(TALA_IDS).nullable(),
  anchor_ms: z.number(),
  anchor_beat: z.number().int().nonnegative(),
});
export const droneStateSchema = z.object({
  on: z.boolean(),
  tonic: z.enum(TONICS),
  /** Fine tune of the tonic, in cents. */
  cents: z.number().int().min(FINE_TUNE_CENTS.min).max(FINE_TUNE_CENTS.max),
  /** The first string's note below Sa. */
  first_string: z.enum(FIRST_STRINGS),
});
export const practiceStateSchema = z.object({
  metronome: metronomeStateSchema,
  drone: droneStateSchema,
});
export type PracticeState = z.infer<typeof practiceStateSchema>;
export type MetronomeState = z.infer<typeof metronomeStateSchema>;
export type DroneState = z.infer<typeof droneStateSchema>;
/** Both tools off, as a class starts. */
export const PRACTICE_OFF: PracticeState = {
  metronome: { on: false, bpm: TEMPO.default, beats: BAR.default, tala: null, anchor_ms: 0, anchor_beat: 0 },
  drone: { on: false, tonic: 'C', cents: 0, first_string: 'Pa' },
};

/**
 * POST /api/set_practice_tools.php: the class's teacher (open class, password passed) changes
 * either tool; fields left out stay as they are. Starting the metronome names the server time
 * of its first beat a moment ahead; a tempo change while it runs keeps the next beat and the
 * count; a new bar or tala starts the count again on the next beat. Answers the new status,
 * which is also pushed.
 */
export const practiceBody = z.object({
  class_id: classIdSchema,
  user_id: claimedUserId,
  user_role: claimedRole,
  metronome: z
    .object({
      on: z.boolean().optional(),
      bpm: z.number().int().min(TEMPO.min).max(TEMPO.max).optional(),
      beats: z.number().int().min(BAR.min).max(BAR.max).optional(),
      tala: z.enum(TALA_IDS).nullable().optional(),
    })
    .strict()
    .optional(),
  drone: z
    .object({
      on: z.boolean().optional(),
      tonic: z.enum(TONICS).optional(),
      cents: z.number().int().min(FINE_TUNE_CENTS.min).max(FINE_TUNE_CENTS.max).optional(),
      first_string: z.enum(FIRST_STRINGS).optional(),
    })
    .strict()
    .optional(),
});
export type PracticeChange = Pick<z.infer<typeof practiceBody>, 'metronome' | 'drone'>;

/** GET /api/server_time: the server's clock (ms since the epoch), for the tools' clock estimate. Public. */
export const serverTimeResponse = liveResponse(z.object({ server_ms: z.number() }));

// ---- meeting status: CHECK_MEETING_STATUS, START_CLASS, UPDATE_CLASS_ATTENDANCE, COMPLETE_CLASS ----

/**
 * From attendance: X_joined is 1 once X has joined; X_left is 1 while X's latest action is
 * 'leave' (a rejoin sets it back to 0). Present = joined and not left.
 */
export const meetingStatusSchema = z.object({
  teacher_joined: flag,
  student_joined: flag,
  is_started: flag,
  teacher_left: flag,
  student_left: flag,
  /** Beyond the spec: the teacher completed the class. */
  is_completed: flag,
  /**
   * Beyond the spec: how many times each has joined. A leave and rejoin between two looks at
   * the status (a reload within a poll interval) leaves the flags as they were; this changes.
   */
  teacher_joins: z.number().int().nonnegative(),
  student_joins: z.number().int().nonnegative(),
  /** Beyond the spec: 1 while the teacher has 'Music mode' on (original sound for both parties). */
  music_mode: flag,
  /**
   * Beyond the spec: the practice tools, as the teacher last set them. Always sent by this
   * server; a status without it (an older server, a test's fake) means both tools off.
   */
  practice: practiceStateSchema.optional(),
});
export type MeetingStatus = z.infer<typeof meetingStatusSchema>;
export const meetingStatusResponse = liveResponse(meetingStatusSchema);

/** GET /api/check_meeting_status.php; `timestamp` is accepted and ignored (cache busting). Members only. */
export const meetingStatusQuery = z.object({ class_id: classIdSchema, timestamp: z.string().optional() });

/** POST /api/start_class.php: the class's teacher only, on the class's day (no password needed: the start-class modal calls it). */
export const startClassBody = z.object({ class_id: classIdSchema, teacher_id: claimedUserId });

export const ATTENDANCE_ACTIONS = ['join', 'leave'] as const;
/** POST /api/update_class_attendance.php: 'join' needs an open class and the password passed; 'leave' only membership. Answers the new status. */
export const attendanceBody = z.object({
  class_id: classIdSchema,
  user_id: claimedUserId,
  user_role: claimedRole,
  action: z.enum(ATTENDANCE_ACTIONS),
});
export type AttendanceBody = z.input<typeof attendanceBody>;

/** POST /api/complete_class.php: the class's teacher only. Answers the new status. */
export const completeClassBody = z.object({
  class_id: classIdSchema,
  user_id: claimedUserId,
  user_role: claimedRole,
});

/** Music mode's Opus bitrate in kbps (setting MUSIC_AUDIO_KBPS): default and accepted range. */
export const MUSIC_AUDIO_KBPS = { default: 128, min: 64, max: 256 } as const;

/**
 * POST /api/set_music_mode.php: the class's teacher turns 'Music mode' on or off for the open
 * class. Kept with the class (a rejoin keeps it); answers the new status, which is also pushed.
 */
export const musicModeBody = z.object({
  class_id: classIdSchema,
  user_id: claimedUserId,
  user_role: claimedRole,
  music_mode: z.union([z.boolean(), flag]).transform(Boolean),
});

// ---- WEBRTC_SIGNALING: POST and GET /api/webrtc_signaling.php ----

export const SIGNAL_TYPES = [
  'offer',
  'answer',
  'screen_offer',
  'screen_answer',
  'restore_video_offer',
  'restore_video_answer',
  'stop_screen_share',
  'ice-candidate',
  // Beyond the spec: a new offer on the same connection (its audio settings changed) and its answer.
  'renegotiate_offer',
  'renegotiate_answer',
  // Beyond the spec: the student's connection went down; the teacher answers with an ICE restart offer.
  'ice_restart_request',
] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];
/**
 * The teacher makes the media offers and the student answers them (spec: "The teacher side makes
 * the media offer; the student answers"); screen share, its restore and ICE candidates go both ways.
 */
const ONLY_FROM: Partial<Record<SignalType, ClassRole>> = {
  offer: 'teacher',
  renegotiate_offer: 'teacher',
  answer: 'student',
  renegotiate_answer: 'student',
  ice_restart_request: 'student',
};
export const sendsSignal = (role: ClassRole, type: SignalType) => (ONLY_FROM[type] ?? role) === role;
/** A signalling message's data (an SDP offer with many codecs and candidates is some 10 KB). */
export const SIGNAL_DATA_MAX_BYTES = 64 * 1024;

/**
 * `type` + `data`, or the spec's `message_type` + `sdp` for screen and restore offers. `data`
 * is any JSON (an RTCSessionDescriptionInit, an RTCIceCandidateInit, null), delivered as sent
 * to the other member of the class. Answers `{ id }`.
 */
export const signalPostBody = z
  .object({
    class_id: classIdSchema,
    user_id: claimedUserId,
    user_role: claimedRole,
    type: z.enum(SIGNAL_TYPES).optional(),
    message_type: z.enum(SIGNAL_TYPES).optional(),
    data: boundedJson(SIGNAL_DATA_MAX_BYTES, 'Signalling data is too large'),
    sdp: boundedJson(SIGNAL_DATA_MAX_BYTES, 'Signalling data is too large'),
  })
  .refine((b) => b.type ?? b.message_type, { message: 'type is required', path: ['type'] })
  // One shape for the server: the refine above guarantees a type.
  .transform(({ type, message_type, data, sdp, ...rest }) => ({
    ...rest,
    type: (type ?? message_type) as SignalType,
    data: data ?? sdp ?? null,
  }));
export const signalPostResponse = liveResponse(z.object({ id: z.number() }));

export const signalMessageSchema = z.object({
  id: z.number(),
  message_type: z.enum(SIGNAL_TYPES),
  data: z.unknown(),
  from_role: z.enum(CLASS_ROLES),
  to_role: z.enum(CLASS_ROLES),
  created_at: z.string(),
});
export type SignalMessage = z.infer<typeof signalMessageSchema>;

/**
 * Messages to the caller, oldest first: with `last_id`, those after it (preferred); else with
 * `timestamp` (ms since the epoch; seconds also understood), those stored after it; else all kept.
 */
export const signalGetQuery = z.object({
  class_id: classIdSchema,
  user_id: claimedUserId,
  user_role: claimedRole,
  timestamp: z.optional(epochMs('Invalid timestamp')),
  last_id: z.optional(dbCursor('Invalid last_id')),
});
export const signalGetResponse = liveResponse(z.object({ messages: z.array(signalMessageSchema) }));

// ---- CLEANUP_WEBRTC_SIGNALING: GET /api/cleanup_webrtc_signaling.php ----

/** Signalling messages older than this are deleted by the cleanup call. */
export const SIGNAL_KEEP_SECONDS = 60;
export const cleanupQuery = z.object({ class_id: classIdSchema });
export const cleanupResponse = liveResponse(
  z.object({ deleted_entries: z.number(), remaining_entries: z.number() }),
);

// ---- CLASS_CHAT_MESSAGES: GET and POST /api/class_chat_messages.php ----

export const CHAT_INITIAL_LIMIT = 100;
export const CHAT_TEXT_MAX = 5000;
export const CHAT_MESSAGE_TYPES = ['text', 'image', 'video', 'audio', 'document', 'file'] as const;

export const chatMessageSchema = z.object({
  id: z.number(),
  sender_id: z.number(),
  sender_name: z.string(),
  sender_role: z.enum(CLASS_ROLES),
  message_type: z.enum(CHAT_MESSAGE_TYPES),
  /** The text, or the original file name of a file message. */
  message_content: z.string(),
  /** Where a file message's file is served (GET, the class's two members only), e.g. /api/chat_files/12; null for text. */
  file_path: z.string().nullable(),
  file_name: z.string().nullable(),
  file_size: z.number().nullable(),
  mime_type: z.string().nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** get_messages: the latest `limit` (default and max 100), oldest first. get_new_messages: those after last_message_id. */
export const chatGetQuery = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('get_messages'),
    class_id: classIdSchema,
    limit: z.coerce.number().int().min(1).max(CHAT_INITIAL_LIMIT).default(CHAT_INITIAL_LIMIT),
  }),
  z.object({
    action: z.literal('get_new_messages'),
    class_id: classIdSchema,
    last_message_id: z._default(dbCursor('Invalid last_message_id'), 0),
  }),
]);
export const chatListResponse = liveResponse(z.object({ messages: z.array(chatMessageSchema) }));

/**
 * POST JSON. The text is trimmed; empty is refused (400). `client_key`, the sender's own id for
 * the message: sent again with the same key (its answer was lost), it is not stored twice and the
 * answer is the message stored the first time.
 */
export const chatSendBody = z.object({
  action: z.literal('send_message'),
  class_id: classIdSchema,
  sender_id: claimedUserId,
  sender_role: claimedRole,
  message_type: z.literal('text').default('text'),
  message_content: z.string().trim().min(1, 'Message is required').max(CHAT_TEXT_MAX),
  client_key: z
    .string()
    .regex(/^[\w-]{8,64}$/, 'Invalid client_key')
    .optional(),
});

/**
 * POST multipart/form-data to the same path: fields class_id, sender_id, sender_role (before
 * the file), and `file` (spec's types, up to CHAT_FILE_MAX_BYTES, checked by content; 400 with
 * CHAT_FILE_BAD_TYPE or 413 with CHAT_FILE_TOO_LARGE). The file and its message are stored together.
 */
export const chatUploadFields = z.object({
  class_id: classIdSchema,
  sender_id: claimedUserId,
  sender_role: claimedRole,
});
export const chatSendResponse = liveResponse(z.object({ message: chatMessageSchema }));
export { CHAT_FILE_MAX_BYTES };

// ---- CLASS_WHITEBOARD_NOTES: GET and POST /api/white_board.php ----

export const NOTES_MAX = 100_000;
export const notesGetQuery = z.object({
  action: z.literal('get_notes'),
  class_id: classIdSchema,
  user_id: claimedUserId,
  user_role: claimedRole,
});
/** Saved trimmed; empty clears the notes. */
export const notesSaveBody = z.object({
  action: z.literal('save_notes'),
  class_id: classIdSchema,
  user_id: claimedUserId,
  user_role: claimedRole,
  notes_content: z.string().trim().max(NOTES_MAX),
});
/** The caller's own notes for the class ('' and null before the first save). */
export const notesResponse = liveResponse(
  z.object({ notes_content: z.string(), updated_at: z.string().nullable() }),
);

// ---- push: GET /api/class_events?class_id= (server-sent events) ----

/**
 * The class's two members, open class, password passed. On connect the stream sends the current
 * 'meeting-status', then every change as it is stored. Each event's id is a cursor
 * `<last signal id>.<last chat id>`: after a drop, EventSource sends it back as Last-Event-ID and
 * the stream replays the signals and chat messages stored since (the `since` query parameter does
 * the same for a first connection). A fresh stream replays nothing: open it before joining.
 * Comment lines (`: ping`) every SSE_HEARTBEAT_MS keep proxies from closing it.
 */
export const classEventsQuery = z.object({
  class_id: classIdSchema,
  since: z.string().optional(),
});
export const SSE_HEARTBEAT_MS = 15_000;

export const CLASS_EVENTS = {
  meetingStatus: 'meeting-status',
  signal: 'signal',
  chat: 'chat',
} as const;
/** Event name -> the JSON in its data line. Signals come only to their addressee. */
export type ClassEventMap = {
  'meeting-status': MeetingStatus;
  signal: SignalMessage;
  chat: ChatMessage;
};
export type ClassEventName = keyof ClassEventMap;

export type EventCursor = { signalId: number; chatId: number };
export const formatCursor = (c: EventCursor) => `${c.signalId}.${c.chatId}`;
export function parseCursor(value: string | undefined | null): EventCursor | null {
  const m = /^(\d{1,10})\.(\d{1,10})$/.exec(value?.trim() ?? '');
  const cursor = m ? { signalId: Number(m[1]), chatId: Number(m[2]) } : null;
  return cursor && cursor.signalId <= DB_INT_MAX && cursor.chatId <= DB_INT_MAX ? cursor : null;
}
