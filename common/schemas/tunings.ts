import { z } from 'zod';
import { COURSE_VALUES, courseByValue } from '../courses.ts';

// The school's own tunings for the tuner (issue 48): a course's instrument tuned its own way (a
// Carnatic violin's Sa Pa Sa Pa on D, a guitar in open D), each string a Western note name.

export const TUNING_LIMITS = { label: 40, strings: 12, tunings: 40 } as const;

export const TUNING_TEXT = {
  course: 'Choose the course this tuning is for.',
  label: 'Enter the tuning’s name.',
  labelTooLong: `A tuning’s name can be at most ${TUNING_LIMITS.label} characters.`,
  noStrings: 'Enter the strings, lowest first, such as D3 A3 D4 A4.',
  tooManyStrings: `A tuning can have at most ${TUNING_LIMITS.strings} strings.`,
  tooMany: `The school can keep at most ${TUNING_LIMITS.tunings} tunings.`,
  sameName: 'This course already has a tuning of that name.',
  badNote: (name: string) =>
    `‘${name}’ is not a string’s note: write a note name and octave, such as D3, F#4 or Bb2 (from C1 to C7).`,
} as const;

const LETTER_STEPS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/**
 * The frequency of a note written as a name and octave ('D3', 'F#4', 'F♯4', 'Bb2', 'B♭2'), A4 =
 * 440 Hz, or null when it is not one or lies outside C1 to C7 (no string is tuned there).
 */
export function noteNameHz(name: string): number | null {
  const m = /^([A-Ga-g])([#♯b♭]?)([1-7])$/.exec(name.trim());
  if (!m) return null;
  const [, letter = '', accidental, octave] = m;
  const sharp = accidental === '#' || accidental === '♯' ? 1 : accidental ? -1 : 0;
  const fromC4 = (Number(octave) - 4) * 12 + (LETTER_STEPS[letter.toUpperCase()] ?? 0) + sharp;
  if (fromC4 < -36 || fromC4 > 36) return null;
  return 440 * 2 ** ((fromC4 - 9) / 12);
}

/** A note name as the tuner shows it: the letter upper case, ♯ and ♭ for # and b. */
export const noteNameShown = (name: string) => {
  const t = name.trim();
  return `${t.charAt(0).toUpperCase()}${t.slice(1).replace('#', '♯').replace('b', '♭')}`;
};

const stringNote = z
  .string()
  .refine((n) => noteNameHz(n) !== null, { error: (i) => TUNING_TEXT.badNote(String(i.input)) });

/** The strings, lowest first, each a note name and octave. */
const stringsSchema = z
  .array(stringNote.transform(noteNameShown), { error: TUNING_TEXT.noStrings })
  .min(1, TUNING_TEXT.noStrings)
  .max(TUNING_LIMITS.strings, TUNING_TEXT.tooManyStrings);

const tuningFields = {
  course: z.enum(COURSE_VALUES, { error: TUNING_TEXT.course }),
  label: z
    .string({ error: TUNING_TEXT.label })
    .trim()
    .min(1, TUNING_TEXT.label)
    .max(TUNING_LIMITS.label, TUNING_TEXT.labelTooLong),
};

export const schoolTuningSchema = z.object({ ...tuningFields, strings: stringsSchema });

/** The admin's form: the strings typed on one line, separated by spaces or commas. */
export const tuningFormSchema = z.object({
  ...tuningFields,
  // Each problem on the one field (the first wrong string named), not on a string of a list.
  strings: z.string().transform((line, ctx) => {
    const read = stringsSchema.safeParse(line.split(/[\s,]+/).filter(Boolean));
    if (read.success) return read.data;
    ctx.addIssue({ code: 'custom', message: read.error.issues[0]?.message ?? TUNING_TEXT.noStrings });
    return z.NEVER;
  }),
});
export type TuningFormInput = z.input<typeof tuningFormSchema>;
export type TuningFormOutput = z.output<typeof tuningFormSchema>;

export type SchoolTuning = z.output<typeof schoolTuningSchema>;

export const saveTuningsSchema = z.object({
  tunings: z
    .array(schoolTuningSchema)
    .max(TUNING_LIMITS.tunings, TUNING_TEXT.tooMany)
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((t, i) => {
        const key = `${t.course}\n${t.label.toLowerCase()}`;
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', message: TUNING_TEXT.sameName, path: [i, 'label'] });
        seen.add(key);
      });
    }),
});
export type SaveTuningsInput = z.input<typeof saveTuningsSchema>;

export const tuningSchema = schoolTuningSchema.extend({
  course: z.enum(COURSE_VALUES),
  strings: z.array(z.string()),
  /** The course's name as the site shows it. */
  courseLabel: z.string(),
});
export type Tuning = z.output<typeof tuningSchema>;

export const tuningsResponse = z.object({ result: z.literal(true), tunings: z.array(tuningSchema) });

/** A stored tuning with its course's name, for the answer. */
export const withCourseLabel = (t: SchoolTuning): Tuning => ({
  ...t,
  courseLabel: courseByValue(t.course)?.label ?? t.course,
});
