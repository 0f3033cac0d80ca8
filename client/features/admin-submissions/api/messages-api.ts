import { API } from '../../../../common/api.ts';
import type {
  messageListResponse,
  messageResponse,
  SubmissionListQuery,
} from '../../../../common/schemas/admin-submissions.ts';
import { useListQuery } from '../../../components/admin/use-list-query.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { submissionCalls } from './submission-calls.ts';

const KEY = ['admin-contact-messages'] as const;

export const { fetchList: fetchMessages, setHandled: setMessageHandled } = submissionCalls<
  typeof messageListResponse,
  typeof messageResponse
>(API.adminContactMessages);

export const useAdminMessages = (query: SubmissionListQuery) => useListQuery(KEY, query, fetchMessages);

export const useSetMessageHandled = () => useRefreshingMutation(KEY, setMessageHandled);
