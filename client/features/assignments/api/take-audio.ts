import { API } from '../../../../common/api.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /course/takes/{id}/file: the take's bytes, for drawing its waveform (the player streams it itself). */
export async function fetchTakeAudio(takeId: number): Promise<ArrayBuffer> {
  const { blob } = await apiClient.getFile(`${API.practiceTakes}/${takeId}/file`);
  return blob.arrayBuffer();
}
