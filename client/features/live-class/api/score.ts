import { API } from '../../../../common/api.ts';
import type {
  scoreListQuery,
  scoreListResponse,
  scoreLockBody,
  scoreMarkBody,
  scoreMarkResponse,
  scoreMarksQuery,
  scoreMarksResponse,
  scorePageBody,
  scoreResponse,
  scoreStrokeBody,
} from '../../../../common/schemas/live-class/score.ts';
import type { liveResponse } from '../../../../common/schemas/live-class/shared.ts';
import { ApiError, apiClient } from '../../../lib/api-client.ts';
import { OfflineError, type ScoreApi } from '../rtc/room-api.ts';
import { liveGet, livePost } from './live-call.ts';

const path = (scoreId: number, rest: string) => `${API.classScores}/${scoreId}/${rest}`;
type Answer = ReturnType<typeof liveResponse>;

/**
 * No answer, a gateway's while the server is away, or the drawing budget of the minute spent
 * (429): nothing was stored, so it is worth sending again.
 */
const offlineAsSuch = (err: unknown): never => {
  const offline = !(err instanceof ApiError) || [429, 502, 503, 504].includes(err.status);
  throw offline ? new OfflineError(err) : err;
};

/** The shared score's calls for one class (/api/class_scores*). */
export const scoreApi = (classId: string): ScoreApi => ({
  list: async () =>
    (await liveGet<typeof scoreListResponse, typeof scoreListQuery>(API.classScores, { class_id: classId }))
      .scores,
  marks: (scoreId, after) =>
    liveGet<typeof scoreMarksResponse, typeof scoreMarksQuery>(path(scoreId, 'marks'), { after }),
  open: async (file, name) =>
    (
      await apiClient.postBlob<typeof scoreResponse>(
        API.classScores,
        { class_id: classId, name },
        file,
        // The server decides what the file is by its bytes, not by what the browser calls it.
        'application/octet-stream',
      )
    ).data,
  turnPage: (scoreId, page) => livePost<Answer, typeof scorePageBody>(path(scoreId, 'page'), { page }),
  lock: (scoreId, locked) => livePost<Answer, typeof scoreLockBody>(path(scoreId, 'lock'), { locked }),
  // A refusal (the drawing budget spent) is told; a lost batch is not: the finished mark has its points.
  stroke: (scoreId, batch) =>
    livePost<Answer, typeof scoreStrokeBody>(path(scoreId, 'strokes'), batch).catch((err: unknown) => {
      throw err instanceof ApiError && err.status < 500 ? err : new OfflineError(err);
    }),
  addMark: (scoreId, mark) =>
    livePost<typeof scoreMarkResponse, typeof scoreMarkBody>(path(scoreId, 'marks'), mark).catch(
      offlineAsSuch,
    ),
  erase: (scoreId, markId) => apiClient.delete<Answer>(path(scoreId, `marks/${markId}`)),
});
