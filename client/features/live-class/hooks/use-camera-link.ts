import { useState } from 'react';
import { cameraPagePath } from '../../../../common/schemas/live-class/camera-link.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { createCameraLink } from '../api/camera-link.ts';

export type CameraLink = { url: string; expiresAt: string };

/** The room's one-time link for a phone as this member's second camera, made on demand. */
export function useCameraLink(classId: string) {
  const [link, setLink] = useState<CameraLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const make = async () => {
    setBusy(true);
    setError(null);
    try {
      const made = await createCameraLink(classId);
      setLink({
        url: `${window.location.origin}${cameraPagePath(made.class_id, made.token)}`,
        expiresAt: made.expires_at,
      });
    } catch (err) {
      setError(
        err instanceof ApiError && err.serverMessage
          ? err.serverMessage
          : 'The link could not be made. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };
  return { link, error, busy, make };
}
