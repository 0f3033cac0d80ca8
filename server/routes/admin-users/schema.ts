import { z } from 'zod';
import { ROLES } from '../../../common/schemas/auth.ts';

export const userIdParams = z.object({ id: z.coerce.number().int().positive() });

export const adminUser = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(ROLES),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
});

export const userResponse = z.object({ result: z.literal(true), User: adminUser });

export const userListResponse = z.object({
  result: z.literal(true),
  Users: z.array(adminUser),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
