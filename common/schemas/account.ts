import { z } from 'zod';
import { accountName } from './account-name.ts';
import { ROLES } from './auth.ts';
import { PASSWORD_MAX_LENGTH } from './password-rules.ts';

// The calls a person uses to run their own account (issue 29): invitations, forgotten and changed
// passwords, the profile with its photo, and a new e-mail address. Requests and answers; the
// password's rules are in password-rules.ts, checked where the account's e-mail is known.

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254)
  .pipe(z.email('Please enter a valid email address'));
/** A new password as typed; its rules run where the account's e-mail is known. */
const newPassword = z.string().max(PASSWORD_MAX_LENGTH + 1);
/** A mailed link's token: 32 random bytes, base64url. Anything else is a dead link. */
export const tokenSchema = z.string().max(200);

/** The same words whether or not an account has the address (no account enumeration). */
export const FORGOT_PASSWORD_SENT =
  'If an account uses this email address, we have sent it a link to choose a new password. The link works for 1 hour.';
export const LINK_DEAD = 'This link has expired or has already been used. Please ask for a new one.';
export const PASSWORD_SET = 'Your password is set. You can sign in with it now.';
export const PASSWORD_CHANGED =
  'Your password was changed. You are still signed in here; every other device was signed out.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';
export const PASSWORD_CHANGE_REQUIRED = 'Please choose a new password before you go on.';
export const PROFILE_SAVED = 'Your profile is saved.';
export const EMAIL_CHANGE_SENT =
  'We have sent a link to your new email address. Your email changes when you open it.';
export const EMAIL_CHANGED = 'Your email address is changed.';
export const EMAIL_CHANGE_STOPPED =
  'The change is stopped: your account keeps its email address. If you did not ask for it, someone knows your password: please choose a new one.';
/** The stop link of a change that is over: made, stopped, or voided by a new password or request. */
export const STOP_LINK_DEAD =
  'This link no longer works: the change was already made or stopped, or a new password or a newer request ended it.';
export const CALENDAR_FEED_STOPPED =
  'Your calendar feed link stopped working with the old password: make a new one on your account page if you use it.';
/** A password change's answer, telling of the calendar feed link it stopped, if there was one. */
export const passwordChangedMessage = (feedRevoked: boolean) =>
  feedRevoked ? `${PASSWORD_CHANGED} ${CALENDAR_FEED_STOPPED}` : PASSWORD_CHANGED;
export const INVITATION_SENT = 'Invitation sent';
export const PHOTO_NOT_IMAGE = 'Please choose a JPEG, PNG or WebP photo';
export const PHOTO_TOO_LARGE = 'The photo must be at most 10 MB';
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const TIME_ZONE_INVALID = 'Please choose a time zone from the list';

/** POST /api/auth/forgot-password */
export const forgotPasswordSchema = z.object({ email });
export const messageResponse = z.object({ message: z.string() });

/** GET /api/auth/account-link?token=: whose link it is, to greet them and fill the e-mail for password managers. */
export const accountLinkQuery = z.object({ token: tokenSchema });
export const accountLinkResponse = z.object({
  purpose: z.enum(['invitation', 'password-reset', 'email-change']),
  email: z.string(),
  firstName: z.string(),
});

/** POST /api/auth/reset-password and /api/auth/accept-invitation: the link's token and the new password. */
export const setPasswordSchema = z.object({ token: tokenSchema, password: newPassword });
/**
 * POST /api/auth/verify-email: the token mailed to the new address; POST
 * /api/auth/cancel-email-change: the one mailed to the old address.
 */
export const verifyEmailSchema = z.object({ token: tokenSchema });

/** POST /api/user/change-password */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .min(1, 'Please enter your current password')
    .max(PASSWORD_MAX_LENGTH + 1),
  newPassword,
});

/** POST /api/user/change-email: the new address and, as for a password change, the current password. */
export const changeEmailSchema = z.object({
  email,
  currentPassword: z
    .string()
    .min(1, 'Please enter your current password')
    .max(PASSWORD_MAX_LENGTH + 1),
});

/** POST /api/user/update-profile */
export const updateProfileSchema = z.object({
  firstName: accountName('First name'),
  lastName: accountName('Last name'),
  timeZone: z.string().max(64),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** GET /api/user/profile (and the answer of every /api/user call that changes it). */
export const profileSchema = z.object({
  id: z.number().int(),
  /** Null for a child signed in by a username (issue 45). */
  email: z.string().nullable(),
  /** A child's sign-in name chosen by their guardian; null for everyone else. */
  username: z.string().nullable(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  timeZone: z.string().nullable(),
  /** The photo's address (with its version), or null. */
  avatarUrl: z.string().nullable(),
  /** A new address waiting for its link to be opened, or null. */
  pendingEmail: z.string().nullable(),
  mustChangePassword: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponse = z.object({ profile: profileSchema });
