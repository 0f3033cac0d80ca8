import { useMutation, useQuery } from '@tanstack/react-query';
import { API, API_BASE } from '../../../../common/api.ts';
import type { okResponse } from '../../../../common/schemas/admin-page.ts';
import type {
  applicationDetailResponse,
  applicationListResponse,
  csvQuerySchema,
  SubmissionListQuery,
} from '../../../../common/schemas/admin-submissions.ts';
import { useListQuery } from '../../../components/admin/use-list-query.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation.ts';
import { submissionCalls } from './submission-calls.ts';

const KEY = ['admin-applications'] as const;

export const { fetchList: fetchApplications, setHandled: setApplicationHandled } = submissionCalls<
  typeof applicationListResponse,
  typeof okResponse
>(API.adminApplications);

export const fetchApplication = (id: number) =>
  apiClient.get<typeof applicationDetailResponse>(`${API.adminApplications}/${id}`);

export const fetchApplicationsCsv = () =>
  apiClient.getFile<typeof csvQuerySchema>(API.adminApplicationsCsv, { status: 'all' });

/** Where an uploaded image is served (to admins only, with the session cookie). */
export const admissionFileUrl = (fileId: number) => `${API_BASE}${API.adminAdmissionFiles}/${fileId}`;

export const useAdminApplications = (query: SubmissionListQuery) =>
  useListQuery([...KEY, 'list'], query, fetchApplications);

export function useAdminApplication(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: () => fetchApplication(id as number),
    enabled: id !== null,
  });
}

export const useSetApplicationHandled = () => useRefreshingMutation(KEY, setApplicationHandled);

export function useApplicationsCsv() {
  return useMutation({ mutationFn: fetchApplicationsCsv });
}
