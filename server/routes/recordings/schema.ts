import { apiErrorSchema, liveErrorSchema } from '../../../common/schemas/errors.ts';
import {
  recordingDeleteResponse,
  recordingFileQuery,
  recordingIdParams,
  recordingListResponse,
  recordingStateQuery,
  recordingStateResponse,
  updateRecordingBody,
  uploadPartQuery,
  uploadPartResponse,
} from '../../../common/schemas/recordings.ts';
import { adminErrors } from '../admin-route.ts';
import { liveRefusals } from '../live-class/route-docs.ts';

const tags = ['recordings'];

export const stateRoute = {
  summary: "The class's recording as the room shows it: on or off for the school, recording since when",
  tags,
  querystring: recordingStateQuery,
  response: { 200: recordingStateResponse, ...liveRefusals },
};

export const updateStatusRoute = {
  summary:
    "UPDATE_RECORDING_STATUS: the class's teacher starts (a new segment) or stops recording the lesson",
  tags,
  body: updateRecordingBody,
  response: { 200: recordingStateResponse, ...liveRefusals, 413: liveErrorSchema },
};

export const uploadRoute = {
  summary:
    "UPLOAD_CLASS_RECORDING: one part (at most 5 s) of the lesson's recording as the body; idempotent by segment and seq",
  tags,
  querystring: uploadPartQuery,
  response: { 200: uploadPartResponse, ...liveRefusals, 409: liveErrorSchema, 413: liveErrorSchema },
};

const listErrors = { 401: apiErrorSchema, 403: apiErrorSchema };

export const myListRoute = {
  summary: "The signed-in teacher's or student's class recordings, newest first",
  tags,
  response: { 200: recordingListResponse, ...listErrors },
};

export const fileRoute = {
  summary:
    "A recording's WebM file (its class's teacher and student, admins); Range for seeking, ?download=1 to save",
  tags,
  params: recordingIdParams,
  querystring: recordingFileQuery,
  // 200 and 206 carry the file; 416 a range outside it; refusals the API's error shape.
};

export const adminListRoute = {
  summary: 'Every class recording with its size (admins)',
  tags,
  response: { 200: recordingListResponse, ...adminErrors },
};

export const adminDeleteRoute = {
  summary: 'Deletes a recording and its file (admins)',
  tags,
  params: recordingIdParams,
  response: { 200: recordingDeleteResponse, ...adminErrors },
};
