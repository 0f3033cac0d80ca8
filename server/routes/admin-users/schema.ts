import { z } from 'zod';
import { ROLES } from '../../../common/schemas/auth.ts';
import { idParams } from '../admin-route.ts';

export const userIdParams = idParams;

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
