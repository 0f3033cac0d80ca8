// A group lesson's room on Janus (issue 49): the member's ticket to it, and the teacher's mute.
import { z } from 'zod';
import { dbId } from './fields.ts';
import { CLASS_ROLES } from './live-class/shared.ts';

export const janusTokenResponse = z.object({
  /** Janus's REST API as the browser reaches it: the app's same-origin proxy (no secret in it). */
  janusUrl: z.string(),
  room: z.number(),
  token: z.string(),
  /** The id to publish as: the member's user id. */
  feed: z.number(),
  /** Everyone who may be in the room, by the feed id they publish as. */
  members: z.array(z.object({ id: z.number(), name: z.string(), role: z.enum(CLASS_ROLES) })),
});

export const janusMuteBody = z.object({
  /** The student's feed (their user id). */
  feed: dbId('Please choose a student'),
  /** The m-line of their sound, as Janus lists it. */
  mid: z.string().min(1).max(16),
  mute: z.boolean(),
});

export const janusMuteResponse = z.object({ feed: z.number(), mute: z.boolean() });
