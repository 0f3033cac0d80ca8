import type { z } from 'zod';
import type {
  AdminInstafeed,
  instafeedListResponse,
  instafeedResponse,
} from '../../../common/schemas/admin-content.ts';
import type { Page } from '../../../common/schemas/admin-users.ts';
import { presentPage } from '../admin-presenter.ts';
import type { ManagedInstafeed } from './admin-instafeeds.service.ts';

const presentInstafeed = (link: ManagedInstafeed): AdminInstafeed => ({
  id: link.id,
  instafeedUrl: link.instafeedUrl,
  sortOrder: link.sortOrder,
});

/** One page of Instagram links: `{ result, Instafeeds, total, page, pageSize }`. */
export const presentInstafeedPage = (page: Page<ManagedInstafeed>): z.infer<typeof instafeedListResponse> =>
  presentPage('Instafeeds', page, presentInstafeed);

/** The link an admin added: `{ result, Instafeed }`. */
export const presentInstafeedAnswer = (link: ManagedInstafeed): z.infer<typeof instafeedResponse> => ({
  result: true,
  Instafeed: presentInstafeed(link),
});
