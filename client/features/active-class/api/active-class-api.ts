import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type {
  ActiveClass,
  studentActiveClassQuery,
  studentActiveClassResponse,
} from '../../../../common/schemas/classes.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** The student's active-class check on load; a failed check counts as no active class. */
export function useStudentActiveClass(studentId: string) {
  return useQuery({
    queryKey: ['student-active-class', studentId],
    queryFn: async (): Promise<ActiveClass | null> => {
      try {
        const res = await apiClient.get<typeof studentActiveClassResponse, typeof studentActiveClassQuery>(
          API.studentActiveClass,
          { student_id: studentId },
        );
        return res.result && res.hasActiveClass ? res.Class : null;
      } catch {
        return null;
      }
    },
    retry: false,
  });
}
