import { useEffect } from 'react';
import { useStore } from '../../../lib/use-store.ts';
import type { DeviceController, MediaDevicesController } from '../rtc/lesson-core.ts';

/**
 * The sound check's view of the devices: the lists, choices and level, and the camera they
 * feed. `preview` opens the camera (the join dialog); the level meter runs while mounted.
 */
export function useDeviceCheck(devices: DeviceController, media: MediaDevicesController, preview: boolean) {
  useEffect(() => {
    if (preview) void media.startCamera().catch(() => {});
  }, [media, preview]);
  useEffect(() => devices.watchLevel(), [devices]);
  return { devices: useStore(devices), media: useStore(media) };
}
