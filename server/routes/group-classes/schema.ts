import { z } from 'zod';
import { createSeriesSchema } from '../../../common/schemas/calendar.ts';
import { dbId } from '../../../common/schemas/fields.ts';
import { CLASS_ROLES } from '../../../common/schemas/live-class/shared.ts';

const { studentId: _one, enrolmentId: _enrolment, ...seriesFields } = createSeriesSchema.shape;

/** A weekly group class: a series' fields, with the students in place of the one student. */
export const createGroupClassSchema = z.object({
  ...seriesFields,
  studentIds: z.array(dbId('Please choose a student')).min(1, 'Please choose the students'),
});

export const groupClassResponse = z.object({
  id: z.number(),
  batchName: z.string(),
  teacherId: z.number(),
  studentIds: z.array(z.number()),
  /** Each lesson's start and the places in it (one lesson row per student). */
  lessons: z.array(z.object({ startsAt: z.string(), classIds: z.array(z.number()) })),
});

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
