// Entering and running a class: the access check, the join password, start, attendance, music
// mode and completion (server/routes/live-class/access). The status they answer is in
// meeting-status.ts.
import { z } from 'zod';
import { classHeadingSchema } from '../class-heading.ts';
import {
  CLASS_ROLES,
  claimedRole,
  claimedUserId,
  classIdSchema,
  flag,
  LIVE_MESSAGES,
  liveResponse,
} from './shared.ts';

// ---- CHECK_CLASS_ACCESS: POST /api/check_class_access.php ----

export const checkAccessBody = z.object({
  class_id: classIdSchema,
  user_id: claimedUserId,
  user_role: claimedRole,
});

/**
 * What the class's members learn about it. Its `batch_name` is as stored (it may hold HTML-escaped
 * apostrophes: the client decodes them for display). The join password itself never leaves the server.
 */
export const classInfoSchema = classHeadingSchema.extend({
  is_started: z.boolean(),
  is_completed: z.boolean(),
  /** A place in a group lesson: the room is the group's, on the media server (issue 49). */
  is_group: z.boolean(),
  /** The join dialog asks for a password. */
  requires_password: z.boolean(),
  /** The two parties, as the room shows them: their names, and their photos' addresses or null. */
  teacher_name: z.string(),
  teacher_avatar_url: z.string().nullable(),
  student_name: z.string(),
  student_avatar_url: z.string().nullable(),
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
  /** Who is asking (their own marks on the shared score are told by it). */
  user_id: z.number(),
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

// ---- START_CLASS, UPDATE_CLASS_ATTENDANCE, COMPLETE_CLASS (each answers the meeting status) ----

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

// ---- music mode: POST /api/set_music_mode.php ----

/** Music mode's Opus bitrate in kbps (setting MUSIC_AUDIO_KBPS): default and accepted range. */
export const MUSIC_AUDIO_KBPS = { default: 128, min: 64, max: 256 } as const;

const onOff = z.union([z.boolean(), flag]).transform(Boolean);

/**
 * The class's teacher turns 'Music mode' on or off for the open class, or 'Low latency' within it
 * (either or both in one call). Kept with the class (a rejoin keeps them); answers the new
 * status, which is also pushed. Either party's room turns low latency off by itself when the
 * sound breaks up (`low_latency: false, fell_back: true`), and both are told.
 */
export const musicModeBody = z
  .object({
    class_id: classIdSchema,
    user_id: claimedUserId,
    user_role: claimedRole,
    music_mode: onOff.optional(),
    low_latency: onOff.optional(),
    fell_back: onOff.optional(),
  })
  .refine((b) => b.music_mode !== undefined || b.low_latency !== undefined, {
    message: 'music_mode or low_latency is required',
    path: ['music_mode'],
  })
  .refine((b) => !b.fell_back || b.low_latency === false, {
    message: 'fell_back goes with low_latency off',
    path: ['fell_back'],
  });

/** The room's own fallback (low latency off, the sound broke up): either party may send it. */
export const isLowLatencyFallback = (b: z.output<typeof musicModeBody>) =>
  b.fell_back === true && b.low_latency === false && b.music_mode === undefined;
