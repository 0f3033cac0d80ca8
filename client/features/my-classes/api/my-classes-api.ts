import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { myClassesQuery, myClassesResponse } from '../../../../common/schemas/classes.ts';
import { apiClient } from '../../../lib/api-client.ts';

const MY_CLASSES_KEY = ['my-classes'] as const;

/** The signed-in person's classes, or (a guardian) their child `studentId`'s. */
export function useMyClasses(studentId?: number) {
  return useQuery({
    queryKey: [...MY_CLASSES_KEY, studentId ?? 'mine'],
    queryFn: () =>
      apiClient.get<typeof myClassesResponse, typeof myClassesQuery>(API.myClasses, {
        student_id: studentId,
      }),
  });
}

/** Reads the lists again (after a lesson was moved or cancelled from its row). */
export function useRefreshMyClasses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: MY_CLASSES_KEY });
}
