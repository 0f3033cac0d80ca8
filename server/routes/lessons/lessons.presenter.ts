import type { z } from 'zod';
import type { LessonPolicy } from '../../../common/lesson-policy.ts';
import { lessonWhenLabel } from '../../../common/lesson-time.ts';
import type {
  freeTimesResponse,
  LessonTime,
  lessonChangeResponse,
  lessonOptionsResponse,
  lessonPolicyResponse,
  rescheduleRequestResponse,
} from '../../../common/schemas/calendar.ts';
import { classStatus } from '../classes/classes.service.ts';
import type { Lesson } from './lesson-access.ts';
import type { LessonOptions } from './lesson-options.service.ts';
import type { Viewer } from './new-time.ts';
import type { RescheduleRequest } from './reschedule-requests.service.ts';

/** An instant and its label on the viewer's clock, the other party's beside it. */
const lessonTime = (instant: Date | string, viewer: Viewer): LessonTime => ({
  starts_at: new Date(instant).toISOString(),
  when_label: lessonWhenLabel(instant, viewer.zone, viewer.otherZone),
});

/** GET /api/classes/{id}/options */
export const presentOptions = (o: LessonOptions): z.infer<typeof lessonOptionsResponse> => ({
  result: true,
  Options: {
    can_reschedule: o.reschedule.allowed,
    reschedule_refusal: o.reschedule.refusal,
    can_cancel: o.cancel.allowed,
    cancel_refusal: o.cancel.refusal,
    cancel_counts_as_completed: o.cancel.countsAsCompleted,
    policy_words: o.policyWords,
  },
});

/** GET /api/classes/{id}/free-times */
export const presentFreeTimes = (times: Date[], viewer: Viewer): z.infer<typeof freeTimesResponse> => ({
  result: true,
  times: times.map((t) => lessonTime(t, viewer)),
});

/** A reschedule request: its proposed times on the viewer's clock. */
export const presentRequest = (
  request: RescheduleRequest,
  viewer: Viewer,
): z.infer<typeof rescheduleRequestResponse> => ({
  result: true,
  Request: {
    id: request.id,
    class_id: request.classId,
    status: request.status,
    proposed: request.proposedTimes.map((t) => lessonTime(t, viewer)),
    requested_at: request.createdAt.toISOString(),
  },
});

/** The lesson after a move or a cancellation, and what to tell the caller. */
export const presentChange = (
  lesson: Lesson,
  viewer: Viewer,
  message: string,
): z.infer<typeof lessonChangeResponse> => ({
  result: true,
  Class: {
    id: lesson.id,
    ...lessonTime(lesson.startsAt, viewer),
    status: classStatus(lesson),
    counted_reason: lesson.countedReason,
  },
  message,
});

/** GET /api/lesson-policy */
export const presentPolicy = (policy: LessonPolicy): z.infer<typeof lessonPolicyResponse> => ({
  result: true,
  Policy: policy,
});
