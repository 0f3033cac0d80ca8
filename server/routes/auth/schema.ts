import { z } from 'zod';
import { sessionUserSchema } from '../../../common/schemas/auth.ts';

export const userResponse = z.object({ user: sessionUserSchema });
export const meResponse = z.object({ user: sessionUserSchema.nullable() });
export const errorResponse = z.object({ error: z.string(), message: z.string() });
