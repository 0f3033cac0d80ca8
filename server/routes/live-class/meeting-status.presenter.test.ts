import { describe, expect, it } from 'vitest';
import { meetingStatusResponse } from '../../../common/schemas/live-class/meeting-status.ts';
import { PRACTICE_OFF } from '../../../common/schemas/live-class/practice.ts';
import { presentMeetingStatusAnswer } from './meeting-status.presenter.ts';

describe('presentMeetingStatusAnswer', () => {
  it("writes the booleans as the spec's 0/1 flags and keeps the join counts, practice tools and whether it is recorded", () => {
    const answer = presentMeetingStatusAnswer({
      started: true,
      completed: false,
      musicMode: true,
      lowLatency: true,
      lowLatencyFellBack: false,
      presence: {
        teacher: { joined: true, left: false, joins: 2 },
        student: { joined: true, left: true, joins: 1 },
      },
      practice: PRACTICE_OFF,
      recording: true,
    });
    expect(answer).toEqual({
      success: true,
      data: {
        teacher_joined: 1,
        student_joined: 1,
        is_started: 1,
        teacher_left: 0,
        student_left: 1,
        is_completed: 0,
        teacher_joins: 2,
        student_joins: 1,
        music_mode: 1,
        low_latency: 1,
        low_latency_fell_back: 0,
        practice: PRACTICE_OFF,
        recording: 1,
      },
      message: 'Meeting status',
    });
    expect(meetingStatusResponse.parse(answer)).toEqual(answer);
  });
});
