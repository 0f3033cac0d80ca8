import { useStore } from '../../../lib/use-store.ts';
import { usePhoneCamera } from '../hooks/use-phone-camera.ts';
import type { PhoneCameraSender, PhoneSenderState } from '../rtc/lesson-core.ts';
import { displayBatchName } from './format.ts';
import { StatusScreen } from './status-screen.tsx';
import { VideoTile } from './video-tile.tsx';

const PHASE_TEXT: Record<PhoneSenderState['phase'], string> = {
  opening: 'Opening the camera...',
  waiting: 'Waiting for the other side to join the lesson.',
  connecting: 'Connecting to the lesson...',
  sending: 'Sending to the lesson. Point the camera at your hands or instrument.',
  stopped: 'Stopped. You can close this page.',
};

/** /live-class/{id}/camera: the phone as its member's second camera, video only. */
export function PhoneCameraScreen({ classId }: { classId: string }) {
  const page = usePhoneCamera(classId);
  if (page.stage === 'loading') return <StatusScreen title="Loading..." />;
  if (page.stage === 'refused')
    return (
      <StatusScreen title="Second camera" goHome>
        {page.message}
      </StatusScreen>
    );
  return <PhoneCameraView sender={page.sender} batchName={page.batchName} onStop={page.stop} />;
}

function PhoneCameraView({
  sender,
  batchName,
  onStop,
}: {
  sender: PhoneCameraSender;
  batchName: string;
  onStop(): void;
}) {
  const { stream, phase, error } = useStore(sender);
  return (
    <section aria-label="Second camera" className="flex h-dvh flex-col bg-plum-950 text-white">
      <header className="flex items-center justify-between gap-3 bg-plum-900 px-4 py-3">
        <div className="min-w-0">
          <h1 className="font-serif text-xl">Second camera</h1>
          <p className="truncate text-sm text-white/80">{displayBatchName(batchName)}</p>
        </div>
        <button
          type="button"
          className="shrink-0 rounded-full bg-red-600 px-4 py-1.5 text-sm font-semibold hover:bg-red-500 disabled:opacity-50"
          onClick={onStop}
          disabled={phase === 'stopped'}
        >
          Stop
        </button>
      </header>
      <div className="relative min-h-0 flex-1">
        <VideoTile stream={stream} label="Second camera" local contain className="absolute inset-0" />
      </div>
      <p role="status" className="px-4 py-3 text-center text-sm" data-phase={phase}>
        {error ?? PHASE_TEXT[phase]}
      </p>
    </section>
  );
}
