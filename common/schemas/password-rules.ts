import { z } from 'zod';

// The one rule set for a password a person chooses (invitation, reset, change, an admin's
// hand-set one, admin:create), after OWASP ASVS 5.0 section 6.2: length, not the e-mail address,
// not a commonly used password. The browser checks the first two; the server checks all three.

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** Shown above every new-password field, before anything is typed. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters, not your email address, and not a commonly used password.`;

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_IS_EMAIL = 'Password must not be your email address';
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose another.';

/** Length only: for a field whose e-mail is not known where it is checked. */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG);

/**
 * The first rule the password breaks, or null. `isCommon` is the server's list lookup; the
 * browser leaves it out and the server's answer names that rule.
 */
export function passwordProblem(
  password: string,
  email: string | null,
  isCommon: (password: string) => boolean = () => false,
): string | null {
  const length = passwordSchema.safeParse(password).error?.issues[0]?.message;
  if (length) return length;
  const typed = password.trim().toLowerCase();
  if (email) {
    const address = email.trim().toLowerCase();
    if (typed === address || typed === address.split('@')[0]) return PASSWORD_IS_EMAIL;
  }
  if (isCommon(typed)) return PASSWORD_TOO_COMMON;
  return null;
}
