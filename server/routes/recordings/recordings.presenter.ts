import type { z } from 'zod';
import { API, API_BASE } from '../../../common/api.ts';
import type { SessionUser } from '../../../common/schemas/auth.ts';
import {
  RECORDING_MESSAGES,
  type RecordingItem,
  type RecordingListResponse,
  type RecordingState,
  type recordingDeleteResponse,
  type recordingStateResponse,
  type uploadPartResponse,
} from '../../../common/schemas/recordings.ts';
import { lessonWhen } from '../../calendar/lesson-when.ts';
import { personName } from '../classes/classes.presenter.ts';
import { liveAnswer } from '../live-class/live-presenter.ts';
import type { RecordingEntry } from './recording-entry.ts';
import type { RoomRecording, StoredPart } from './recordings.service.ts';

/** The room's recording, with why it may not be recorded now (null: it may). */
export type RoomRecordingView = RoomRecording & { unavailableReason: string | null };

const presentState = (recording: RoomRecordingView): RecordingState => ({
  enabled: recording.enabled,
  unavailable_reason: recording.unavailableReason,
  recording_id: recording.recordingId,
  status: recording.status,
  segment: recording.segment,
  recording_since: recording.since?.toISOString() ?? null,
  size_bytes: recording.sizeBytes,
  max_bytes: recording.maxBytes,
});

const presentStateAnswer = (
  recording: RoomRecordingView,
  message: string,
): z.infer<typeof recordingStateResponse> => liveAnswer(presentState(recording), message);

/** GET /api/recording_status.php: the room's read of the recording. */
export const presentRecordingState = (recording: RoomRecordingView) =>
  presentStateAnswer(recording, 'Recording state');

/** UPDATE_RECORDING_STATUS 'start'. */
export const presentRecordingStarted = (recording: RoomRecordingView) =>
  presentStateAnswer(recording, RECORDING_MESSAGES.started);

/** UPDATE_RECORDING_STATUS 'stop'. */
export const presentRecordingStopped = (recording: RoomRecordingView) =>
  presentStateAnswer(recording, RECORDING_MESSAGES.stopped);

/** UPLOAD_CLASS_RECORDING: the part taken, or known already. */
export const presentPartStored = (part: StoredPart): z.infer<typeof uploadPartResponse> =>
  liveAnswer(
    { segment: part.segment, seq: part.seq, duplicate: part.duplicate, size_bytes: part.sizeBytes },
    part.duplicate ? RECORDING_MESSAGES.partDuplicate : RECORDING_MESSAGES.partReceived,
  );

/**
 * A group lesson's recording is named for the group, not one of its students, and a recital's
 * for its performers: the lists read '{teacher} with the group', '{organiser} with the performers'.
 */
export const OTHERS_NAMED: Record<Exclude<RecordingEntry['kind'], 'lesson'>, string> = {
  group: 'the group',
  recital: 'the performers',
};

/** Whose list it is: the times are on their clock, the other party's in brackets (the school's for an admin). */
export type ListViewer = Pick<SessionUser, 'role' | 'timeZone'>;

const otherZone = (entry: RecordingEntry, viewer: ListViewer) => {
  if (viewer.role === 'teacher') return entry.kind === 'lesson' ? entry.student.timeZone : null;
  if (viewer.role === 'student' || viewer.role === 'guardian') return entry.teacher.timeZone;
  return null;
};

const presentItem = (entry: RecordingEntry, viewer: ListViewer, schoolZone: string): RecordingItem => ({
  id: entry.id,
  class_id: entry.classId,
  batch_name: entry.batchName,
  ...lessonWhen(entry.startsAt, schoolZone, viewer.timeZone, otherZone(entry, viewer)),
  teacher_name: personName(entry.teacher),
  student_name: entry.kind === 'lesson' ? personName(entry.student) : OTHERS_NAMED[entry.kind],
  status: entry.status,
  duration_ms: entry.durationMs,
  size_bytes: entry.sizeBytes,
  created_at: entry.createdAt.toISOString(),
  // Served by this area's file route once the file is made.
  file_url: entry.status === 'ready' ? `${API_BASE}${API.recordingFiles}/${entry.id}/file` : null,
});

/** GET /api/my_recordings and GET /api/admin/recordings. */
export const presentRecordingList = (
  entries: RecordingEntry[],
  viewer: ListViewer,
  schoolZone: string,
): RecordingListResponse => ({
  recordings: entries.map((entry) => presentItem(entry, viewer, schoolZone)),
});

/** DELETE /api/admin/recordings/:id. */
export const presentRecordingDeleted = (): z.infer<typeof recordingDeleteResponse> => ({
  message: RECORDING_MESSAGES.deleted,
});
