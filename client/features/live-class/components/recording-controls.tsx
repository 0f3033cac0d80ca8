import { useId, useState } from 'react';
import { groupSources } from '../hooks/group-sources.ts';
import { useClassTime } from '../hooks/use-class-time.ts';
import { type LessonRecording, roomSources, useLessonRecording } from '../hooks/use-lesson-recording.ts';
import type { GroupRoom, MediaDevicesController, RoomParts, RoomState } from '../rtc/lesson-core.ts';

export const RECORDING_TEXT = {
  record: 'Record',
  stop: 'Stop recording',
  indicator: 'Recording',
  studentNotice: 'Your teacher is recording this lesson. You can watch it later from your dashboard.',
  teacherNotice: 'This lesson is being recorded. Your student has been told.',
  unavailable: 'Record unavailable.',
} as const;

/** 'Recording' and its running time, on both sides while the lesson is recorded. */
function RecordingIndicator({ since }: { since: string | null }) {
  const time = useClassTime(since ? Date.parse(since) : null);
  return (
    <p
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-red-300"
      data-testid="recording-indicator"
    >
      <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-500" />
      {RECORDING_TEXT.indicator} <time className="font-mono">{time}</time>
    </p>
  );
}

/**
 * The teacher's Record / Stop recording button (not shown with RECORDINGS=off), the indicator on
 * both sides, the student told in plain words, and why recording stopped when it did on its own.
 */
export function RecordingControls({
  recording,
  role,
}: {
  recording: LessonRecording;
  role: 'teacher' | 'student';
}) {
  const { local } = recording;
  const busy = local.phase === 'starting' || local.phase === 'stopping';
  const reasonId = useId();
  // Unavailable (the student's consent) while not recording: the reason stands beside the control,
  // unless the recorder has just stopped with it (its alert says it).
  const unavailable = !recording.recording && recording.unavailableReason;
  const showReason = role === 'teacher' && recording.enabled && unavailable && local.phase !== 'error';
  return (
    <>
      {recording.recording && <RecordingIndicator since={recording.since} />}
      {role === 'teacher' && recording.enabled && (
        <button
          type="button"
          disabled={busy || Boolean(unavailable)}
          aria-describedby={showReason ? reasonId : undefined}
          aria-pressed={recording.recording}
          onClick={() => void (recording.recording ? recording.stop() : recording.start())}
          className={`rounded-full px-3 py-1.5 text-sm font-semibold transition disabled:opacity-60 ${recording.recording ? 'bg-red-600 text-white hover:bg-red-500' : 'bg-white/15 text-white hover:bg-white/25'}`}
        >
          {recording.recording ? RECORDING_TEXT.stop : RECORDING_TEXT.record}
        </button>
      )}
      {recording.recording && (
        <p role="status" className="w-full text-sm text-white/90">
          {role === 'student' ? RECORDING_TEXT.studentNotice : RECORDING_TEXT.teacherNotice}
        </p>
      )}
      {showReason && (
        <p id={reasonId} className="w-full text-sm text-white/90" data-testid="record-unavailable">
          {RECORDING_TEXT.unavailable} {unavailable}
        </p>
      )}
      {role === 'teacher' && local.phase === 'error' && local.message && (
        <p role="alert" className="w-full rounded-lg bg-red-100 p-2 text-sm text-red-800">
          {local.message}
        </p>
      )}
    </>
  );
}

/** The room's recording part: reads and drives the lesson's recording (see useLessonRecording). */
export function RoomRecording({
  classId,
  parts,
  state,
}: {
  classId: string;
  parts: RoomParts;
  state: RoomState;
}) {
  const [sources] = useState(() => roomSources(parts));
  const recording = useLessonRecording(classId, sources, state);
  return <RecordingControls recording={recording} role={state.role ?? 'student'} />;
}

/**
 * A group lesson's recording part: the same controls; the teacher's page records their camera
 * beside the student shown, with everyone's sound (see groupSources).
 */
export function GroupRecording({
  classId,
  group,
  media,
  state,
}: {
  classId: string;
  group: GroupRoom;
  media: MediaDevicesController;
  state: RoomState;
}) {
  const [sources] = useState(() => groupSources(group, () => media.getSnapshot().camera));
  const recording = useLessonRecording(classId, sources, state);
  return <RecordingControls recording={recording} role={state.role ?? 'student'} />;
}
