import { useId } from 'react';
import type { RecitalRecording } from '../hooks/use-recital-recording.ts';

export const STAGE_RECORDING_TEXT = {
  record: 'Record the recital',
  stop: 'Stop recording',
  organiserNotice: 'Recording the stage. The performers and their families can watch it later.',
  performerNotice: 'This recital is being recorded. You and your family can watch it later.',
  unavailable: 'Record unavailable.',
} as const;

/**
 * The organiser's Record / Stop recording for the recital (not shown when the school records
 * nothing), why it is unavailable (a performer's consent), why it stopped by itself; the
 * performers told while it records.
 */
export function StageRecording({
  recording,
  organises,
}: {
  recording: RecitalRecording;
  organises: boolean;
}) {
  const reasonId = useId();
  const { local } = recording;
  if (!recording.enabled) return null;
  const busy = local.phase === 'starting' || local.phase === 'stopping';
  const unavailable = !recording.recording && recording.unavailableReason;
  return (
    <div className="flex flex-col gap-2">
      {organises && (
        <button
          type="button"
          className={
            recording.recording ? 'btn-primary bg-red-700 hover:bg-red-600' : 'btn-outline text-plum-800'
          }
          disabled={busy || Boolean(unavailable)}
          aria-pressed={recording.recording}
          aria-describedby={unavailable ? reasonId : undefined}
          onClick={() => void (recording.recording ? recording.stop() : recording.start())}
        >
          {recording.recording ? STAGE_RECORDING_TEXT.stop : STAGE_RECORDING_TEXT.record}
        </button>
      )}
      {recording.recording && (
        <p role="status" className="flex items-center gap-2 text-sm font-semibold text-red-800">
          <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-600" />
          {organises ? STAGE_RECORDING_TEXT.organiserNotice : STAGE_RECORDING_TEXT.performerNotice}
        </p>
      )}
      {organises && unavailable && local.phase !== 'error' && (
        <p id={reasonId} className="text-sm text-slate-700">
          {STAGE_RECORDING_TEXT.unavailable} {unavailable}
        </p>
      )}
      {organises && local.phase === 'error' && local.message && (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
          {local.message}
        </p>
      )}
    </div>
  );
}
