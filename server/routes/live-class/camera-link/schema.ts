import { liveErrorSchema } from '../../../../common/schemas/errors.ts';
import {
  cameraLinkBody,
  cameraLinkResponse,
  cameraLinkUseBody,
  cameraLinkUseResponse,
} from '../../../../common/schemas/live-class/camera-link.ts';
import { liveRefusals, liveTags } from '../route-docs.ts';

export const cameraLinkRoute = {
  summary:
    "A member's one-time link (10 minutes) that opens the camera-only page on a phone, signed in as them, to be their second camera",
  tags: liveTags,
  body: cameraLinkBody,
  response: { 200: cameraLinkResponse, ...liveRefusals },
};

export const cameraLinkUseRoute = {
  summary:
    'Uses a camera link once: signs the phone in (session cookie) as the member it was made for; used, expired and unknown links get one answer',
  tags: liveTags,
  body: cameraLinkUseBody,
  response: { 200: cameraLinkUseResponse, 400: liveErrorSchema, 403: liveErrorSchema },
};
