import { useState } from 'react';
import { useStore } from '../../../lib/use-store.ts';
import type { DeviceController, SecondCamera } from '../rtc/lesson-core.ts';
import { DevicePicker } from './device-picker.tsx';

/**
 * The second camera in the Devices dialog: one of the other cameras of this computer, added
 * beside the face camera and taken away again; switching it while on opens the new one at once.
 */
export function SecondCameraPicker({ devices, second }: { devices: DeviceController; second: SecondCamera }) {
  const { cameras, selected } = useStore(devices);
  const state = useStore(second);
  const [choice, setChoice] = useState('');
  const others = cameras.filter((c) => c.id !== selected.videoinput);
  const on = !!state.stream;
  const value = on ? state.deviceId : others.some((o) => o.id === choice) ? choice : (others[0]?.id ?? '');
  return (
    <div className="flex flex-col gap-2">
      <DevicePicker
        label="Second camera"
        options={others}
        value={value}
        onChange={(id) => (on ? void second.start(id) : setChoice(id))}
      />
      {on ? (
        <button
          type="button"
          className="btn-outline text-plum-900 hover:bg-plum-50"
          onClick={() => second.stop()}
        >
          Remove second camera
        </button>
      ) : (
        <button
          type="button"
          className="btn-outline text-plum-900 hover:bg-plum-50"
          disabled={!value || state.opening}
          onClick={() => void second.start(value)}
        >
          {state.opening ? 'Opening...' : 'Add second camera'}
        </button>
      )}
      {state.error && (
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {state.error}
        </p>
      )}
    </div>
  );
}
