import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { classChangesResponse } from '../../../../common/schemas/calendar.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { CLASSES_KEY } from './admin-classes-api.ts';

/** A lesson's change log, oldest first. */
export const fetchClassChanges = (classId: number) =>
  apiClient.get<typeof classChangesResponse>(`${API.adminClasses}/${classId}/changes`);

/** Fetched while `classId` is set (the dialog is open). */
export function useClassChanges(classId: number | null) {
  return useQuery({
    enabled: classId !== null,
    queryKey: [...CLASSES_KEY, 'changes', classId],
    queryFn: () => fetchClassChanges(classId ?? 0),
    select: (data) => data.Changes,
  });
}
