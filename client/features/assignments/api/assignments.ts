import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { assignmentsQuery, assignmentsResponse } from '../../../../common/schemas/assignments.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { PRACTICE_KEY } from './practice-key.ts';

/** GET /course/assignments: a student's own (no id), or a teacher's student's; the server orders them. */
export const fetchAssignments = (studentId?: number) =>
  apiClient.get<typeof assignmentsResponse, typeof assignmentsQuery>(API.courseAssignments, {
    student_id: studentId,
  });

export const useAssignments = (studentId?: number) =>
  useQuery({
    queryKey: [...PRACTICE_KEY, 'assignments', studentId ?? 'mine'],
    queryFn: () => fetchAssignments(studentId),
  });
