import { useMutation, useQuery } from '@tanstack/react-query';
import { API, API_BASE } from '../../../../common/api.ts';
import type { okResponse } from '../../../../common/schemas/admin-page.ts';
import type {
  applicationDetailResponse,
  applicationListResponse,
  csvQuerySchema,
} from '../../../../common/schemas/admin-submissions.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { submissionCalls } from './submission-calls.ts';

const KEY = ['admin-applications'] as const;

export const { useList: useAdminApplications, useSetHandled: useSetApplicationHandled } = submissionCalls<
  typeof applicationListResponse,
  typeof okResponse
>(API.adminApplications, KEY);

export const fetchApplication = (id: number) =>
  apiClient.get<typeof applicationDetailResponse>(`${API.adminApplications}/${id}`);

export const fetchApplicationsCsv = () =>
  apiClient.getFile<typeof csvQuerySchema>(API.adminApplicationsCsv, { status: 'all' });

/** Where an uploaded image is served (to admins only, with the session cookie). */
export const admissionFileUrl = (fileId: number) => `${API_BASE}${API.adminAdmissionFiles}/${fileId}`;

export function useAdminApplication(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: () => fetchApplication(id as number),
    enabled: id !== null,
  });
}

export function useApplicationsCsv() {
  return useMutation({ mutationFn: fetchApplicationsCsv });
}
