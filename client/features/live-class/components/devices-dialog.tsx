import type { ReactNode } from 'react';
import type { DeviceController, MediaDevicesController, SecondCamera } from '../rtc/lesson-core.ts';
import { DeviceCheckPanel } from './device-check-panel.tsx';
import { RoomDialog } from './room-dialog.tsx';
import { SecondCameraPicker } from './second-camera-picker.tsx';

/**
 * The join dialog's pickers, in the room: a device switched here is sent at once. Below them the
 * second camera: another camera of this computer, or (`phone`) a phone's.
 */
export function DevicesDialog({
  open,
  onOpenChange,
  devices,
  media,
  second,
  phone,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  devices: DeviceController;
  media: MediaDevicesController;
  second: SecondCamera;
  phone?: ReactNode;
}) {
  return (
    <RoomDialog title="Devices" open={open} onOpenChange={onOpenChange}>
      <div className="flex flex-col gap-4 overflow-y-auto">
        <DeviceCheckPanel devices={devices} media={media} />
        <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2">
          <SecondCameraPicker devices={devices} second={second} />
          {phone}
        </div>
      </div>
    </RoomDialog>
  );
}
