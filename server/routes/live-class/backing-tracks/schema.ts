import { liveErrorSchema } from '../../../../common/schemas/errors.ts';
import {
  BACKING_TRACK_LIMITS,
  backingTrackIdParams,
  backingTrackListQuery,
  backingTrackListResponse,
  backingTrackResponse,
  backingTrackUploadQuery,
} from '../../../../common/schemas/live-class/backing-tracks.ts';
import { liveRefusals, liveTags } from '../route-docs.ts';

const refusals = { ...liveRefusals, 404: liveErrorSchema, 409: liveErrorSchema, 413: liveErrorSchema };

export const addTrackRoute = {
  summary: `Either party keeps a backing track with the class (an MP3, WAV, OGG or M4A file judged by its bytes, at most ${BACKING_TRACK_LIMITS.bytes / 1024 / 1024} MB, the file as the body; at most ${BACKING_TRACK_LIMITS.tracks} a lesson), to play into the lesson`,
  tags: liveTags,
  querystring: backingTrackUploadQuery,
  response: { 201: backingTrackResponse, ...refusals },
};
export const listTracksRoute = {
  summary: "The class's backing tracks, oldest first (its members)",
  tags: liveTags,
  querystring: backingTrackListQuery,
  response: { 200: backingTrackListResponse, ...refusals },
};
export const trackFileRoute = {
  summary: "A backing track's file, with byte ranges for seeking (the class's members)",
  tags: liveTags,
  params: backingTrackIdParams,
};
