import { API } from '../../../../common/api.ts';
import type { assignmentResponse, createAssignmentSchema } from '../../../../common/schemas/assignments.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { PRACTICE_KEY } from './practice-key.ts';

/** POST /course/assignments: the teacher sets practice for one of their students. */
export const createAssignment = apiClient.postTo<typeof assignmentResponse, typeof createAssignmentSchema>(
  API.courseAssignments,
);

export const useCreateAssignment = () => useRefreshingMutation(PRACTICE_KEY, createAssignment);
