import { API } from '../../../../common/api.ts';
import type { takeResponse } from '../../../../common/schemas/assignments.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** POST /course/assignments/{id}/takes: the recording as the body, its length and note in the query. */
export const uploadTake = (assignmentId: number, take: Blob, durationMs: number, note: string) =>
  apiClient.postBlob<typeof takeResponse>(
    `${API.courseAssignments}/${assignmentId}/takes`,
    { duration_ms: durationMs, note },
    take,
    take.type || 'audio/webm',
  );
