import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { makeUpsResponse } from '../../../../common/schemas/calendar.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { CLASSES_KEY } from './admin-classes-api.ts';

/** Lessons cancelled by the teacher or the school with no make-up booked yet, oldest first. */
export const fetchMakeUps = () => apiClient.get<typeof makeUpsResponse>(API.adminMakeUps);

/** Under the classes' key: booking, cancelling or editing a class refreshes it. */
export function useMakeUps() {
  return useQuery({
    queryKey: [...CLASSES_KEY, 'make-ups'],
    queryFn: fetchMakeUps,
    select: (data) => data.MakeUps,
  });
}
