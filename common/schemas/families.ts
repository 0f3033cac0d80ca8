import { z } from 'zod';
import { accountName } from './account-name.ts';
import { USERNAME_PATTERN } from './auth.ts';
import { dbId } from './fields.ts';
import { passwordSchema } from './password-rules.ts';

// Families (issue 45): guardians and the students they are linked to.

/** The guardians a guardian may make a child have by inviting: themself and a second one. */
export const GUARDIANS_INVITED_MAX = 2;

export const FAMILY_TEXT = {
  notGuardianEmail: 'This e-mail belongs to a student, teacher or admin account: it cannot be a guardian’s',
  chooseChild: 'Please choose one of your children',
  notYourChild: 'You can see only your own children’s lessons and practice',
  notAStudent: 'Guardians are linked to students only',
  notLinked: 'This guardian is not linked to this student',
  enoughGuardians: `Your child already has ${GUARDIANS_INVITED_MAX} guardians here; the school’s office can link more.`,
  linked: (name: string) => `${name} is linked as a guardian`,
  unlinked: (name: string) => `${name} is no longer a guardian of this student`,
  usernameTaken: 'This username is taken. Please choose another.',
  signInTooOld: (name: string, age: number) =>
    `From ${age}, ${name} gets the school's mail and signs in with an e-mail address of their own.`,
  signInSet: (name: string, username: string) =>
    `${name} can now sign in with the username ${username} and the password you chose.`,
} as const;

/**
 * POST /api/my_children/{id}/sign_in: a child under the school's own-mail age signs in with a
 * username and password their guardian chose, without an e-mail address of their own.
 */
export const childSignInSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Username is required')
    .transform((v) => v.toLowerCase())
    .pipe(
      z
        .string()
        .regex(
          USERNAME_PATTERN,
          '3 to 32 letters, digits, dots, dashes or underscores, starting with a letter',
        ),
    ),
  password: passwordSchema,
});
export type ChildSignInInput = z.input<typeof childSignInSchema>;

/** A guardian to link: an existing guardian's account with the e-mail, or a new one invited there. */
export const linkGuardianSchema = z.object({
  firstName: accountName('First name'),
  lastName: accountName('Last name'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
});
export type LinkGuardianInput = z.infer<typeof linkGuardianSchema>;

export const guardianSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null for a child signed in by a username (issue 45). */
  email: z.string().nullable(),
  /** 'invited': the guardian has not yet chosen a password from their invitation. */
  status: z.enum(['invited', 'active']),
});
export type Guardian = z.infer<typeof guardianSchema>;

/** GET /api/admin/users/{id}/guardians: a student's guardians, first linked first. */
export const guardiansResponse = z.object({ result: z.literal(true), Guardians: z.array(guardianSchema) });
/** POST .../guardians and DELETE .../guardians/{guardianId}: what was done, and the guardians now. */
export const guardianChangeResponse = guardiansResponse.extend({ message: z.string() });

export const guardianParams = z.object({ id: dbId('Invalid id'), guardianId: dbId('Invalid id') });

export const childSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  /** The username the child signs in with, when a guardian set one; null: they use an e-mail address. */
  username: z.string().nullable(),
  /** Whether a guardian may set the child's sign-in (under the school's own-mail age). */
  signInByGuardian: z.boolean(),
  /** The child's guardians, the caller among them. */
  guardians: z.array(guardianSchema),
});
export type Child = z.infer<typeof childSchema>;

/** GET /api/my_children: a guardian's children, by first name. */
export const myChildrenResponse = z.object({ result: z.literal(true), Children: z.array(childSchema) });
/** POST /api/my_children/{id}/guardians: the second guardian linked (invited when new). */
export const childGuardianResponse = z.object({
  result: z.literal(true),
  message: z.string(),
  Child: childSchema,
});
