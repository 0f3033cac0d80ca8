import type { z } from 'zod';
import type {
  cameraLinkResponse,
  cameraLinkUseResponse,
} from '../../../../common/schemas/live-class/camera-link.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { liveAnswer } from '../live-presenter.ts';

export const presentCameraLink = (
  classId: number,
  link: { token: string; expiresAt: Date },
): z.infer<typeof cameraLinkResponse> =>
  liveAnswer(
    { token: link.token, expires_at: link.expiresAt.toISOString(), class_id: classId },
    'Camera link made',
  );

export const presentCameraLinkUsed = (
  classId: number,
  role: ClassRole,
): z.infer<typeof cameraLinkUseResponse> =>
  liveAnswer({ class_id: classId, role }, 'Ready as the second camera');
