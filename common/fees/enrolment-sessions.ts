import { DateTime } from 'luxon';

// How an enrolment's sessions are counted (issue 44). A lesson counts against its enrolment when
// it ends counted as completed by the calendar's rules: held, cancelled too late, or a no-show.
// A lesson the teacher or school cancelled does not count (it is owed as a make-up), nor one the
// student cancelled in time. Sessions not used by the end of validity expire (the terms).

export type LessonOutcome = { isCompleted: boolean; isCancelled: boolean };
export type SessionCounts = { sessions: number; used: number; booked: number };

/** Whether a lesson used one of its enrolment's sessions. */
export const countsAgainstEnrolment = (lesson: LessonOutcome) => lesson.isCompleted;
/** Whether a lesson holds a session for itself: booked, not yet ended or cancelled. */
export const holdsSession = (lesson: LessonOutcome) => !lesson.isCompleted && !lesson.isCancelled;

export function countSessions(sessions: number, lessons: readonly LessonOutcome[]): SessionCounts {
  return {
    sessions,
    used: lessons.filter(countsAgainstEnrolment).length,
    booked: lessons.filter(holdsSession).length,
  };
}

/** Sessions not yet used ('7 of 24 sessions left'). */
export const sessionsLeft = (c: SessionCounts) => Math.max(0, c.sessions - c.used);
/** Sessions that may still be booked: neither used nor held by a booked lesson. */
export const sessionsFree = (c: SessionCounts) => Math.max(0, c.sessions - c.used - c.booked);

/** The last day of validity: the day before the same date `months` later (15 Sep + 6 months: 14 Mar). */
export function validUntilOf(validFrom: string, months: number): string {
  return (
    DateTime.fromISO(validFrom, { zone: 'UTC' }).plus({ months }).minus({ days: 1 }).toISODate() ?? validFrom
  );
}

/** Whole days from one school date to another (negative when `to` is before). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    DateTime.fromISO(to, { zone: 'UTC' }).diff(DateTime.fromISO(from, { zone: 'UTC' }), 'days').days,
  );
}

/** Valid on a school date: from its first day to its last, inclusive. */
export const isValidOn = (e: { validFrom: string; validUntil: string }, date: string) =>
  date >= e.validFrom && date <= e.validUntil;

/** Expired: its last day is behind `today`; unused sessions are gone. */
export const hasExpired = (e: { validUntil: string }, today: string) => today > e.validUntil;

export type RenewalRule = { renewalSessionsLeft: number; renewalDaysLeft: number };

/** Whether to offer a renewal today: few sessions left, or the validity ends soon (and not yet over). */
export function renewalDue(
  e: { validUntil: string },
  counts: SessionCounts,
  today: string,
  rule: RenewalRule,
) {
  if (hasExpired(e, today)) return false;
  return (
    sessionsLeft(counts) <= rule.renewalSessionsLeft ||
    daysBetween(today, e.validUntil) <= rule.renewalDaysLeft
  );
}
