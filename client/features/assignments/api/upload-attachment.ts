import { API } from '../../../../common/api.ts';
import type { assignmentResponse } from '../../../../common/schemas/assignments.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { PRACTICE_KEY } from './practice-key.ts';

/**
 * POST /course/assignments/{id}/attachment: the file as the body, its name in the query. Sent as
 * plain bytes: the server decides what it is by its content, not by what the browser calls it.
 */
export const uploadAttachment = ({ id, file }: { id: number; file: File }) =>
  apiClient.postBlob<typeof assignmentResponse>(
    `${API.courseAssignments}/${id}/attachment`,
    { name: file.name },
    file,
    'application/octet-stream',
  );

export const useUploadAttachment = () => useRefreshingMutation(PRACTICE_KEY, uploadAttachment);
