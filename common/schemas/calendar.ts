import { z } from 'zod';
import {
  calendarReach,
  lessonPolicySchema,
  SERIES_TOO_LONG,
  seriesTooLong,
  TIME_OUT_OF_REACH,
} from '../lesson-policy.ts';
import { ROLES } from './auth.ts';
import { optionalId } from './enrolments.ts';
import { dbId } from './fields.ts';
import { joinPasswordField, lessonFields, schoolDateField, schoolTimeField } from './lesson-fields.ts';

// The lesson calendar (issue 28): weekly series, moving and cancelling lessons by the school's
// rules, the change log, make-ups owed, and each person's calendar feed. Times travel as ISO
// instants (`starts_at`) with a label already on the viewer's clock (`when_label`, see
// common/lesson-time.ts), so pages need no zone rules of their own.

const schoolDate = schoolDateField;
/** A lesson's new time: an instant as ISO 8601 with its offset (2026-03-03T12:30:00.000Z), within the next 2 years. */
const newTime = z.iso
  .datetime({ offset: true, message: 'Please choose a valid time' })
  .refine((time) => new Date(time) <= calendarReach().latest, TIME_OUT_OF_REACH);

/** A time as the viewer sees it: the instant and its label on their clock. */
export const lessonTimeSchema = z.object({ starts_at: z.string(), when_label: z.string() });
export type LessonTime = z.infer<typeof lessonTimeSchema>;

// ---- weekly series (admin) ----

export const WEEKDAY_LABELS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** At most this many lessons in one series (a year of three a week). */
export const SERIES_MAX_LESSONS = 160;

/** POST /api/admin/series: weekdays and start time on the school's clock. */
export const createSeriesSchema = z
  .object({
    ...lessonFields,
    /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
    weekdays: z
      .array(z.number().int().min(1).max(7), 'Please choose at least one weekday')
      .min(1, 'Please choose at least one weekday')
      .max(7),
    startTime: schoolTimeField,
    firstDate: schoolDate,
    end: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('date'), untilDate: schoolDate }),
      z.object({
        kind: z.literal('count'),
        lessonCount: z.coerce
          .number('Number of lessons is required')
          .int('Number of lessons must be a whole number')
          .min(1, `Number of lessons must be between 1 and ${SERIES_MAX_LESSONS}`)
          .max(SERIES_MAX_LESSONS, `Number of lessons must be between 1 and ${SERIES_MAX_LESSONS}`),
      }),
    ]),
    joinPassword: joinPasswordField.default(''),
    /** The student's enrolment every lesson counts against: all of them must fit in what it has left. */
    enrolmentId: optionalId('Invalid enrolment'),
  })
  .refine((v) => v.end.kind !== 'date' || v.end.untilDate >= v.firstDate, {
    message: 'The last date must be on or after the first date',
    path: ['end', 'untilDate'],
  })
  .refine((v) => v.end.kind !== 'date' || !seriesTooLong(v.firstDate, v.end.untilDate), {
    message: SERIES_TOO_LONG,
    path: ['end', 'untilDate'],
  });
export type CreateSeriesInput = z.input<typeof createSeriesSchema>;

/** A lesson that cannot be stored because its teacher or student has another then. */
export const clashSchema = z.object({
  starts_at: z.string(),
  when_label: z.string(),
  /** Names the clash: "Tue 3 Mar 2026, 18:00 India time: Asha Rao (teacher) has 'Piano Grade 2' then". */
  message: z.string(),
});
export type Clash = z.infer<typeof clashSchema>;

/** POST /api/admin/series/check (stores nothing): the lessons a series would make, and every clash. */
export const seriesCheckResponse = z.object({
  result: z.literal(true),
  lessons: z.array(lessonTimeSchema),
  clashes: z.array(clashSchema),
  /** Why the enrolment cannot take these lessons (with the figures), or null when it can or none was chosen. */
  enrolmentRefusal: z.string().nullable(),
});

export const seriesSchema = z.object({
  id: z.number(),
  batch_name: z.string(),
  teacher_id: z.number(),
  student_id: z.number(),
  weekdays: z.array(z.number()),
  start_time: z.string(),
  duration_minutes: z.number(),
  first_date: z.string(),
  until_date: z.string().nullable(),
  lesson_count: z.number().nullable(),
  /** The school date from which it was ended, or null. */
  ended_from: z.string().nullable(),
  lessons: z.array(lessonTimeSchema.extend({ id: z.number(), status: z.string() })),
});
/** POST /api/admin/series (201; 409 naming every clash, with nothing stored) and GET /api/admin/series/{id}. */
export const seriesResponse = z.object({ result: z.literal(true), Series: seriesSchema });

/** POST /api/admin/series/{id}/end: lessons from this school date on that have not started are removed. */
export const endSeriesSchema = z.object({ fromDate: schoolDate });

/** PATCH /api/admin/classes/{id}: 'this' lesson only, or it and the later lessons of its series. */
export const EDIT_SCOPES = ['this', 'later'] as const;
export const editScopeSchema = z.enum(EDIT_SCOPES).default('this');

// ---- moving and cancelling a lesson (student, teacher, admin) ----

export const classIdParams = z.object({ id: dbId('Invalid class ID') });
export const requestIdParams = z.object({ id: dbId('Invalid request ID') });

