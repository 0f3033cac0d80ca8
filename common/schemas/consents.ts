import { z } from 'zod';
import { dbId } from './fields.ts';

// Consents for a student (issue 45): a child's are given or withdrawn by a linked guardian, an
// adult's by the student. Each choice is a row with who and when; the latest of a kind holds.
// With no choice made, a child has not consented (DESIGN.md, Families) and an adult has, as the
// school's terms they enrolled on say (common/age-rules.ts says who is which).

/** What a guardian (or an adult student) consents to for a student. */
export const CONSENT_KINDS = ['recording', 'practice_takes', 'photo'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

export const CONSENT_LABELS: Record<ConsentKind, { label: string; description: string }> = {
  recording: {
    label: 'Recording lessons',
    description: 'The teacher may record live lessons, to watch again from the dashboard.',
  },
  practice_takes: {
    label: 'Keeping practice takes',
    description: 'Practice recordings sent to the teacher are kept for the teacher to listen to and answer.',
  },
  photo: {
    label: 'Showing the photo to others',
    description:
      'The account photo is shown to teachers in lessons and lists; without consent they see initials.',
  },
};

/** given / withheld: the latest choice; not_given: a child's, none made yet; assumed: an adult's, none made. */
export const CONSENT_STATUSES = ['given', 'withheld', 'not_given', 'assumed'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/** Where a consent stands, from the latest choice of its kind (or none) and whether the student is a child. */
export function consentStatus(
  latest: { granted: boolean } | null | undefined,
  child: boolean,
): ConsentStatus {
  if (latest) return latest.granted ? 'given' : 'withheld';
  return child ? 'not_given' : 'assumed';
}

export const consentAllows = (status: ConsentStatus) => status === 'given' || status === 'assumed';

/** Who gives a student's consents. */
export type ConsentDecider = 'guardian' | 'student';

export const CONSENT_TEXT = {
  /** Why the room's Record control is unavailable, and why a recording stopped. */
  recordingUnavailable: {
    guardian:
      'Recording is not available: this student’s parent or guardian has not agreed to lessons being recorded.',
    student: 'Recording is not available: this student has not agreed to lessons being recorded.',
  } satisfies Record<ConsentDecider, string>,
  /** The same in a group lesson, naming the student (one refusal stops the whole lesson's recording). */
  groupRecordingUnavailable: (name: string, decidedBy: ConsentDecider) =>
    decidedBy === 'guardian'
      ? `Recording is not available: ${name}’s parent or guardian has not agreed to lessons being recorded.`
      : `Recording is not available: ${name} has not agreed to lessons being recorded.`,
  /** Why a practice take is refused. */
  takesNotKept: {
    guardian:
      'Practice takes cannot be kept: your parent or guardian has not agreed to keeping them. They can give consent on their account page.',
    student:
      'Practice takes cannot be kept: you have withdrawn your consent to keeping them. You can give it again on your account page.',
  } satisfies Record<ConsentDecider, string>,
  onlyGuardian: 'A child’s consents are given by their parent or guardian',
  adultDecides: 'This student is an adult and gives their own consents',
  notYourChild: 'You can give consents only for your own children',
  onlyFamily: 'Consents are given by the student’s family, or by an adult student',
  notFound: 'Student not found',
  given: 'Consent given',
  withheld: 'Consent withheld',
} as const;

// ---- calls ----

/** POST /api/consents: a linked guardian for a child, an adult student for themself. */
export const giveConsentSchema = z.object({
  student_id: dbId('Invalid student ID'),
  kind: z.enum(CONSENT_KINDS),
  granted: z.boolean(),
});
export type GiveConsent = z.input<typeof giveConsentSchema>;

export const consentItemSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  status: z.enum(CONSENT_STATUSES),
  allowed: z.boolean(),
  /** Who made the latest choice, and when (ISO); null when none was made. */
  given_by_name: z.string().nullable(),
  given_at: z.string().nullable(),
  /** Withheld recording or takes consent: when what is kept is deleted (the family downloads it before). */
  deletes_at: z.string().nullable(),
});
export type ConsentItem = z.infer<typeof consentItemSchema>;

/** Every choice made, newest first: what, given or withheld, by whom, when. */
export const consentChoiceSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  granted: z.boolean(),
  given_by_name: z.string(),
  given_at: z.string(),
});

/** A student's consents as the caller sees them. */
export const consentSubjectSchema = z.object({
  student_id: z.number(),
  student_name: z.string(),
  is_child: z.boolean(),
  decided_by: z.enum(['guardian', 'student']),
  /** The caller may change them (the one who decides). */
  can_change: z.boolean(),
  items: z.array(consentItemSchema),
  history: z.array(consentChoiceSchema),
});
export type ConsentSubject = z.infer<typeof consentSubjectSchema>;

/** GET /api/consents (a student's own; a guardian's children's) and GET /api/admin/consents (every student's). */
export const consentsResponse = z.object({
  result: z.literal(true),
  Students: z.array(consentSubjectSchema),
});
export const consentAnswer = z.object({
  result: z.literal(true),
  Student: consentSubjectSchema,
  message: z.string(),
});

/** GET /api/consents/teaching: whether the teacher may record each of their students' lessons, and why not. */
export const teachingConsentsResponse = z.object({
  result: z.literal(true),
  /** RECORDINGS=on; off, no lesson is recorded and nothing need be said. */
  recordings_on: z.boolean(),
  Students: z.array(
    z.object({
      student_id: z.number(),
      recording_allowed: z.boolean(),
      recording_reason: z.string().nullable(),
    }),
  ),
});
