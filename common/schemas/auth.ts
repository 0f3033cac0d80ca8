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

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
  /** The browser's IANA zone: kept as the person's time zone when they have none yet. */
  timeZone: z.string().max(64).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
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
