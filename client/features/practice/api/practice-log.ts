import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type {
  logEntryResponse,
  logPracticeSchema,
  practiceLogQuery,
  practiceWeekResponse,
} from '../../../../common/schemas/assignments.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { RoomEntry } from '../practice-session.ts';

/** POST /course/practice-log: what the room counted; kept alive when the page is going away. */
export const saveRoomEntry = (entry: RoomEntry, keepalive: boolean) =>
  apiClient.postJson<typeof logEntryResponse, typeof logPracticeSchema>(
    API.practiceLog,
    entry,
    keepalive ? { keepalive: true } : undefined,
  );

/**
 * The seconds already in the log for `day` (the week view from that day), read once as the room
 * opens: the room adds its own counting to it, so a later read would count this visit twice.
 */
export function useLoggedToday(day: string | null) {
  return useQuery({
    queryKey: ['practice', 'logged', day],
    queryFn: async () => {
      const week = await apiClient.get<typeof practiceWeekResponse, typeof practiceLogQuery>(
        API.practiceLog,
        {
          from: day as string,
        },
      );
      return week.Practice.entries.filter((e) => e.day === day).reduce((sum, e) => sum + e.seconds, 0);
    },
    enabled: day !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
