import { API } from '../../../../common/api.ts';
import type { takeCommentSchema, takeResponse } from '../../../../common/schemas/assignments.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { PRACTICE_KEY } from './practice-key.ts';

/** POST /course/takes/{id}/comments: the teacher's comment at a moment of the take. */
export const commentOnTake = ({ takeId, atMs, text }: { takeId: number; atMs: number; text: string }) =>
  apiClient.postJson<typeof takeResponse, typeof takeCommentSchema>(
    `${API.practiceTakes}/${takeId}/comments`,
    {
      at_ms: atMs,
      text,
    },
  );

export const useCommentOnTake = () => useRefreshingMutation(PRACTICE_KEY, commentOnTake);
