import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { Assignment, assignmentsResponse } from '../../../../common/schemas/assignments.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /course/assignments: the signed-in student's own. */
export const fetchMyAssignments = () => apiClient.get<typeof assignmentsResponse>(API.courseAssignments);

/** The assignment the room was opened from (undefined while loading, null when it is not the student's). */
export function useAssignment(id: number | null): {
  assignment: Assignment | null | undefined;
  failed: boolean;
} {
  const query = useQuery({
    queryKey: ['practice', 'assignments'],
    queryFn: fetchMyAssignments,
    enabled: id !== null,
    staleTime: 60_000,
  });
  if (id === null) return { assignment: null, failed: false };
  if (query.isError) return { assignment: null, failed: true };
  if (!query.data) return { assignment: undefined, failed: false };
  return { assignment: query.data.Assignments.find((a) => a.id === id) ?? null, failed: false };
}
