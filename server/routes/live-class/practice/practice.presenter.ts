import type { z } from 'zod';
import type { serverTimeResponse } from '../../../../common/schemas/live-class/practice.ts';
import { liveAnswer } from '../live-presenter.ts';
import { presentStatusAnswer } from '../meeting-status.presenter.ts';
import type { MeetingState } from '../meeting-status.ts';

/** The teacher changed the practice tools: the new status. */
export const presentPracticeSet = (meeting: MeetingState) =>
  presentStatusAnswer(meeting, 'Practice tools set');

/** GET /api/server_time: the server's clock, ms since the epoch. */
export const presentServerTime = (nowMs: number): z.infer<typeof serverTimeResponse> =>
  liveAnswer({ server_ms: nowMs }, 'Server time');
