import { API } from '../../../../common/api.ts';
import type { meetingStatusResponse } from '../../../../common/schemas/live-class/meeting-status.ts';
import type {
  PracticeChange,
  practiceBody,
  serverTimeResponse,
} from '../../../../common/schemas/live-class/practice.ts';
import { liveGet, livePost } from './live-call.ts';

/** The teacher's change to the metronome or the drone; answers the class's new status. */
export const setPracticeTools = (classId: string, change: PracticeChange) =>
  livePost<typeof meetingStatusResponse, typeof practiceBody>(API.setPracticeTools, {
    class_id: classId,
    ...change,
  });

/** The server's clock, ms since the epoch. */
export const fetchServerTime = async () =>
  (await liveGet<typeof serverTimeResponse>(API.serverTime, {})).server_ms;
