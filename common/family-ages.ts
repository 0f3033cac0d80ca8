import { yearsBetween } from './schemas/admission-rules.ts';

// The ages the family rules turn on (issue 45), each counted on the school's date: a birthday
// is reached on the school's calendar, wherever the family is.

/** Under this age a parent or guardian applies with the student, and gives the child's consents. */
export const ADULT_AGE = 18;
/** From this age the student gets their own copy of the family's mails, unless the school sets another (OWN_MAIL_AGE). */
export const OWN_MAIL_AGE = 13;

/** Under 18 on the school's date `schoolToday` (both YYYY-MM-DD). */
export const isMinorOn = (dob: string, schoolToday: string) => yearsBetween(dob, schoolToday) < ADULT_AGE;

/** `ownMailAge` or over on the school's date; a student whose date of birth is not known counts as old enough. */
export const mailsOwnCopyOn = (dob: string | null, schoolToday: string, ownMailAge = OWN_MAIL_AGE) =>
  dob === null || yearsBetween(dob, schoolToday) >= ownMailAge;

/**
 * Whether the admission form asks for a parent or guardian: a date of birth (YYYY-MM-DD, not after
 * the school's date) that makes the applicant under 18 on the school's date.
 */
export const asksForGuardian = (dob: string | undefined, schoolToday: string) =>
  !!dob && /^\d{4}-\d{2}-\d{2}$/.test(dob) && dob <= schoolToday && isMinorOn(dob, schoolToday);
