// Form field helpers without zod: the forms' pages use them before their validation code loads.

/** Characters a phone field accepts; anything else is stripped as the user types. */
export function stripPhone(value: string): string {
  return value.replace(/[^\d+\-\s()]/g, '');
}

/** A field people never see or fill; a filled one marks the post as a bot's. */
export const HONEYPOT_FIELD = 'website';
