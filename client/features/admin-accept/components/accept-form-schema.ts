import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { COURSE_TYPES, COURSE_VALUES, type CourseType, courseTypesFor } from '../../../../common/courses.ts';
import { acceptApplicationSchema } from '../../../../common/schemas/accept-application.ts';

// The Accept form's values and its schema: the server's own (common/schemas/accept-application.ts),
// read after one step of the form's, the weekly lessons' tick. No rule is written twice.

/** What one course's block holds as typed (selects and inputs give text). */
export type AcceptChoiceValues = {
  course: string;
  planType: string;
  teacherId: string;
  startDate: string;
  /** As typed; empty: the price list's. */
  price: string;
  /** 'Book weekly lessons now': unticked, the series is not sent (null). */
  weekly: boolean;
  series: { weekdays: number[]; startTime: string; durationMinutes: string };
};
export type AcceptFormValues = { choices: AcceptChoiceValues[] };

/** At most this many courses at once, as the server's schema allows. */
export const MAX_CHOICES = 5;

/** The body the form's values become: unticked weekly lessons are no series. */
export function acceptBody(values: AcceptFormValues) {
  return {
    choices: values.choices.map(({ weekly, series, ...choice }) => ({
      ...choice,
      series: weekly ? series : null,
    })),
  };
}

/** The form's schema: its values made the body, then the server's schema (its messages, its limits). */
export const acceptFormSchema = z.preprocess(
  (values: AcceptFormValues) => acceptBody(values),
  acceptApplicationSchema,
);
/** What the form hands over once valid: the body, as the server parses it. */
export type AcceptBody = z.output<typeof acceptFormSchema>;
/** The form, as its blocks use it. */
export type AcceptFormApi = UseFormReturn<AcceptFormValues, unknown, AcceptBody>;

/** The Monday on or after `today` (YYYY-MM-DD): weekly lessons usually start a week on Monday. */
export function mondayFrom(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  const weekday = day.getUTCDay(); // 0 = Sunday
  day.setUTCDate(day.getUTCDate() + ((8 - weekday) % 7));
  return day.toISOString().slice(0, 10);
}

/** Today on this device's calendar, YYYY-MM-DD. */
export function deviceToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A course's block as it opens: the course and plan given, weekly lessons on Mondays from `startDate`. */
export function blankChoice(startDate: string, course = '', planType = ''): AcceptChoiceValues {
  return {
    course,
    planType,
    teacherId: '',
    startDate,
    price: '',
    weekly: true,
    series: { weekdays: [1], startTime: '', durationMinutes: '60' },
  };
}

const isCourse = (v: string): v is (typeof COURSE_VALUES)[number] =>
  (COURSE_VALUES as readonly string[]).includes(v);
const isPlan = (v: string): v is CourseType => (COURSE_TYPES as readonly string[]).includes(v);

/**
 * The blocks the form opens with: a block each course and plan the applicant chose (the known
 * ones, at most MAX_CHOICES), or one empty block when none is known.
 */
export function choicesFrom(
  selected: { course: string; type: string }[],
  startDate: string,
): AcceptChoiceValues[] {
  const known = selected
    .filter((c) => isCourse(c.course) && isPlan(c.type) && courseTypesFor(c.course).includes(c.type))
    .slice(0, MAX_CHOICES)
    .map((c) => blankChoice(startDate, c.course, c.type));
  return known.length > 0 ? known : [blankChoice(startDate)];
}
