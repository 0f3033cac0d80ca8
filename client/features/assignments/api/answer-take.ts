import { API } from '../../../../common/api.ts';
import type { takeAnswerSchema, takeResponse } from '../../../../common/schemas/assignments.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { PRACTICE_KEY } from './practice-key.ts';

/** POST /course/takes/{id}/answer: words, and the assignment done or to play again; the student is mailed. */
export const answerTake = ({
  takeId,
  text,
  verdict,
}: {
  takeId: number;
  text: string;
  verdict: 'done' | 'again';
}) =>
  apiClient.postJson<typeof takeResponse, typeof takeAnswerSchema>(`${API.practiceTakes}/${takeId}/answer`, {
    text,
    verdict,
  });

export const useAnswerTake = () => useRefreshingMutation(PRACTICE_KEY, answerTake);
