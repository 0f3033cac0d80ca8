import { Icon } from '../../../components/ui/icon.tsx';
import type { DeviceKind, DeviceState } from '../rtc/lesson-core.ts';
import { DevicePicker } from './device-picker.tsx';
import { LevelMeter } from './level-meter.tsx';
import { VideoTile } from './video-tile.tsx';

type Props = {
  devices: DeviceState;
  /** The camera and microphone as they will be sent. */
  stream: MediaStream | null;
  /** Why the camera or microphone could not be opened. */
  problem: string | null;
  /** The Video toggle: off sends no picture, so the preview says so. */
  videoOn?: boolean;
  onChoose(kind: DeviceKind, id: string): void;
  onTestSound(): void;
};

type Picker = {
  kind: DeviceKind;
  label: string;
  list: 'microphones' | 'cameras' | 'speakers';
  hiddenWhenEmpty?: boolean;
};
const PICKERS: Picker[] = [
  { kind: 'audioinput', label: 'Microphone', list: 'microphones' },
  { kind: 'videoinput', label: 'Camera', list: 'cameras' },
  // A browser that cannot choose the speaker lists none: no picker then.
  { kind: 'audiooutput', label: 'Speaker', list: 'speakers', hiddenWhenEmpty: true },
];

/** The sound check: camera preview, microphone level, the three pickers and the test sound. */
export function DeviceCheck({ devices, stream, problem, videoOn = true, onChoose, onTestSound }: Props) {
  const hasVideo = !!stream?.getVideoTracks().length;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <VideoTile
          stream={hasVideo ? stream : null}
          label="Preview"
          local
          mirrored
          className="relative aspect-video w-full rounded-xl"
          overlay={!hasVideo ? 'No camera' : videoOn ? null : 'Video off'}
        />
        <div className="flex items-center gap-2 text-plum-900">
          <Icon name="mic" className="size-4 shrink-0" />
          <LevelMeter level={devices.level} />
        </div>
      </div>
      <div className="flex flex-col gap-3">
        {PICKERS.filter((p) => !p.hiddenWhenEmpty || devices[p.list].length > 0).map(
          ({ kind, label, list }) => (
            <DevicePicker
              key={kind}
              label={label}
              options={devices[list]}
              value={devices.selected[kind]}
              onChange={(id) => onChoose(kind, id)}
            />
          ),
        )}
        <button
          type="button"
          onClick={onTestSound}
          disabled={devices.testing}
          className="btn-outline inline-flex items-center justify-center gap-2 text-plum-900 hover:bg-plum-50"
        >
          <Icon name="speaker" className="size-4" />
          {devices.testing ? 'Playing...' : 'Test sound'}
        </button>
      </div>
      {(problem || devices.notice) && (
        <div role="status" className="flex flex-col gap-2 text-sm sm:col-span-2">
          {problem && <p className="rounded-lg bg-amber-50 p-3 text-amber-900">{problem}</p>}
          {devices.notice && <p className="rounded-lg bg-sky-50 p-3 text-sky-900">{devices.notice}</p>}
        </div>
      )}
    </div>
  );
}
