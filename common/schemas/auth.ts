import { z } from 'zod';

export const ROLES = ['admin', 'teacher', 'student', 'guardian'] as const;
export type Role = (typeof ROLES)[number];

/** The spec's User_Role cookie value and its numeric User_Role_Id. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  teacher: 'Teacher',
  student: 'Student',
  guardian: 'Guardian',
};
export const ROLE_IDS: Record<Role, number> = { admin: 1, teacher: 2, student: 3, guardian: 4 };

/**
 * A child's sign-in name, chosen by their guardian (issue 45): 3 to 32 of a-z, 0-9, '.', '_' and
 * '-', starting with a letter. Never an '@', so it is never taken for an e-mail address.
 */
export const USERNAME_PATTERN = /^[a-z][a-z0-9._-]{2,31}$/;
export const isUsername = (v: string) => USERNAME_PATTERN.test(v.toLowerCase());
const isEmail = (v: string) => z.email().safeParse(v).success;

export const loginSchema = z.object({
  /** An e-mail address, or the username a guardian chose for a child. */
  email: z
    .string()
    .trim()
    .min(1, 'Email or username is required')
    .refine((v) => isEmail(v) || isUsername(v), 'Please enter a valid email address or username'),
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
  /** The browser's IANA zone: kept as the person's time zone when they have none yet. */
  timeZone: z.string().max(64).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  /** Null for a child signed in by a username (issue 45). */
  email: z.string().nullable(),
  /** The sign-in name a guardian chose for a child without an e-mail of their own; null for everyone else. */
  username: z.string().nullable(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  /** An admin set this password: until the person chooses their own, only their account page works. */
  mustChangePassword: z.boolean(),
  /** Their IANA zone (null until the first sign-in sets it): every time they see is on this clock. */
  timeZone: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /api/auth/login: the signed-in user (the session cookie comes with it). */
export const userResponse = z.object({ user: sessionUserSchema });
/** GET /api/auth/me: the signed-in user, or null. */
export const meResponse = z.object({ user: sessionUserSchema.nullable() });
/** POST /api/auth/logout */
export const logoutResponse = z.object({ success: z.literal(true) });
