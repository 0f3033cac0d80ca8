import { API } from '../../../../common/api.ts';
import type {
  handledSchema,
  messageListResponse,
  messageResponse,
  SubmissionListQuery,
  submissionListQuerySchema,
} from '../../../../common/schemas/admin-submissions.ts';
import { useListQuery } from '../../../components/admin/use-list-query.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

const KEY = ['admin-contact-messages'] as const;

export const fetchMessages = (query: SubmissionListQuery) =>
  apiClient.get<typeof messageListResponse, typeof submissionListQuerySchema>(
    API.adminContactMessages,
    query,
  );

export const setMessageHandled = ({ id, handled }: { id: number; handled: boolean }) =>
  apiClient.putJson<typeof messageResponse, typeof handledSchema>(
    `${API.adminContactMessages}/${id}/handled`,
    {
      handled,
    },
  );

export const useAdminMessages = (query: SubmissionListQuery) => useListQuery(KEY, query, fetchMessages);

export const useSetMessageHandled = () => useRefreshingMutation(KEY, setMessageHandled);
