import { z } from 'zod';
import { accountName } from './account-name.ts';
import { ROLES } from './auth.ts';
import { DB_INT_MAX } from './fields.ts';
import { passwordSchema } from './password-rules.ts';

// The admin's forms for teachers and students; the same rules run in the browser and on the server.

/** Roles an admin manages; admins themselves are not created from the dashboard. */
export const MANAGED_ROLES = ['teacher', 'student'] as const;
export type ManagedRole = (typeof MANAGED_ROLES)[number];
/** Roles the admin's list shows: guardians too, each with their children (they are linked from a student). */
export const LISTED_ROLES = [...MANAGED_ROLES, 'guardian'] as const;
export type ListedRole = (typeof LISTED_ROLES)[number];

const userFields = {
  firstName: accountName('First name'),
  lastName: accountName('Last name'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
  role: z.enum(MANAGED_ROLES, 'Please choose a role'),
};

/**
 * Without a password the person is mailed an invitation to choose one; with one (where mail
 * cannot reach them) they must change it at their first sign-in.
 */
export const createUserSchema = z.object({ ...userFields, password: passwordSchema.optional() });
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const updateUserSchema = z.object(userFields);
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const resetPasswordSchema = z.object({ password: passwordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const PAGE_SIZE = 10;

export const userListQuerySchema = z.object({
  role: z.enum(LISTED_ROLES).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(DB_INT_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
});
export type UserListQuery = { role?: ListedRole; q?: string; page: number; pageSize: number };

export const adminUserSchema = z.object({
  id: z.number(),
  /** Null for a child signed in by a username (issue 45). */
  email: z.string().nullable(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  /** 'invited': the person has not yet chosen a password from their invitation. */
  status: z.enum(['invited', 'active']),
  /** A student's guardians, a guardian's children (issue 45): first linked first. */
  family: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const userResponse = z.object({ result: z.literal(true), User: adminUserSchema });
export const userListResponse = z.object({
  result: z.literal(true),
  Users: z.array(adminUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
