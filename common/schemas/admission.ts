import * as z from 'zod/mini';
import { COURSE_TYPES, COURSE_VALUES, courseByValue, courseTypesFor } from '../courses.ts';
import { asksForGuardian } from '../family-ages.ts';
import {
  CHECKBOX_REQUIRED,
  COURSE_DUPLICATE,
  COURSES_REQUIRED,
  DOB_MIN,
  FILE_TOO_LARGE,
  FILE_WRONG_TYPE,
  type FileLike,
  GENDERS,
  isAllowedImage,
  MAX_UPLOAD_BYTES,
  PAYMENT_METHODS,
  yearsBetween,
} from './admission-rules.ts';
import {
  EMAIL_PATTERN,
  emailField,
  isCalendarDate,
  mustTick,
  optionalText,
  personName,
  requiredText,
} from './fields.ts';

function isFileLike(v: unknown): v is FileLike {
  const f = v as FileLike | null;
  return (
    typeof f === 'object' &&
    f !== null &&
    typeof f.name === 'string' &&
    typeof f.size === 'number' &&
    typeof f.type === 'string'
  );
}

function imageFile(required: string) {
  return z.custom<FileLike>(isFileLike, { error: required }).check(
    z.refine((f) => f.size <= MAX_UPLOAD_BYTES, FILE_TOO_LARGE),
    z.refine(isAllowedImage, FILE_WRONG_TYPE),
  );
}

// 'After 1900' is checked before the age rules: after them it could never show, since any date
// before 1900 is also over 100 years ago (a departure from the spec's order, docs/departures.md).
function dobField(today: () => string) {
  return requiredText(
    'Date of birth is required',
    z.refine(isCalendarDate, { error: 'Please enter a valid date', abort: true }),
    z.refine((v) => v >= DOB_MIN, { error: 'Please enter a valid date of birth (after 1900)', abort: true }),
    z.refine((v) => v <= today(), { error: 'Date of birth cannot be in the future', abort: true }),
    z.refine((v) => yearsBetween(v, today()) <= 100, 'Age cannot exceed 100 years'),
  );
}

const courseChoice = z.object({
  course: z.enum(COURSE_VALUES, { error: 'Please choose a course from the list' }),
  type: z.enum(COURSE_TYPES, { error: 'Please choose a course type from the list' }),
});
export type CourseChoice = z.infer<typeof courseChoice>;

/** Whether the course offers that type (no crash course for production, dual, all-in-one). */
export function isOffered(choice: CourseChoice): boolean {
  return courseTypesFor(choice.course).includes(choice.type);
}

