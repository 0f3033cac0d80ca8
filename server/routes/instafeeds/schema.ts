import { z } from 'zod';

export const instafeedsResponse = z.object({
  result: z.boolean(),
  Instafeeds: z.array(
    z.object({ instafeed_url: z.string().describe('A post address: https://www.instagram.com/p/<id>/') }),
  ),
});
