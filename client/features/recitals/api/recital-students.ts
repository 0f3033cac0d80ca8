import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { recitalStudentsResponse } from '../../../../common/schemas/recitals.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** The students a recital may have as performers, by name. */
export const fetchRecitalStudents = () => apiClient.get<typeof recitalStudentsResponse>(API.recitalStudents);

export const useRecitalStudents = () =>
  useQuery({ queryKey: ['recital-students'], queryFn: fetchRecitalStudents, select: (d) => d.Students });
