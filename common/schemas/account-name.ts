import { z } from 'zod';
import { NOT_ONE_LINE, notOneLine } from './fields.ts';

// A person's first or last name on their account: set by an admin (who may invite them with it),
// by the person on their profile, and by the admin-create script. One line: the request gate lets
// line breaks through for free text such as notes, but a name goes into mails and calendar files.

export const accountName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be at most 60 characters`)
    .refine((name) => !NOT_ONE_LINE.test(name), notOneLine(label));

/** 'Asha Rao' -> first 'Asha', last 'Rao'; a single name is both the first name and no last name. */
export function splitFullName(fullName: string) {
  const parts = fullName.trim().split(/\s+/);
  return { firstName: parts[0] ?? fullName, lastName: parts.slice(1).join(' ') };
}
