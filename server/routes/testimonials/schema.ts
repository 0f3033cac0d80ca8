import { z } from 'zod';

export const testimonialsResponse = z.object({
  result: z.boolean(),
  Testimonials: z.array(
    z.object({
      id: z.number().int(),
      message: z.string(),
      name: z.string(),
      media_url: z.string().nullable(),
      is_deleted: z.number().int().describe('0 means visible; the site shows only those'),
    }),
  ),
});
