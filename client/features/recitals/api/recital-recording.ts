import { API } from '../../../../common/api.ts';
import type {
  RecordingState,
  recitalPartResponse,
  recitalRecordingBody,
  recordingStateSchema,
} from '../../../../common/schemas/recordings.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { partUploadError } from '../../../lib/recording/part-upload-error.ts';
import type { PartKey } from '../../../lib/recording/recorder-api.ts';

const recordingPath = (recitalId: number) => `${API.recitals}/${recitalId}/recording`;

/** The recital's recording as its stage page shows it (its organiser and performers). */
export const fetchRecitalRecording = (recitalId: number): Promise<RecordingState> =>
  apiClient.get<typeof recordingStateSchema>(recordingPath(recitalId));

/** The organiser starts (a new segment) or stops recording the stage. */
export const setRecitalRecording = (recitalId: number, status: 'start' | 'stop'): Promise<RecordingState> =>
  apiClient.postJson<typeof recordingStateSchema, typeof recitalRecordingBody>(recordingPath(recitalId), {
    status,
  });

/** One part; a failure says its status (0: the network) and the server's message, as a lesson's. */
export async function uploadRecitalPart(recitalId: number, key: PartKey, data: Blob) {
  try {
    const query = { recording_id: key.recordingId, segment: key.segment, seq: key.seq };
    return await apiClient.postBlob<typeof recitalPartResponse>(
      `${recordingPath(recitalId)}/parts`,
      query,
      data,
      'video/webm',
    );
  } catch (err) {
    throw partUploadError(err);
  }
}
