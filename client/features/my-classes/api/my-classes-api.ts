import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { myClassesResponse } from '../../../../common/schemas/classes.ts';
import { apiClient } from '../../../lib/api-client.ts';

const MY_CLASSES_KEY = ['my-classes'] as const;

export function useMyClasses() {
  return useQuery({
    queryKey: MY_CLASSES_KEY,
    queryFn: () => apiClient.get<typeof myClassesResponse>(API.myClasses),
  });
}

/** Reads the lists again (after a lesson was moved or cancelled from its row). */
export function useRefreshMyClasses() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: MY_CLASSES_KEY });
}
