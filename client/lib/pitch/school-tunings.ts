import { useQuery } from '@tanstack/react-query';
import { API } from '../../../common/api.ts';
import type { Tuning, tuningsResponse } from '../../../common/schemas/tunings.ts';
import { apiClient } from '../api-client.ts';

/** The query key of the school's tunings: the admin's save refreshes every tuner's list. */
export const TUNINGS_KEY = ['tunings'] as const;

export const fetchSchoolTunings = () => apiClient.get<typeof tuningsResponse>(API.tunings);

const NONE: Tuning[] = [];

/** The school's tunings as a query (the admin's list shows its loading and its failure). */
export const useSchoolTuningsQuery = () =>
  useQuery({ queryKey: TUNINGS_KEY, queryFn: fetchSchoolTunings, staleTime: 5 * 60_000 });

/** The school's own tunings for a tuner; none while they load or when they cannot be read. */
export function useSchoolTunings(): Tuning[] {
  return useSchoolTuningsQuery().data?.tunings ?? NONE;
}
