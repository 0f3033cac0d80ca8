import { z } from 'zod';
import { pageInfoFields } from '../../../common/schemas/admin-page.ts';

export const contactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});

export const messageListResponse = z.object({
  result: z.literal(true),
  Messages: z.array(contactMessage),
  ...pageInfoFields,
});
export const messageResponse = z.object({ result: z.literal(true), Message: contactMessage });
