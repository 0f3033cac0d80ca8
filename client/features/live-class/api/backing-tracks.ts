import { API } from '../../../../common/api.ts';
import type {
  BackingTrack,
  backingTrackListQuery,
  backingTrackListResponse,
  backingTrackResponse,
} from '../../../../common/schemas/live-class/backing-tracks.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { liveGet } from './live-call.ts';

/** The class's backing tracks, oldest first. */
export const listBackingTracks = async (classId: string): Promise<BackingTrack[]> =>
  (
    await liveGet<typeof backingTrackListResponse, typeof backingTrackListQuery>(API.classBackingTracks, {
      class_id: classId,
    })
  ).tracks;

/** Keeps an audio file with the class; the server judges it by its bytes. */
export const addBackingTrack = async (classId: string, file: File): Promise<BackingTrack> =>
  (
    await apiClient.postBlob<typeof backingTrackResponse>(
      API.classBackingTracks,
      { class_id: classId, name: file.name },
      file,
      'application/octet-stream',
    )
  ).data;
