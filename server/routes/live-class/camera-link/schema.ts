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
    "A member's one-time link (10 minutes) that opens the camera-only page on a phone, to be their second camera in this class",
  tags: liveTags,
  body: cameraLinkBody,
  response: { 200: cameraLinkResponse, ...liveRefusals },
};

export const cameraLinkUseRoute = {
  summary:
    "Uses a camera link once: the phone gets a camera session (cookie ms_camera) of the class, which reaches only the phone camera's calls of that class until the class ends, never the member's account; a browser already signed in keeps its session. Used, expired and unknown links get one answer",
  tags: liveTags,
  body: cameraLinkUseBody,
  response: { 200: cameraLinkUseResponse, 400: liveErrorSchema, 403: liveErrorSchema },
};
