import { DateTime } from 'luxon';
import { hours, type LessonPolicy, notice, type PolicyRule } from '../../common/lesson-policy.ts';
import { instantOf, zoneName } from '../../common/lesson-time.ts';
import { WEEKDAY_LABELS } from '../../common/schemas/calendar.ts';

// The school's rules for moving and cancelling one lesson (issue 28), as pure functions of the
// clock, the lesson, the month's counts and the policy's figures: the routes count, these decide.
// A refusal names its rule and says, in the policy's figures, what the person can still do.

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** What the rules read of a lesson; `groupClassId`: a student's place in a group lesson. */
export type RuleLesson = {
  startsAt: Date;
  isStarted: boolean;
  isCompleted: boolean;
  isCancelled: boolean;
  groupClassId?: number | null;
};

/** Refusals that are not a policy figure: the lesson is over, a request already waits, or it is a group's. */
export type RefusalRule = PolicyRule | 'lesson-closed' | 'request-pending' | 'group-lesson';
export type Refusal = { allowed: false; rule: RefusalRule; message: string };
type Allowed<T> = { allowed: true; rule: PolicyRule | null } & T;
export type Decision<T = object> = Refusal | Allowed<T>;

const refuse = (rule: RefusalRule, message: string): Refusal => ({ allowed: false, rule, message });

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const LESSON_CLOSED = 'This lesson can no longer be changed.';
/** A group lesson has one time for all its students: one of them cannot move it alone. */
export const GROUP_NO_RESCHEDULE =
  'This is a group lesson: its time is the same for every student, so it cannot be moved for one of them. You can cancel your own place, or ask your teacher to move the whole class.';
export const REQUEST_PENDING =
  'You have already asked to reschedule this lesson and your teacher has not answered yet. You can withdraw that request or cancel this lesson.';

/** Started, completed, cancelled, or its start has passed: nobody changes it any more. */
export function lessonClosed(now: Date, lesson: RuleLesson): Refusal | null {
  const over =
    lesson.isStarted ||
    lesson.isCompleted ||
    lesson.isCancelled ||
    lesson.startsAt.getTime() <= now.getTime();
  return over ? refuse('lesson-closed', LESSON_CLOSED) : null;
}

const msUntil = (now: Date, lesson: RuleLesson) => lesson.startsAt.getTime() - now.getTime();

/**
 * A student's request to reschedule: at least `studentRescheduleNoticeHours` before the lesson,
 * at most `studentReschedulesPerMonth` a month (requests pending or accepted this month, this
 * one not yet among them), one open request a lesson.
 */
export function studentReschedule(
  now: Date,
  lesson: RuleLesson,
  counts: { requestsThisMonth: number; hasPendingRequest: boolean },
  policy: LessonPolicy,
): Decision {
  const closed = lessonClosed(now, lesson);
  if (closed) return closed;
  if (lesson.groupClassId) return refuse('group-lesson', GROUP_NO_RESCHEDULE);
  if (counts.hasPendingRequest) return refuse('request-pending', REQUEST_PENDING);
  const perMonth = policy.studentReschedulesPerMonth;
  if (counts.requestsThisMonth >= perMonth)
    return refuse(
      'student-reschedules-per-month',
      `You have used your ${plural(perMonth, 'reschedule')} this month; you can still cancel this lesson.`,
    );
  const h = policy.studentRescheduleNoticeHours;
  if (msUntil(now, lesson) < h * HOUR)
    return refuse(
      'student-reschedule-notice',
      `Reschedule requests need ${notice(h)}; this lesson starts in less than ${hours(h)}. You can still cancel this lesson.`,
    );
  return { allowed: true, rule: null };
}

/**
 * A student's cancellation: always possible before the start. Less than
 * `studentLateCancelMinutes` before it, the lesson counts as completed.
 */
export function studentCancel(
  now: Date,
  lesson: RuleLesson,
  policy: LessonPolicy,
): Decision<{ rule: 'student-late-cancel' | 'student-cancel'; countsAsCompleted: boolean }> {
  const closed = lessonClosed(now, lesson);
  if (closed) return closed;
  const late = msUntil(now, lesson) < policy.studentLateCancelMinutes * MINUTE;
  return late
    ? { allowed: true, rule: 'student-late-cancel', countsAsCompleted: true }
    : { allowed: true, rule: 'student-cancel', countsAsCompleted: false };
}

/** Who moves or cancels a lesson on the school's side. */
export type StaffActor = { role: 'teacher' | 'admin' };

/**
 * A teacher's or an admin's move or cancellation. A teacher: at most `teacherChangesPerMonth`
 * a month (their moves and cancellations this month), with `teacherNoticeHours`' notice;
 * between the minimum and that, allowed as short notice ('teacher-notice'); under
 * `teacherMinimumNoticeHours` only the office can. An admin is always allowed (the school's
 * office; under the minimum it is the override) and never counts against the teacher's month.
 */
