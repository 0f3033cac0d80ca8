import { z } from 'zod';

// A person's first or last name on their account: set by an admin (who may invite them with it),
// by the person on their profile, and by the admin-create script. Names go into mails, calendar
// files and every page, each on one line: a line break or a control character starts a line of
// its own there (the request gate lets line breaks through for free text such as notes).

/** Line breaks of any kind (Unicode's line and paragraph separators too) and control characters, tab included. */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;

export const nameNotOneLine = (label: string) =>
  `${label} must not contain line breaks or control characters`;

export const accountName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(60, `${label} must be at most 60 characters`)
    .refine((name) => !NOT_ONE_LINE.test(name), nameNotOneLine(label));