/** GET /api/classes/{id}/free-times?from=YYYY-MM-DD&days=N: times both could have this lesson. */
export const freeTimesQuery = z.object({
  from: schoolDate.optional(),
  days: z.coerce.number().int().min(1).max(31).default(14),
});
export const freeTimesResponse = z.object({ result: z.literal(true), times: z.array(lessonTimeSchema) });

/** What the signed-in person may do with one lesson now, and the policy's words for it. */
export const lessonOptionsSchema = z.object({
  can_reschedule: z.boolean(),
  /** Why not, naming the rule and what is still possible; null when allowed. */
  reschedule_refusal: z.string().nullable(),
  can_cancel: z.boolean(),
  cancel_refusal: z.string().nullable(),
  /** A student's cancellation now would count the lesson as completed. */
  cancel_counts_as_completed: z.boolean(),
  /** The policy's sentences for these actions, with the school's figures. */
  policy_words: z.array(z.string()),
});
export type LessonOptions = z.infer<typeof lessonOptionsSchema>;
/** GET /api/classes/{id}/options */
export const lessonOptionsResponse = z.object({ result: z.literal(true), Options: lessonOptionsSchema });

/** POST /api/classes/{id}/reschedule-requests (student): one to five proposed instants. */
export const rescheduleRequestSchema = z.object({
  times: z
    .array(newTime, 'Please choose at least one new time')
    .min(1, 'Please choose at least one new time')
    .max(5, 'Please choose at most 5 times'),
});

export const rescheduleRequestView = z.object({
  id: z.number(),
  class_id: z.number(),
  status: z.enum(['pending', 'accepted', 'declined', 'withdrawn']),
  proposed: z.array(lessonTimeSchema),
  requested_at: z.string(),
});
export type RescheduleRequestView = z.infer<typeof rescheduleRequestView>;
export const rescheduleRequestResponse = z.object({
  result: z.literal(true),
  Request: rescheduleRequestView,
});

/** POST /api/reschedule-requests/{id}/accept (the lesson's teacher or an admin): one of the proposed times. */
export const acceptRequestSchema = z.object({ time: newTime });
/** POST /api/reschedule-requests/{id}/decline, and .../withdraw (the student): no body. */

/** POST /api/classes/{id}/move (teacher or admin): a new start. */
export const moveLessonSchema = z.object({
  startsAt: newTime,
  /** An admin's override of the teacher's minimum notice. */
  override: z.boolean().default(false),
});
/** POST /api/classes/{id}/cancel (student, teacher or admin). */
export const cancelLessonSchema = z.object({
  override: z.boolean().default(false),
  note: z.string().trim().max(500, 'Note must be at most 500 characters').default(''),
});

/** The lesson after a change, on the caller's clock. */
export const lessonChangeResponse = z.object({
  result: z.literal(true),
  Class: lessonTimeSchema.extend({
    id: z.number(),
    status: z.enum(['scheduled', 'in_progress', 'completed', 'cancelled']),
    counted_reason: z.enum(['late_cancellation', 'no_show']).nullable(),
  }),
  /** What happened, to show: 'Lesson cancelled. It counts as completed: ...'. */
  message: z.string(),
});

// ---- the admin's views ----

export const changeEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  at_label: z.string(),
  actor_name: z.string(),
  actor_role: z.enum([...ROLES, 'system']),
  action: z.string(),
  /** One line: 'Moved from Tue 3 Mar 2026, 18:00 India time to Thu 5 Mar 2026, 18:00 India time'. */
  summary: z.string(),
  rule: z.string().nullable(),
});
/** GET /api/admin/classes/{id}/changes: oldest first. */
export const classChangesResponse = z.object({
  result: z.literal(true),
  Changes: z.array(changeEntrySchema),
});

export const makeUpOwedSchema = z.object({
  class_id: z.number(),
  batch_name: z.string(),
  teacher: z.object({ id: z.number(), name: z.string() }),
  student: z.object({ id: z.number(), name: z.string() }),
  starts_at: z.string(),
  when_label: z.string(),
  cancelled_by: z.enum(['teacher', 'school']),
  cancelled_at: z.string().nullable(),
});
/** GET /api/admin/make-ups: cancelled by the teacher or the school, no make-up booked yet (oldest first). */
export const makeUpsResponse = z.object({ result: z.literal(true), MakeUps: z.array(makeUpOwedSchema) });

/** GET /api/lesson-policy: the school's figures (signed in). */
export const lessonPolicyResponse = z.object({ result: z.literal(true), Policy: lessonPolicySchema });

// ---- calendar feed (each person, from their account page) ----

/** GET /api/user/calendar-feed: whether a feed link exists (it is shown only when made). */
export const calendarFeedStatus = z.object({ active: z.boolean(), created_at: z.string().nullable() });
/** POST /api/user/calendar-feed: a new private link (the old one stops working). DELETE: revoked. */
export const calendarFeedCreated = z.object({
  active: z.literal(true),
  created_at: z.string(),
  url: z.string(),
});
/** GET /api/calendar/{token}.ics: text/calendar, the lessons of the past 30 and next 90 days. */
export const FEED_PAST_DAYS = 30;
export const FEED_FUTURE_DAYS = 90;
