import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { calendarFeedCreated, calendarFeedStatus } from '../../../../common/schemas/calendar.ts';
import { apiClient, type ResponseOf } from '../../../lib/api-client.ts';

type FeedStatus = ResponseOf<typeof calendarFeedStatus>;

/** Whether the person has a calendar link; each person's under their id. */
const FEED_KEY = ['account', 'calendar-feed'] as const;

/** GET /user/calendar-feed: whether a link exists (never the link). */
export const fetchCalendarFeed = () => apiClient.get<typeof calendarFeedStatus>(API.calendarFeed);

/** POST /user/calendar-feed: a new link, answered this once; the old one stops working. */
export const createCalendarFeed = () => apiClient.postJson<typeof calendarFeedCreated>(API.calendarFeed, {});

/** DELETE /user/calendar-feed: the link stops working. */
export const revokeCalendarFeed = () => apiClient.delete<typeof calendarFeedStatus>(API.calendarFeed);

export const useCalendarFeed = (userId: number) =>
  useQuery({ queryKey: [...FEED_KEY, userId], queryFn: fetchCalendarFeed });

/** Fetches the link status again (a new password stops the link). */
export function useRefreshCalendarFeed() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: FEED_KEY });
}

/** Puts a call's answer in place as the person's link status. */
function useStoreFeed(userId: number) {
  const client = useQueryClient();
  return ({ active, created_at }: FeedStatus) =>
    client.setQueryData<FeedStatus>([...FEED_KEY, userId], { active, created_at });
}

export function useCreateCalendarFeed(userId: number) {
  const store = useStoreFeed(userId);
  return useMutation({ mutationFn: createCalendarFeed, onSuccess: store });
}

export function useRevokeCalendarFeed(userId: number) {
  const store = useStoreFeed(userId);
  return useMutation({ mutationFn: revokeCalendarFeed, onSuccess: store });
}
