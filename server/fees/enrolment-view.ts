import {
  hasExpired,
  type SessionCounts,
  sessionsFree,
  sessionsLeft,
} from '../../common/fees/enrolment-sessions.ts';
import { enrolmentStandingText } from '../../common/fees/enrolment-text.ts';
import type { EnrolmentStatus } from '../../common/schemas/enrolments.ts';
import { schoolDate } from '../../common/school-time.ts';
import { type EnrolmentRow, enrolmentName } from './enrolments.ts';

// How an enrolment stands on a school day, as every view of it shows it (the admin's, the
// student's, the teacher's and the renewal mail).

export type EnrolmentStandingView = {
  name: string;
  sessions: number;
  used: number;
  booked: number;
  left: number;
  free: number;
  status: EnrolmentStatus;
  endedOn: string | null;
  /** '7 of 24 sessions left, valid until 14 Mar 2027'. */
  standing: string;
};

/** Ended (by the school) before expired: an ended enrolment stays ended. */
export function enrolmentStatus(
  e: Pick<EnrolmentRow, 'endedAt' | 'validUntil'>,
  today: string,
): EnrolmentStatus {
  if (e.endedAt) return 'ended';
  return hasExpired(e, today) ? 'expired' : 'active';
}

export function standingOf(
  e: EnrolmentRow,
  counts: SessionCounts | undefined,
  today: string,
  timeZone: string,
): EnrolmentStandingView {
  const c = counts ?? { sessions: e.sessions, used: 0, booked: 0 };
  const status = enrolmentStatus(e, today);
  const endedOn = e.endedAt ? schoolDate(timeZone, e.endedAt) : null;
  const left = sessionsLeft(c);
  return {
    name: enrolmentName(e),
    sessions: e.sessions,
    used: c.used,
    booked: c.booked,
    left,
    free: sessionsFree(c),
    status,
    endedOn,
    standing: enrolmentStandingText({
      sessions: e.sessions,
      left,
      validUntil: e.validUntil,
      status,
      endedOn,
    }),
  };
}
