import { useDeviceCheck } from '../hooks/use-device-check.ts';
import type { DeviceController, MediaDevicesController } from '../rtc/lesson-core.ts';
import { DeviceCheck } from './device-check.tsx';

/** The sound check bound to the room's devices; `preview` opens the camera (before joining). */
export function DeviceCheckPanel({
  devices,
  media,
  preview = false,
}: {
  devices: DeviceController;
  media: MediaDevicesController;
  preview?: boolean;
}) {
  const state = useDeviceCheck(devices, media, preview);
  return (
    <DeviceCheck
      devices={state.devices}
      stream={state.media.camera}
      problem={state.media.error}
      videoOn={state.media.videoOn}
      onChoose={(kind, id) => void devices.choose(kind, id)}
      onTestSound={() => void devices.testSound()}
    />
  );
}
