// WEBRTC_SIGNALING (POST and GET /api/webrtc_signaling.php) and CLEANUP_WEBRTC_SIGNALING
// (GET /api/cleanup_webrtc_signaling.php): server/routes/live-class/signaling.
import { z } from 'zod';
import { boundedJson, dbCursor, epochMs } from '../fields.ts';
import {
  CLASS_ROLES,
  type ClassRole,
  claimedRole,
  claimedUserId,
  classIdSchema,
  liveResponse,
} from './shared.ts';

// Beyond the spec: a party's phone as its second camera, on a connection of its own to the other
// party's room. The phone offers and the room answers (either role); candidates go both ways,
// their data saying from which end; the phone says when it goes.
export const CAMERA_SIGNALS = ['camera_offer', 'camera_answer', 'camera_candidate', 'camera_leave'] as const;
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
  ...CAMERA_SIGNALS,
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
/**
 * A teacher's phone camera also has a connection to the teacher's own room (the recording is made
 * there), so its messages may go to the sender's own role; all others go to the other member.
 */
const TO_OWN_ROLE: ReadonlySet<SignalType> = new Set(CAMERA_SIGNALS);
export const addressesSignal = (role: ClassRole, type: SignalType, to: ClassRole) =>
  to !== role || TO_OWN_ROLE.has(type);
/** What the phone itself sends (a camera session sends nothing else): the room answers its offers. */
export const PHONE_SIGNALS: ReadonlySet<SignalType> = new Set([
  'camera_offer',
  'camera_candidate',
  'camera_leave',
]);
/** A signalling message's data (an SDP offer with many codecs and candidates is some 10 KB). */
export const SIGNAL_DATA_MAX_BYTES = 64 * 1024;

/**
 * `type` + `data`, or the spec's `message_type` + `sdp` for screen and restore offers. `data`
 * is any JSON (an RTCSessionDescriptionInit, an RTCIceCandidateInit, null), delivered as sent
 * to the other member of the class (or to `to_role`). Answers `{ id }`.
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
    /** Beyond the spec: whose inbox (the other member's when absent; one's own for 'camera_*'). */
    to_role: z.enum(CLASS_ROLES).optional(),
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

// ---- CLEANUP_WEBRTC_SIGNALING ----

/** Signalling messages older than this are deleted by the cleanup call. */
export const SIGNAL_KEEP_SECONDS = 60;
export const cleanupQuery = z.object({ class_id: classIdSchema });
export const cleanupResponse = liveResponse(
  z.object({ deleted_entries: z.number(), remaining_entries: z.number() }),
);
