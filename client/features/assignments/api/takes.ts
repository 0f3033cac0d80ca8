import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { takesResponse } from '../../../../common/schemas/assignments.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { PRACTICE_KEY } from './practice-key.ts';

/** GET /course/assignments/{id}/takes: newest first, each with the teacher's comments and answer. */
export const fetchTakes = (assignmentId: number) =>
  apiClient.get<typeof takesResponse>(`${API.courseAssignments}/${assignmentId}/takes`);

export const useTakes = (assignmentId: number) =>
  useQuery({
    queryKey: [...PRACTICE_KEY, 'takes', assignmentId],
    queryFn: () => fetchTakes(assignmentId),
  });