export function staffChange(
  now: Date,
  lesson: RuleLesson,
  counts: { teacherChangesThisMonth: number },
  policy: LessonPolicy,
  actor: StaffActor,
): Decision<{ cancelledBy: 'teacher' | 'school'; countsForTeacher: boolean }> {
  const closed = lessonClosed(now, lesson);
  if (closed) return closed;
  const until = msUntil(now, lesson);
  const underMinimum = until < policy.teacherMinimumNoticeHours * HOUR;
  if (actor.role === 'admin')
    return {
      allowed: true,
      rule: underMinimum ? 'admin-override' : null,
      cancelledBy: 'school',
      countsForTeacher: false,
    };
  const perMonth = policy.teacherChangesPerMonth;
  if (counts.teacherChangesThisMonth >= perMonth)
    return refuse(
      'teacher-changes-per-month',
      `You have used your ${plural(perMonth, 'cancellation and reschedule', 'cancellations and reschedules')} this month; please ask the school's office to change this lesson.`,
    );
  if (underMinimum)
    return refuse(
      'teacher-minimum-notice',
      `Lessons starting in less than ${hours(policy.teacherMinimumNoticeHours)} can only be changed by the school's office.`,
    );
  const short = until < policy.teacherNoticeHours * HOUR;
  return {
    allowed: true,
    rule: short ? 'teacher-notice' : 'teacher-changes-per-month',
    cancelledBy: 'teacher',
    countsForTeacher: true,
  };
}

// ---- the teacher's free hours ----

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A lesson at this instant lies inside the teaching hours on the school's clock (same day). */
export function inTeachingHours(startsAt: Date, durationMinutes: number, policy: LessonPolicy, zone: string) {
  const at = DateTime.fromJSDate(startsAt).setZone(zone);
  const start = at.hour * 60 + at.minute;
  const { weekdays, from, to } = policy.teachingHours;
  return (
    weekdays.includes(at.weekday) && start >= minutesOf(from) && start + durationMinutes <= minutesOf(to)
  );
}

/** "Monday to Saturday, 09:00-21:00 India time". */
export function teachingHoursLabel(policy: LessonPolicy, zone: string) {
  const days = [...policy.teachingHours.weekdays].sort((a, b) => a - b);
  const first = days[0] ?? 1;
  const last = days.at(-1) ?? first;
  const name = (d: number) => WEEKDAY_LABELS[d - 1] ?? '';
  const consecutive = days.length > 2 && last - first === days.length - 1;
  const named = consecutive ? `${name(first)} to ${name(last)}` : days.map(name).join(', ');
  return `${named}, ${policy.teachingHours.from}-${policy.teachingHours.to} ${zoneName(zone)} time`;
}

/** Free times start on the school's clock at this step. */
export const FREE_TIME_STEP_MINUTES = 30;

type Busy = { startsAt: Date; durationMinutes: number };
const overlaps = (start: number, end: number, b: Busy) =>
  start < b.startsAt.getTime() + b.durationMinutes * MINUTE && b.startsAt.getTime() < end;

/**
 * The starts, every FREE_TIME_STEP_MINUTES inside the teaching hours of `days` school days from
 * `fromDate`, that are after `now` and overlap none of the busy lessons (the teacher's and the
 * student's others).
 */
export function freeTimes(options: {
  now: Date;
  fromDate: string;
  days: number;
  durationMinutes: number;
  busy: Busy[];
  policy: LessonPolicy;
  zone: string;
}): Date[] {
  const { now, fromDate, days, durationMinutes, busy, policy, zone } = options;
  const first = DateTime.fromISO(fromDate, { zone });
  const seen = new Set<number>();
  const times: Date[] = [];
  for (let d = 0; d < days; d += 1) {
    const day = first.plus({ days: d });
    if (!policy.teachingHours.weekdays.includes(day.weekday)) continue;
    const date = day.toFormat('yyyy-MM-dd');
    const last = minutesOf(policy.teachingHours.to) - durationMinutes;
    for (let m = minutesOf(policy.teachingHours.from); m <= last; m += FREE_TIME_STEP_MINUTES) {
      const start = instantOf(date, hhmm(m), zone);
      const t = start.getTime();
      // A clock time a spring-forward gap skips lands on the next one: once is enough.
      if (t <= now.getTime() || seen.has(t)) continue;
      seen.add(t);
      if (!inTeachingHours(start, durationMinutes, policy, zone)) continue;
      if (busy.some((b) => overlaps(t, t + durationMinutes * MINUTE, b))) continue;
      times.push(start);
    }
  }
  return times;
}
