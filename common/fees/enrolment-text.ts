import { DateTime } from 'luxon';

// How an enrolment's figures read to people (issue 44): the student's dashboard, the teacher's,
// the admin's screens and the renewal mail all say it in these words.

/** A school date (YYYY-MM-DD) as people read it: '14 Mar 2027'. */
export const schoolDateLabel = (date: string) =>
  DateTime.fromISO(date, { zone: 'UTC' }).toFormat('d LLL yyyy');

/** '7 of 24 sessions left' ('1 of 10 sessions left'). */
export const sessionsLeftText = (left: number, sessions: number) => `${left} of ${sessions} sessions left`;

export type EnrolmentStanding = {
  sessions: number;
  left: number;
  validUntil: string;
  /** 'active', or why it is over. */
  status: 'active' | 'expired' | 'ended';
  /** When an ended one ended (a school date), else null. */
  endedOn?: string | null;
};

/**
 * The enrolment's one line: '7 of 24 sessions left, valid until 14 Mar 2027'; 'Expired on
 * 14 Mar 2027' once its validity is over (the unused sessions are gone); 'Ended on …' when the
 * school ended it early.
 */
export function enrolmentStandingText(e: EnrolmentStanding): string {
  if (e.status === 'expired') return `Expired on ${schoolDateLabel(e.validUntil)}`;
  if (e.status === 'ended') return `Ended on ${schoolDateLabel(e.endedOn ?? e.validUntil)}`;
  return `${sessionsLeftText(e.left, e.sessions)}, valid until ${schoolDateLabel(e.validUntil)}`;
}
