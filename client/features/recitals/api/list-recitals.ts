import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { recitalsResponse } from '../../../../common/schemas/recitals.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** Every recital query sits under this key: a change to one refreshes them. */
export const RECITALS_KEY = ['recitals'] as const;

/** The caller's recitals (an admin's: every one), the latest first. */
export const fetchRecitals = () => apiClient.get<typeof recitalsResponse>(API.recitals);

export const useRecitals = () =>
  useQuery({ queryKey: [...RECITALS_KEY, 'list'], queryFn: fetchRecitals, select: (d) => d.Recitals });
