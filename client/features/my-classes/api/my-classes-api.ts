import { useQuery } from '@tanstack/react-query';
import { API, type MyClassesResponse } from '../../../../common/api.ts';
import { apiClient } from '../../../lib/api-client.ts';

export function useMyClasses() {
  return useQuery({
    queryKey: ['my-classes'],
    queryFn: () => apiClient.get<MyClassesResponse>(API.myClasses),
  });
}
