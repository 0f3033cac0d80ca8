import type { CameraState } from '../hooks/use-stage-camera.ts';
import { StageVideo } from './stage-video.tsx';

type Props = { onStage: boolean; camera: CameraState; publishing: boolean };

/** The performer's own turn: on stage (their camera is what the audience sees) or next, getting ready. */
export function PerformerPanel({ onStage, camera, publishing }: Props) {
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-plum-200 bg-plum-50 p-4">
      <p className="font-semibold text-plum-900">
        {onStage ? 'You are on stage: the audience sees and hears you.' : 'You are next: get ready.'}
      </p>
      {camera.error ? (
        <p role="alert" className="text-red-700">
          {camera.error}
        </p>
      ) : camera.stream ? (
        <div className={onStage ? '' : 'max-w-xs'}>
          <StageVideo stream={camera.stream} label="Your camera" muted mirrored />
        </div>
      ) : (
        <p className="text-slate-600">Opening your camera...</p>
      )}
      {camera.stream && !publishing ? (
        <p className="text-sm text-slate-600">Connecting to the stage...</p>
      ) : null}
    </div>
  );
}
