import {
  cleanupQuery,
  cleanupResponse,
  signalGetQuery,
  signalGetResponse,
  signalPostBody,
  signalPostResponse,
} from '../../../../common/schemas/live-class/signaling.ts';
import { liveRefusals, liveTags } from '../route-docs.ts';

export const signalPostRoute = {
  summary:
    'WEBRTC_SIGNALING (POST): a message for the other member (offer, answer, ice-candidate, screen share...)',
  tags: liveTags,
  body: signalPostBody,
  response: { 200: signalPostResponse, ...liveRefusals },
};

export const signalGetRoute = {
  summary:
    'WEBRTC_SIGNALING (GET): the messages for the caller, oldest first (the polling fallback of the push stream)',
  tags: liveTags,
  querystring: signalGetQuery,
  response: { 200: signalGetResponse, ...liveRefusals },
};

export const cleanupRoute = {
  summary: "CLEANUP_WEBRTC_SIGNALING: deletes the class's old signalling messages",
  tags: liveTags,
  querystring: cleanupQuery,
  response: { 200: cleanupResponse, ...liveRefusals },
};
