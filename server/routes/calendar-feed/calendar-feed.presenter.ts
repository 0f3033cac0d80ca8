import type { z } from 'zod';
import { API, API_BASE } from '../../../common/api.ts';
import type { calendarFeedCreated, calendarFeedStatus } from '../../../common/schemas/calendar.ts';
import type { FeedStatus, NewFeed } from './calendar-feed.service.ts';

/** GET and DELETE /api/user/calendar-feed: whether a link exists (never the link itself). */
export const presentFeedStatus = (s: FeedStatus): z.infer<typeof calendarFeedStatus> => ({
  active: s.active,
  created_at: s.createdAt?.toISOString() ?? null,
});

/** POST /api/user/calendar-feed: the new link, this once. */
export const presentFeedCreated = (siteUrl: string, feed: NewFeed): z.infer<typeof calendarFeedCreated> => ({
  active: true,
  created_at: feed.createdAt.toISOString(),
  url: `${siteUrl}${API_BASE}${API.calendarFeeds}/${feed.token}.ics`,
});
