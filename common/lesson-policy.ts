import { z } from 'zod';

// The school's rules for moving and cancelling lessons (issue 28): one settings module. The
// defaults are the figures of the student terms and the teacher policy; a school sets its own
// with the LESSON_POLICY setting (JSON, any of these keys). The server applies them and sends
// them to the pages, which show them in the policies' words (`policyWords`) at the moment of
// the action.

export const lessonPolicySchema = z.object({
  /** A student asks to reschedule at least this many hours before the lesson. */
  studentRescheduleNoticeHours: z
    .number()
    .min(0)
    .max(24 * 14),
  /** ...at most this many times a calendar month (the school's calendar). */
  studentReschedulesPerMonth: z.number().int().min(0).max(31),
  /** A student's cancellation less than this many minutes before the lesson counts it as completed. */
  studentLateCancelMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  /** Joining more than this many minutes after the start marks the lesson late. */
  lateJoinMinutes: z.number().int().min(1).max(240),
  /** A teacher cancels or reschedules at most this many lessons a calendar month. */
  teacherChangesPerMonth: z.number().int().min(0).max(31),
  /** The notice a teacher gives... */
  teacherNoticeHours: z
    .number()
    .min(0)
    .max(24 * 14),
  /** ...and the least they may give; under it only an admin can change the lesson. */
  teacherMinimumNoticeHours: z
    .number()
    .min(0)
    .max(24 * 14),
  /** Reminders go this many minutes before each lesson. */
  reminderMinutes: z
    .array(
      z
        .number()
        .int()
        .min(1)
        .max(7 * 24 * 60),
    )
    .max(4),
  /** The hours lessons are given (the school's clock): a teacher's free hours are these less their lessons. */
  teachingHours: z.object({
    /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
    weekdays: z.array(z.number().int().min(1).max(7)).min(1),
    from: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    to: z.string().regex(/^([01]\d|2[0-4]):[0-5]\d$/),
  }),
});
export type LessonPolicy = z.infer<typeof lessonPolicySchema>;

export const DEFAULT_LESSON_POLICY: LessonPolicy = {
  studentRescheduleNoticeHours: 24,
  studentReschedulesPerMonth: 2,
  studentLateCancelMinutes: 60,
  lateJoinMinutes: 20,
  teacherChangesPerMonth: 4,
  teacherNoticeHours: 24,
  teacherMinimumNoticeHours: 6,
  reminderMinutes: [24 * 60, 15],
  teachingHours: { weekdays: [1, 2, 3, 4, 5, 6], from: '09:00', to: '21:00' },
};

/**
 * The rules by name: what a change records as the rule that allowed, refused or decided it
 * (class_changes.rule) and what a refusal names.
 */
export const POLICY_RULES = [
  'student-reschedule-notice',
  'student-reschedules-per-month',
  'student-late-cancel',
  'student-cancel',
  'late-join',
  'no-show',
  'teacher-changes-per-month',
  'teacher-notice',
  'teacher-minimum-notice',
  'admin-override',
  'school-cancel',
] as const;
export type PolicyRule = (typeof POLICY_RULES)[number];

// The figures in words, for these sentences and the rules' refusals (server/calendar/lesson-rules.ts).
export const hours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);
const minutes = (n: number) => (n % 60 === 0 ? hours(n / 60) : `${n} minutes`);
const times = (n: number) => (n === 1 ? 'once' : `${n} times`);
/** "24 hours' notice", "1 hour's notice". */
export const notice = (n: number) => (n === 1 ? "1 hour's notice" : `${n} hours' notice`);

/** The policies' sentences with the school's figures, as shown beside each action. */
export function policyWords(p: LessonPolicy) {
  return {
    studentReschedule: `Reschedule requests need ${notice(p.studentRescheduleNoticeHours)}, at most ${times(p.studentReschedulesPerMonth)} a month. Your teacher accepts one of the times you propose or declines.`,
    studentCancel: `A lesson cancelled less than ${minutes(p.studentLateCancelMinutes)} before it starts counts as completed.`,
    lateJoin: `Joining more than ${minutes(p.lateJoinMinutes)} late marks the lesson late.`,
    teacherChange: `Teachers may cancel or reschedule at most ${p.teacherChangesPerMonth} lessons a month, with ${notice(p.teacherNoticeHours)} (${hours(p.teacherMinimumNoticeHours)} at the least). A lesson cancelled by the teacher or the school is owed as a make-up.`,
  };
}

// ---- how far the calendar reaches ----
// Every date and time a request names (a lesson's day or new time, a series' first and last
// dates, the free times' first day) lies within a year back and two years ahead: far enough for
// any school's plans, and short enough that no list, walk or query runs over centuries.

export const CALENDAR_DAYS_BACK = 366;
export const CALENDAR_DAYS_AHEAD = 731;
/** A series' last date is at most this many days after its first. */
export const SERIES_MAX_SPAN_DAYS = 731;

export const DATE_OUT_OF_REACH = 'Please choose a date from a year ago to 2 years ahead';
export const TIME_OUT_OF_REACH = 'Please choose a time within the next 2 years';
export const SERIES_TOO_LONG =
  'A series can last at most 2 years. Please choose an earlier last date or a number of lessons.';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The first and last day (YYYY-MM-DD) a request may name at `now`, and the latest instant. Days
 * are counted on UTC's calendar: a school's today is at most a day away from it.
 */
export function calendarReach(now: Date = new Date()) {
  const latest = new Date(now.getTime() + CALENDAR_DAYS_AHEAD * DAY_MS);
  return {
    firstDay: isoDay(now.getTime() - CALENDAR_DAYS_BACK * DAY_MS),
    lastDay: isoDay(latest.getTime()),
    latest,
  };
}

/** Whether a series from `firstDate` to `untilDate` (YYYY-MM-DD) lasts longer than SERIES_MAX_SPAN_DAYS. */
export const seriesTooLong = (firstDate: string, untilDate: string) =>
  Date.parse(untilDate) - Date.parse(firstDate) > SERIES_MAX_SPAN_DAYS * DAY_MS;
