import { liveErrorSchema } from '../../../../common/schemas/errors.ts';
import {
  cleanupQuery,
  cleanupResponse,
  signalGetQuery,
  signalGetResponse,
  signalPostBody,
  signalPostResponse,
} from '../../../../common/schemas/live-class/signaling.ts';

const tags = ['live class'];
const refusals = { 400: liveErrorSchema, 401: liveErrorSchema, 403: liveErrorSchema };

export const signalPostRoute = {
  summary:
    'WEBRTC_SIGNALING (POST): a message for the other member (offer, answer, ice-candidate, screen share...)',
  tags,
  body: signalPostBody,
  response: { 200: signalPostResponse, ...refusals },
};

export const signalGetRoute = {
  summary:
    'WEBRTC_SIGNALING (GET): the messages for the caller, oldest first (the polling fallback of the push stream)',
  tags,
  querystring: signalGetQuery,
  response: { 200: signalGetResponse, ...refusals },
};

export const cleanupRoute = {
  summary: "CLEANUP_WEBRTC_SIGNALING: deletes the class's old signalling messages",
  tags,
  querystring: cleanupQuery,
  response: { 200: cleanupResponse, ...refusals },
};
