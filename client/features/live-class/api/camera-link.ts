import { API } from '../../../../common/api.ts';
import type {
  cameraLinkBody,
  cameraLinkResponse,
  cameraLinkUseBody,
  cameraLinkUseResponse,
} from '../../../../common/schemas/live-class/camera-link.ts';
import { livePost } from './live-call.ts';

/** A one-time link (10 minutes) for this member's phone to be their second camera. */
export const createCameraLink = (classId: string) =>
  livePost<typeof cameraLinkResponse, typeof cameraLinkBody>(API.classCameraLink, { class_id: classId });

/** The phone uses its link: it gets a camera session of the class (its own cookie), no sign-in. */
export const redeemCameraLink = (token: string) =>
  livePost<typeof cameraLinkUseResponse, typeof cameraLinkUseBody>(API.useClassCameraLink, { token });
