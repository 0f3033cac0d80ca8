import * as z from 'zod/mini';

// Building blocks of the form schemas. zod/mini keeps the forms' share of the client
// bundle small; the server parses with the very same schemas.

const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Characters a phone field accepts; anything else is stripped as the user types. */
export function stripPhone(value: string): string {
  return value.replace(/[^\d+\-\s()]/g, '');
}

/** Trimmed text: `required` when empty, then each further check in order. */
export function requiredText(required: string, ...checks: z.core.$ZodCheck<string>[]) {
  return z
    .string({ error: required })
    .check(z.trim(), z.minLength(1, { error: required, abort: true }), ...checks);
}

/** A name: at least 2 letters, letters and spaces only. */
export function personName(label: string) {
  return requiredText(
    `${label} is required`,
    z.minLength(2, `${label} must be at least 2 characters`),
    z.regex(LETTERS_AND_SPACES, `${label} can only contain letters and spaces`),
    z.maxLength(100, `${label} must be less than 100 characters`),
  );
}

export const emailField = requiredText(
  'Email is required',
  z.regex(EMAIL, 'Please enter a valid email address'),
  z.maxLength(254, 'Please enter a valid email address'),
);

/** A checkbox that must be ticked; the server receives it as 'true', 'on' or '1'. */
export function mustTick(message: string) {
  return z.boolean({ error: message }).check(z.refine((v) => v === true, message));
}

/** Free text that may be left empty. */
export function optionalText(max: number, message: string) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, message)));
}

/** A field people never see or fill; a filled one marks the post as a bot's. */
export const HONEYPOT_FIELD = 'website';
