import * as z from 'zod/mini';

// Building blocks of the form schemas. zod/mini keeps the forms' share of the client
// bundle small; the server parses with the very same schemas.

const LETTERS_AND_SPACES = /^[\p{L} ]+$/u;
/** A standard e-mail address's shape (the forms' rule). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  z.regex(EMAIL_PATTERN, 'Please enter a valid email address'),
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

// ---- what the database can hold: rules every id, cursor, timestamp, date and JSON field uses ----

/** The largest value of the database's integer columns (ids and counts). */
export const DB_INT_MAX = 2_147_483_647;

/** A whole number from `min` up to what the id column holds, sent as a number or as decimal digits. */
function dbInteger(min: number, message: string): z.ZodMiniType<number, number | string> {
  // Number() would also read '0x2', '1e1', ' 2', '+2' and '' (as 0): text ids are plain digits.
  const digits = z.pipe(z.string().check(z.regex(/^\d{1,10}$/, message)), z.transform(Number));
  return z.pipe(
    z.union([z.number({ error: message }), digits], { error: message }),
    z.number().check(z.int({ error: message }), z.minimum(min, message), z.maximum(DB_INT_MAX, message)),
  );
}

/** A row id sent as a number or text: whole, from 1 up to what the id column holds. */
export const dbId = (message: string) => dbInteger(1, message);

/** "After row N": 0 (from the start) or an id. */
export const dbCursor = (message: string) => dbInteger(0, message);

/** The latest instant a request may name: far enough for any real use, and one the database stores. */
export const EPOCH_MS_MAX = Date.UTC(3000, 0, 1);

/** Milliseconds since 1970 (finite, not negative, before the year 3000). */
export function epochMs(message: string) {
  return z.coerce.number({ error: message }).check(z.minimum(0, message), z.maximum(EPOCH_MS_MAX, message));
}

/**
 * YYYY-MM-DD naming a day that exists (no 30 February), from the year 1 to 2999: the database has
 * no year 0, and a week or a series counted on from 9999-12-31 would run past the year 9999.
 */
export function isCalendarDate(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || iso.startsWith('0000') || iso >= '3000') return false;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

/** Nesting deeper than this is refused in any request: JSON columns and serialisers recurse. */
export const JSON_MAX_DEPTH = 32;

/** Any JSON value, or none, whose text is at most `maxBytes` long (every request's depth is limited). */
export function boundedJson(maxBytes: number, message: string) {
  return z.optional(
    z.unknown().check(z.refine((v) => (JSON.stringify(v)?.length ?? 0) <= maxBytes, message)),
  );
}

/**
 * Control characters other than tab, newline and carriage return: the database refuses NUL
 * and none belongs in text a person typed. Every request's text is checked against it.
 */
export const CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;

/**
 * What a one-line field (a name) must not hold: a line break of any kind (Unicode's line and
 * paragraph separators too) or a control character, tab included. Mails and calendar files print
 * such a field where a line break would start a line of its own.
 */
export const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;
export const notOneLine = (label: string) => `${label} must not contain line breaks or control characters`;

/**
 * Half of a UTF-16 pair without its other half: JSON can carry one (\ud800), but it is no
 * character, and the database and UTF-8 cannot store it as sent.
 */
export const LONE_SURROGATE = /\p{Cs}/u;
