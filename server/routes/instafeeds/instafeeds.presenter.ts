import type { z } from 'zod';
import type { Instafeed, instafeedsResponse } from '../../../common/schemas/site-content.ts';
import type { SiteInstafeed } from './instafeeds.service.ts';

const presentInstafeed = (post: SiteInstafeed): Instafeed => ({ instafeed_url: post.instafeedUrl });

/** GET /api/instafeeds.php: the spec's `{ result, Instafeeds }`. */
export const presentInstafeeds = (posts: SiteInstafeed[]): z.infer<typeof instafeedsResponse> => ({
  result: true,
  Instafeeds: posts.map(presentInstafeed),
});
