import { liveErrorSchema } from '../../../../common/schemas/errors.ts';
import {
  cameraLinkBody,
  cameraLinkResponse,
  cameraLinkUseBody,
  cameraLinkUseResponse,
} from '../../../../common/schemas/live-class/camera-link.ts';

const tags = ['live class'];

export const cameraLinkRoute = {
  summary:
    "A member's one-time link (10 minutes) that opens the camera-only page on a phone, signed in as them, to be their second camera",
  tags,
  body: cameraLinkBody,
  response: { 200: cameraLinkResponse, 400: liveErrorSchema, 401: liveErrorSchema, 403: liveErrorSchema },
};

export const cameraLinkUseRoute = {
  summary:
    'Uses a camera link once: signs the phone in (session cookie) as the member it was made for; used, expired and unknown links get one answer',
  tags,
  body: cameraLinkUseBody,
  response: { 200: cameraLinkUseResponse, 400: liveErrorSchema, 403: liveErrorSchema },
};
