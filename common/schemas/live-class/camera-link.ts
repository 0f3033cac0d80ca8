// CLASS_CAMERA_LINK (POST /api/class_camera_link) and its use (POST /api/class_camera_link/use):
// server/routes/live-class/camera-link. A phone becomes a member's second camera (issue 31).
import { z } from 'zod';
import { CLASS_ROLES, classIdSchema, liveResponse } from './shared.ts';

/** How long a camera link works, once. */
export const CAMERA_LINK_MINUTES = 10;
/** A link used, expired, voided by a newer one or never made: one answer for all. */
export const CAMERA_LINK_DEAD =
  'This camera link has expired or was already used. Show the QR code in the lesson again.';

/** A member of the class (its open day, password passed) asks for a link. */
export const cameraLinkBody = z.object({ class_id: classIdSchema });
export const cameraLinkResponse = liveResponse(
  z.object({ token: z.string(), expires_at: z.string(), class_id: z.number() }),
);

export const cameraLinkUseBody = z.object({ token: z.string().max(200) });
/**
 * The phone is now the second camera of the member the link was made for (a camera session of that
 * class, not a sign-in), in their role; a browser signed in as a member of the class, in its own.
 */
export const cameraLinkUseResponse = liveResponse(
  z.object({ class_id: z.number(), role: z.enum(CLASS_ROLES) }),
);

/**
 * The phone page of a link. The token is in the fragment: a browser sends it in no request line
 * and no Referer, so no server log or proxy sees it.
 */
export const cameraPagePath = (classId: number | string, token: string) =>
  `/live-class/${classId}/camera#${token}`;
