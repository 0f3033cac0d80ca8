import { API } from '../../../../common/api.ts';
import type { messageListResponse, messageResponse } from '../../../../common/schemas/admin-submissions.ts';
import { submissionCalls } from './submission-calls.ts';

export const { useList: useAdminMessages, useSetHandled: useSetMessageHandled } = submissionCalls<
  typeof messageListResponse,
  typeof messageResponse
>(API.adminContactMessages, ['admin-contact-messages']);
