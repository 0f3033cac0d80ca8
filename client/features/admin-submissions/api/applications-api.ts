import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, API_BASE } from '../../../../common/api.ts';
import type {
  ApplicationListQuery,
  ApplicationNotesInput,
  ApplicationStateChange,
  applicationDetailResponse,
  applicationListQuerySchema,
  applicationListResponse,
  applicationNotesSchema,
  applicationStateChangeSchema,
  applicationsCsvQuerySchema,
} from '../../../../common/schemas/admin-submissions.ts';
import { useListQuery } from '../../../components/admin/use-list-query.ts';
import { apiClient } from '../../../lib/api-client.ts';

const KEY = ['admin-applications'] as const;

export const fetchApplications = (query: ApplicationListQuery) =>
  apiClient.get<typeof applicationListResponse, typeof applicationListQuerySchema>(
    API.adminApplications,
    query,
  );

export const fetchApplication = (id: number) =>
  apiClient.get<typeof applicationDetailResponse>(`${API.adminApplications}/${id}`);

export const changeApplicationState = ({ id, ...change }: ApplicationStateChange & { id: number }) =>
  apiClient.postJson<typeof applicationDetailResponse, typeof applicationStateChangeSchema>(
    `${API.adminApplications}/${id}/state`,
    change,
  );

export const saveApplicationNotes = ({ id, ...input }: ApplicationNotesInput & { id: number }) =>
  apiClient.putJson<typeof applicationDetailResponse, typeof applicationNotesSchema>(
    `${API.adminApplications}/${id}/notes`,
    input,
  );

export const fetchApplicationsCsv = () =>
  apiClient.getFile<typeof applicationsCsvQuerySchema>(API.adminApplicationsCsv, { state: 'all' });

/** Where an uploaded image is served (to admins only, with the session cookie). */
export const admissionFileUrl = (fileId: number) => `${API_BASE}${API.adminAdmissionFiles}/${fileId}`;

export function useAdminApplications(query: ApplicationListQuery) {
  return useListQuery([...KEY, 'list'], query, fetchApplications);
}

export function useAdminApplication(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'detail', id],
    queryFn: () => fetchApplication(id as number),
    enabled: id !== null,
  });
}

/**
 * A change of the application's state or notes. The list and the application are read again
 * after a failure too: a change refused because another admin changed it shows what it is now.
 */
function useApplicationChange<T, R>(mutationFn: (arg: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: KEY }) });
}

/** Reads the list and the open application again (after Accept, which another feature sends). */
export function useRefreshApplications() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

export const useChangeApplicationState = () => useApplicationChange(changeApplicationState);

export const useSaveApplicationNotes = () => useApplicationChange(saveApplicationNotes);

export function useApplicationsCsv() {
  return useMutation({ mutationFn: fetchApplicationsCsv });
}
