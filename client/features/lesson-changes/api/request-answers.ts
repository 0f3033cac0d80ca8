import { API } from '../../../../common/api.ts';
import type {
  acceptRequestSchema,
  lessonChangeResponse,
  rescheduleRequestResponse,
} from '../../../../common/schemas/calendar.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useLessonChange } from './use-lesson-change.ts';

const requestPath = (requestId: number, answer: string) => `${API.rescheduleRequests}/${requestId}/${answer}`;

/** POST /reschedule-requests/{id}/accept: the teacher takes one of the proposed times; the lesson moves. */
export const acceptRequest = ({ requestId, time }: { requestId: number; time: string }) =>
  apiClient.postJson<typeof lessonChangeResponse, typeof acceptRequestSchema>(
    requestPath(requestId, 'accept'),
    {
      time,
    },
  );

/** POST /reschedule-requests/{id}/decline: the lesson stays; the student is mailed. */
export const declineRequest = (requestId: number) =>
  apiClient.postJson<typeof rescheduleRequestResponse>(requestPath(requestId, 'decline'), {});

/** POST /reschedule-requests/{id}/withdraw: the student takes back a request still waiting. */
export const withdrawRequest = (requestId: number) =>
  apiClient.postJson<typeof rescheduleRequestResponse>(requestPath(requestId, 'withdraw'), {});

export const useAcceptRequest = () => useLessonChange(acceptRequest);
export const useDeclineRequest = () => useLessonChange(declineRequest);
export const useWithdrawRequest = () => useLessonChange(withdrawRequest);
