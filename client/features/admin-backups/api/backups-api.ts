import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type { backupStatusResponse } from '../../../../common/schemas/admin-backups.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const fetchBackupStatus = () => apiClient.get<typeof backupStatusResponse>(API.adminBackups);

/** The scheduled backup's settings and last outcomes, asked again every few minutes while shown. */
export function useBackupStatus() {
  return useQuery({ queryKey: ['admin-backups'], queryFn: fetchBackupStatus, refetchInterval: 5 * 60_000 });
}
