import type { DeviceController, MediaDevicesController } from '../rtc/lesson-core.ts';
import { DeviceCheckPanel } from './device-check-panel.tsx';
import { RoomDialog } from './room-dialog.tsx';

/** The join dialog's pickers, in the room: a device switched here is sent at once. */
export function DevicesDialog({
  open,
  onOpenChange,
  devices,
  media,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  devices: DeviceController;
  media: MediaDevicesController;
}) {
  return (
    <RoomDialog title="Devices" open={open} onOpenChange={onOpenChange}>
      <div className="overflow-y-auto">
        <DeviceCheckPanel devices={devices} media={media} />
      </div>
    </RoomDialog>
  );
}
