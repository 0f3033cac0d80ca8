import { yearsBetween } from './schemas/admission-rules.ts';

// The families' age rules (issue 45), on the school's date (schoolDate in school-time.ts): who is
// a child, whose consents a guardian gives.

/** From this age a student is an adult: they give their own consents. */
export const ADULT_AGE = 18;

/** Full years of age on `today` (YYYY-MM-DD, the school's date) for a date of birth. */
export const ageOn = (dateOfBirth: string, today: string) => yearsBetween(dateOfBirth, today);

/**
 * Whether a student is a child on the school's date: under 18 by their date of birth. With none
 * recorded, a student with a linked guardian is a child (their family is in the loop, so nothing
 * is assumed), and one without is an adult: the admission form asks every applicant's date of
 * birth, so a student without one is an account the school made itself, and nobody else could
 * give that person's consents.
 */
export function isChildOn(dateOfBirth: string | null, hasGuardian: boolean, today: string): boolean {
  return dateOfBirth ? ageOn(dateOfBirth, today) < ADULT_AGE : hasGuardian;
}
