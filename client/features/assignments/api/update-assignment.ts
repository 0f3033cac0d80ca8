import { API } from '../../../../common/api.ts';
import type {
  assignmentResponse,
  UpdateAssignment,
  updateAssignmentSchema,
} from '../../../../common/schemas/assignments.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { PRACTICE_KEY } from './practice-key.ts';

/** PATCH /course/assignments/{id}: the teacher changes any of its fields. */
export const updateAssignment = ({ id, patch }: { id: number; patch: UpdateAssignment }) =>
  apiClient.patchJson<typeof assignmentResponse, typeof updateAssignmentSchema>(
    `${API.courseAssignments}/${id}`,
    patch,
  );

export const useUpdateAssignment = () => useRefreshingMutation(PRACTICE_KEY, updateAssignment);
