import type { z } from 'zod';
import type {
  MeetingStatus,
  meetingStatusResponse,
} from '../../../common/schemas/live-class/meeting-status.ts';
import { liveAnswer } from './live-presenter.ts';
import type { MeetingState } from './meeting-status.ts';

/** The spec's 0/1 flags. */
const flag = (on: boolean): 0 | 1 => (on ? 1 : 0);

/** The meeting status as the polls, the answers and the event stream carry it: spec flags, snake_case. */
export function presentMeetingStatus(meeting: MeetingState): MeetingStatus {
  const { teacher, student } = meeting.presence;
  return {
    teacher_joined: flag(teacher.joined),
    student_joined: flag(student.joined),
    is_started: flag(meeting.started),
    teacher_left: flag(teacher.left),
    student_left: flag(student.left),
    is_completed: flag(meeting.completed),
    teacher_joins: teacher.joins,
    student_joins: student.joins,
    music_mode: flag(meeting.musicMode),
    low_latency: flag(meeting.lowLatency),
    low_latency_fell_back: flag(meeting.lowLatencyFellBack),
    practice: meeting.practice,
    recording: flag(meeting.recording),
  };
}

/** A call that answers the meeting status (the poll, start, attendance, completion, music mode, practice tools). */
export const presentStatusAnswer = (
  meeting: MeetingState,
  message: string,
): z.infer<typeof meetingStatusResponse> => liveAnswer(presentMeetingStatus(meeting), message);

/** CHECK_MEETING_STATUS. */
export const presentMeetingStatusAnswer = (meeting: MeetingState) =>
  presentStatusAnswer(meeting, 'Meeting status');
