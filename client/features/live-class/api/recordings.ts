import { API } from '../../../../common/api.ts';
import type {
  recordingStateQuery,
  recordingStateResponse,
  UploadPartData,
  updateRecordingBody,
  uploadPartResponse,
} from '../../../../common/schemas/recordings.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { partUploadError } from '../../../lib/recording/part-upload-error.ts';
import type { PartKey } from '../../../lib/recording/recorder-api.ts';
import { liveGet, livePost } from './live-call.ts';

export const fetchRecordingState = (classId: string) =>
  liveGet<typeof recordingStateResponse, typeof recordingStateQuery>(API.recordingStatus, {
    class_id: classId,
  });

export const updateRecordingStatus = (classId: string, status: 'start' | 'stop') =>
  livePost<typeof recordingStateResponse, typeof updateRecordingBody>(API.updateRecordingStatus, {
    class_id: classId,
    status,
  });

/** One part; a failure says its status (0: the network) and the server's message. */
export async function uploadRecordingPart(
  classId: string,
  key: PartKey,
  data: Blob,
): Promise<UploadPartData> {
  try {
    const query = { class_id: classId, recording_id: key.recordingId, segment: key.segment, seq: key.seq };
    return (
      await apiClient.postBlob<typeof uploadPartResponse>(API.uploadClassRecording, query, data, 'video/webm')
    ).data;
  } catch (err) {
    throw partUploadError(err);
  }
}
