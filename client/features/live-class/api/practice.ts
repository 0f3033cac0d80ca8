import { API } from '../../../../common/api.ts';
import type { MeetingStatus, PracticeChange } from '../../../../common/schemas/live-class.ts';
import { liveGet, livePost } from './live-call.ts';

/** The teacher's change to the metronome or the drone; answers the class's new status. */
export const setPracticeTools = (classId: string, change: PracticeChange) =>
  livePost<MeetingStatus>(API.setPracticeTools, { class_id: classId, ...change });

/** The server's clock, ms since the epoch. */
export const fetchServerTime = async () =>
  (await liveGet<{ server_ms: number }>(API.serverTime, {})).server_ms;