const selectedCourses = z.array(courseChoice, { error: COURSES_REQUIRED }).check(
  z.minLength(1, COURSES_REQUIRED),
  z.maxLength(COURSE_VALUES.length * COURSE_TYPES.length, COURSE_DUPLICATE),
  z.superRefine((list, ctx) => {
    const seen = new Set<string>();
    for (const choice of list) {
      const key = `${choice.course}:${choice.type}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: COURSE_DUPLICATE, input: list });
      else if (!isOffered(choice))
        ctx.addIssue({
          code: 'custom',
          message: `The ${choice.type} course is not offered for ${courseByValue(choice.course)?.label}`,
          input: list,
        });
      seen.add(key);
    }
  }),
);

/** At least 2 characters, with the spec's "<Field> must be at least 2 characters". */
function shortText(label: string, required = `${label} is required`) {
  return requiredText(
    required,
    z.minLength(2, `${label} must be at least 2 characters`),
    z.maxLength(200, `${label} must be less than 200 characters`),
  );
}

/** A phone number: 10 to 15 digits, from digits, +, -, spaces and parentheses. */
function phoneField(required: string, label: string, invalid: string) {
  return requiredText(
    required,
    z.refine((v) => {
      const digits = v.replace(/\D/g, '').length;
      return digits >= 10 && digits <= 15;
    }, `${label} must be between 10-15 digits`),
    z.regex(/^\+?[\d\s\-()]{10,20}$/, invalid),
  );
}

const GUARDIAN_NAME = "Parent or guardian's name";
export const GUARDIAN_TEXT = {
  emailRequired: "Parent or guardian's email is required",
  ownEmail: "Please give the parent or guardian's own email address",
  phoneRequired: "Parent or guardian's phone number is required",
} as const;

/** A parent or guardian's details, each field by its own rules; asked when the applicant is a minor. */
const guardianFields = {
  guardianName: personName(GUARDIAN_NAME),
  guardianEmail: requiredText(
    GUARDIAN_TEXT.emailRequired,
    z.regex(EMAIL_PATTERN, 'Please enter a valid email address'),
    z.maxLength(254, 'Please enter a valid email address'),
  ),
  guardianPhone: phoneField(
    GUARDIAN_TEXT.phoneRequired,
    "Parent or guardian's phone number",
    'Please enter a valid phone number',
  ),
};
type GuardianField = keyof typeof guardianFields;
const GUARDIAN_FIELDS = Object.keys(guardianFields) as GuardianField[];

/** The admission form's fields, each by its own rules; `today` decides "in the future". */
export function admissionFields(today: () => string) {
  return z.object({
    fullName: personName('Full name'),
    email: emailField,
    contactNumber: phoneField(
      'Contact number is required',
      'Contact number',
      'Please enter a valid contact number',
    ),
    gender: z.enum(GENDERS, { error: 'Please select your gender' }),
    dob: dobField(today),
    age: requiredText(
      'Age is required',
      z.refine(
        (v) => /^\d{1,3}$/.test(v) && Number(v) >= 5 && Number(v) <= 100,
        'Please enter a valid age (5-100)',
      ),
    ),
    address: requiredText(
      'Address is required',
      z.minLength(10, 'Address must be at least 10 characters'),
      z.maxLength(500, 'Address must be less than 500 characters'),
    ),
    city: shortText('City'),
    country: shortText('Country'),
    nationality: shortText('Nationality'),
    occupation: shortText('Occupation'),
    education: shortText('Educational qualification'),
    selectedCourses,
    training: optionalText(2000, 'Training must be less than 2000 characters'),
    goal: optionalText(2000, 'Goal must be less than 2000 characters'),
    howKnow: requiredText(
      'Please tell us how you found us',
      z.minLength(5, 'Please provide more details (at least 5 characters)'),
      z.maxLength(500, 'Please keep this under 500 characters'),
    ),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Please select a payment method' }),
    nationalityId: z.optional(z.nullable(imageFile(FILE_WRONG_TYPE))),
    paymentScreenshot: imageFile('Payment screenshot is required'),
    terms: mustTick(CHECKBOX_REQUIRED),
    privacy: mustTick(CHECKBOX_REQUIRED),
    notRobot: mustTick(CHECKBOX_REQUIRED),
    guardianName: z.optional(z.string()),
    guardianEmail: z.optional(z.string()),
    guardianPhone: z.optional(z.string()),
  });
}

/**
 * The admission form. `today` decides "in the future": the browser's own date in the form, the
 * latest date on earth on the server. `schoolToday`, the school's date, decides whether the
 * applicant is a minor, whose parent or guardian's details are then required.
 */
export function buildAdmissionSchema(today: () => string, schoolToday: () => string) {
  // The parent's details are checked beside the other fields (both sides of an intersection
  // are parsed), so a form with other mistakes shows these messages too; this side adds no value.
  const parent = z.pipe(
    z.looseObject({}).check(
      z.superRefine((input, ctx) => {
        const text = (key: string) => (typeof input[key] === 'string' ? (input[key] as string) : '');
        if (!asksForGuardian(text('dob').trim(), schoolToday())) return;
        for (const key of GUARDIAN_FIELDS) {
          const checked = guardianFields[key].safeParse(text(key));
          if (!checked.success)
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: checked.error.issues[0]?.message ?? '',
              input: input[key],
            });
        }
        const email = text('guardianEmail').trim().toLowerCase();
        if (email && email === text('email').trim().toLowerCase())
          ctx.addIssue({
            code: 'custom',
            path: ['guardianEmail'],
            message: GUARDIAN_TEXT.ownEmail,
            input: input.guardianEmail,
          });
      }),
    ),
    z.transform(() => ({})),
  );
  // Trimmed for a minor; none for an adult (a field left filled in before the date changed).
  return z.pipe(
    z.intersection(admissionFields(today), parent),
    z.transform((v) => {
      const minor = asksForGuardian(v.dob, schoolToday());
      const value = (key: GuardianField) => (minor ? (v[key] ?? '').trim() : null);
      return {
        ...v,
        guardianName: value('guardianName'),
        guardianEmail: value('guardianEmail'),
        guardianPhone: value('guardianPhone'),
      };
    }),
  );
}

export type AdmissionInput = z.input<ReturnType<typeof admissionFields>>;
export type AdmissionApplication = z.output<ReturnType<typeof buildAdmissionSchema>>;
