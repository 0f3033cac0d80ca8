// The live-class contract, one file per sub-contract as the server's folders are
// (server/routes/live-class/<area>): access, meeting-status, practice, signaling, chat, notes,
// events; this file holds what several of them use. Paths are in common/api.ts.
//
// Every call answers `{ success, data, message }` (liveResponse). Identity comes from the
// session: user_id, user_role, teacher_id and sender_id are optional and, when sent, must match
// the signed-in user (403 otherwise). Refusals (not signed in 401, not a member / wrong role /
// join password not passed / class closed 403, rate limited 429, bad input 400) answer
// `{ success: false, data: null, error, message }` with that status (liveErrorSchema in
// ../errors.ts). The two "check" calls (access, password) answer their verdict: the access check
// always 200 with `success` telling whether the user may join; a wrong password 403 with the
// message to show.
import { z } from 'zod';
import { dbId } from '../fields.ts';

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

/** The class id of every call (body or query). */
export const classIdSchema = dbId('Invalid class ID');
/** A user id the client may send along; checked against the session. */
export const claimedUserId = z.optional(dbId('Invalid user ID'));
/** Compared case-insensitively with the session's role ('Teacher' and 'teacher' both match). */
export const claimedRole = z.string().optional();

export const CLASS_ROLES = ['teacher', 'student'] as const;
export type ClassRole = (typeof CLASS_ROLES)[number];

/** Every live-class answer. */
export const liveResponse = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.boolean(), data, message: z.string() });

/** The spec's 0/1 flags. */
export const flag = z.union([z.literal(0), z.literal(1)]);
