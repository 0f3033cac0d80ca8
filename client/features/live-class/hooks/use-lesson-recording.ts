import { useEffect, useRef, useState } from 'react';
import { MUSIC_AUDIO_KBPS } from '../../../../common/schemas/live-class/access.ts';
import { RECORDING_PART_MS, type RecordingState } from '../../../../common/schemas/recordings.ts';
import { fetchLiveSettings } from '../../../lib/live-settings.ts';
import { createLessonMix, type LessonSources } from '../../../lib/recording/lesson-mix.ts';
import { useStore } from '../../../lib/use-store.ts';
import { fetchRecordingState, updateRecordingStatus, uploadRecordingPart } from '../api/recordings.ts';
import {
  createLessonRecorder,
  type RecorderState,
  type RoomParts,
  type RoomState,
} from '../rtc/lesson-core.ts';

/** How often both sides read whether the lesson is being recorded. */
const POLL_MS = 2_000;
const SPEECH_KBPS = 48;

/**
 * The teacher's stream for the recording: the shared screen in place of the camera, and the sound
 * the student is sent (the microphone, mixed with a backing track or the screen's sound).
 */
function teacherStream(parts: RoomParts): MediaStream | null {
  const { camera, screen } = parts.media.getSnapshot();
  const video = (screen ?? camera)?.getVideoTracks() ?? [];
  const sent = parts.peer.soundTrack();
  const audio = sent ? [sent] : (camera?.getAudioTracks() ?? []);
  return video.length || audio.length ? new MediaStream([...video, ...audio]) : null;
}

/** What a one-to-one lesson records: both parties, each with their second camera while it is on. */
export const roomSources =
  (parts: RoomParts): LessonSources =>
  () => ({
    teacher: teacherStream(parts),
    student: parts.peer.getSnapshot().remoteStream,
    // The teacher's second camera: this computer's, or their phone's own connection here.
    teacherSecond: parts.second.getSnapshot().stream ?? parts.ownPhone.getSnapshot().stream,
    // The student's second camera: on the lesson's connection, or their phone's own.
    studentSecond: parts.peer.getSnapshot().remoteSecond ?? parts.phone.getSnapshot().stream,
  });

/**
 * The lesson's recording in the room: both sides read its state (every 2 s); the teacher's page
 * also owns the recorder (of `sources`, read on every frame), goes on recording after a reload,
 * and stops when leaving or when the class completes.
 */
export function useLessonRecording(classId: string, sources: LessonSources, state: RoomState) {
  const teacher = state.role === 'teacher';
  const [server, setServer] = useState<RecordingState | null>(null);
  const musicRef = useRef(state.musicMode);
  musicRef.current = state.musicMode;
  const [recorder] = useState(() => {
    let musicKbps: number | null = null;
    return createLessonRecorder({
      start: async () => {
        musicKbps ??= await fetchLiveSettings()
          .then((s) => s.music_audio_kbps)
          .catch(() => MUSIC_AUDIO_KBPS.default);
        return updateRecordingStatus(classId, 'start');
      },
      stop: () => updateRecordingStatus(classId, 'stop'),
      upload: (key, data) => uploadRecordingPart(classId, key, data),
      createRecorder: () => {
        // The lesson's audio quality when recording starts: music mode's stereo and bitrate.
        const stereo = musicRef.current;
        return createLessonMix(sources, {
          stereo,
          audioKbps: stereo ? (musicKbps ?? MUSIC_AUDIO_KBPS.default) : SPEECH_KBPS,
        });
      },
      partMs: RECORDING_PART_MS,
    });
  });
  const local: RecorderState = useStore(recorder);

  // The recording as the server has it: every 2 s, and at once when the stream's status says the
  // server closed it (the student's recording consent withdrawn), when the teacher's recorder
  // stops with the reason.
  const readNow = useRef(() => {});
  useEffect(() => {
    let stopped = false;
    let first = true;
    const read = async () => {
      const next = await fetchRecordingState(classId).catch(() => null);
      if (stopped || !next) return;
      setServer(next);
      if (teacher && next.unavailable_reason && recorder.getSnapshot().phase === 'recording')
        void recorder.stopWith(next.unavailable_reason);
      if (first && teacher && !next.unavailable_reason) void recorder.resume(next);
      first = false;
    };
    void read();
    readNow.current = () => void read();
    const id = setInterval(read, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(id);
    };
  }, [classId, teacher, recorder]);
  const serverRecording = state.status?.recording;
  useEffect(() => {
    if (serverRecording === 0) readNow.current();
  }, [serverRecording]);

  const ended = state.localLeft || state.status?.is_completed === 1;
  useEffect(() => {
    if (ended) void recorder.stop();
  }, [ended, recorder]);

  // The teacher's own recorder is the truth on this page; the student sees the server's state.
  const since = teacher
    ? (local.since ?? (local.phase === 'recording' ? server?.recording_since : null))
    : server?.recording_since;
  return {
    enabled: server?.enabled ?? false,
    /** Why the teacher cannot record now (the student's consent), or null. */
    unavailableReason: server?.unavailable_reason ?? null,
    recording: teacher ? local.phase === 'recording' : Boolean(server?.recording_since),
    since: since ?? null,
    local,
    start: () => recorder.start(),
    stop: () => recorder.stop(),
  };
}

export type LessonRecording = ReturnType<typeof useLessonRecording>;
