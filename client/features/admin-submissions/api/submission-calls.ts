import type * as z from 'zod/v4/core';
import type {
  handledSchema,
  SubmissionListQuery,
  submissionListQuerySchema,
} from '../../../../common/schemas/admin-submissions.ts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * The calls every kind of submission (contact messages, admission applications) answers under
 * its `path`: a page of the list, and marking one handled or open again.
 */
export function submissionCalls<List extends z.$ZodType, Handled extends z.$ZodType>(path: string) {
  return {
    fetchList: (query: SubmissionListQuery) =>
      apiClient.get<List, typeof submissionListQuerySchema>(path, query),
    setHandled: ({ id, handled }: { id: number; handled: boolean }) =>
      apiClient.putJson<Handled, typeof handledSchema>(`${path}/${id}/handled`, { handled }),
  };
}
