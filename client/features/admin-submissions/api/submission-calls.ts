import type * as z from 'zod/v4/core';
import type {
  handledSchema,
  SubmissionListQuery,
  submissionListQuerySchema,
} from '../../../../common/schemas/admin-submissions.ts';
import { useListQuery } from '../../../components/admin/use-list-query.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';

/**
 * The calls a submission marked handled (contact messages) answers under its `path`, with their
 * hooks: a page of the list, and marking one handled or open again (which refreshes every query
 * under `key`). Admission applications have states instead (applications-api.ts).
 */
export function submissionCalls<List extends z.$ZodType, Handled extends z.$ZodType>(
  path: string,
  key: readonly string[],
) {
  const fetchList = (query: SubmissionListQuery) =>
    apiClient.get<List, typeof submissionListQuerySchema>(path, query);
  const setHandled = ({ id, handled }: { id: number; handled: boolean }) =>
    apiClient.putJson<Handled, typeof handledSchema>(`${path}/${id}/handled`, { handled });
  return {
    useList: (query: SubmissionListQuery) => useListQuery([...key, 'list'], query, fetchList),
    useSetHandled: () => useRefreshingMutation(key, setHandled),
  };
}
