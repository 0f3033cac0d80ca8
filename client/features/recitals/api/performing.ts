import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { performingResponse } from '../../../../common/schemas/recitals.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { RECITALS_KEY } from './list-recitals.ts';

/** The signed-in student's recitals, the latest first. */
export const fetchPerforming = () => apiClient.get<typeof performingResponse>(API.recitalsPerforming);

export const usePerforming = () =>
  useQuery({
    queryKey: [...RECITALS_KEY, 'performing'],
    queryFn: fetchPerforming,
    select: (d) => d.Recitals,
  });
