import { z } from 'zod';
import { pageInfoFields } from '../admin-route.ts';

export const adminInstafeed = z.object({
  id: z.number().int(),
  instafeedUrl: z.string(),
  sortOrder: z.number().int(),
});

export const instafeedListResponse = z.object({
  result: z.literal(true),
  Instafeeds: z.array(adminInstafeed),
  ...pageInfoFields,
});
export const instafeedResponse = z.object({ result: z.literal(true), Instafeed: adminInstafeed });
