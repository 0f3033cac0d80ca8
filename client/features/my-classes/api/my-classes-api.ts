import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { myClassesResponse } from '../../../../common/schemas/classes.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function useMyClasses() {
  return useQuery({
    queryKey: ['my-classes'],
    queryFn: () => apiClient.get<typeof myClassesResponse>(API.myClasses),
  });
}
