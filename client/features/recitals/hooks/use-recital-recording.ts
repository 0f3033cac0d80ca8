import { useEffect, useState } from 'react';
import { MUSIC_AUDIO_KBPS } from '../../../../common/schemas/live-class/access.ts';
import { RECORDING_PART_MS, type RecordingState } from '../../../../common/schemas/recordings.ts';
import { createLessonMix } from '../../../lib/recording/lesson-mix.ts';
import { LessonRecorder } from '../../../lib/recording/lesson-recorder.ts';
import { useStore } from '../../../lib/use-store.ts';
import { fetchRecitalRecording, setRecitalRecording, uploadRecitalPart } from '../api/recital-recording.ts';
import type { StageState } from '../rtc/stage-connection.ts';

/** How often the stage page reads whether the recital is being recorded. */
const POLL_MS = 2_000;

/**
 * The recital's recording on its stage page: everyone there reads its state (every 2 s); the
 * organiser's page also owns the recorder, which records the performer it watches on stage (the
 * picture follows the stage as it moves on) in stereo at music mode's bitrate, goes on after a
 * reload, and stops when the page goes.
 */
export function useRecitalRecording(
  recitalId: number,
  organises: boolean,
  stage: { getSnapshot(): StageState },
) {
  const [server, setServer] = useState<RecordingState | null>(null);
  const [recorder] = useState(
    () =>
      new LessonRecorder({
        start: () => setRecitalRecording(recitalId, 'start'),
        stop: () => setRecitalRecording(recitalId, 'stop'),
        upload: (key, data) => uploadRecitalPart(recitalId, key, data),
        createRecorder: () =>
          createLessonMix(
            () => ({
              teacher: null,
              student: stage.getSnapshot().watched?.stream ?? null,
              teacherSecond: null,
              studentSecond: null,
            }),
            { stereo: true, audioKbps: MUSIC_AUDIO_KBPS.default, stage: true },
          ),
        partMs: RECORDING_PART_MS,
      }),
  );
  const local = useStore(recorder);

  useEffect(() => {
    let stopped = false;
    let first = true;
    const read = async () => {
      const next = await fetchRecitalRecording(recitalId).catch(() => null);
      if (stopped || !next) return;
      setServer(next);
      // A performer's consent withdrawn: the server has closed it, and the recorder says why.
      if (organises && next.unavailable_reason && recorder.getSnapshot().phase === 'recording')
        recorder.stopWith(next.unavailable_reason);
      if (first && organises && !next.unavailable_reason) void recorder.resume(next);
      first = false;
    };
    void read();
    const id = setInterval(read, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(id);
      void recorder.stop();
    };
  }, [recitalId, organises, recorder]);

  return {
    enabled: server?.enabled ?? false,
    unavailableReason: server?.unavailable_reason ?? null,
    recording: organises ? local.phase === 'recording' : Boolean(server?.recording_since),
    local,
    start: () => recorder.start(),
    stop: () => recorder.stop(),
  };
}

export type RecitalRecording = ReturnType<typeof useRecitalRecording>;
