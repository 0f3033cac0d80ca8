import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../common/api.ts';
import type {
  RecordingListResponse,
  recordingDeleteResponse,
  recordingListResponse,
} from '../../../../common/schemas/recordings.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** While a recording is being made into a file, the list asks again this often. */
const PROCESSING_POLL_MS = 3_000;
const busy = (data: RecordingListResponse | undefined) =>
  data?.recordings.some((r) => r.status === 'processing' || r.status === 'recording')
    ? PROCESSING_POLL_MS
    : false;

/** The signed-in teacher's or student's recordings. */
export function useMyRecordings() {
  return useQuery({
    queryKey: ['my-recordings'],
    queryFn: () => apiClient.get<typeof recordingListResponse>(API.myRecordings),
    refetchInterval: (q) => busy(q.state.data),
  });
}

/** Every recording (admins). */
export function useAdminRecordings() {
  return useQuery({
    queryKey: ['admin-recordings'],
    queryFn: () => apiClient.get<typeof recordingListResponse>(API.adminRecordings),
    refetchInterval: (q) => busy(q.state.data),
  });
}

export function useDeleteRecording() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiClient.delete<typeof recordingDeleteResponse>(`${API.adminRecordings}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin-recordings'] }),
  });
}
