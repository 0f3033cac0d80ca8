// The meeting status (CHECK_MEETING_STATUS), which the access calls, the practice tools and the
// event stream all answer: server/routes/live-class/meeting-status.ts.
import { z } from 'zod';
import { practiceStateSchema } from './practice.ts';
import { classIdSchema, flag, liveResponse } from './shared.ts';

/**
 * From attendance: X_joined is 1 once X has joined; X_left is 1 while X's latest action is
 * 'leave' (a rejoin sets it back to 0). Present = joined and not left.
 */
export const meetingStatusSchema = z.object({
  teacher_joined: flag,
  student_joined: flag,
  is_started: flag,
  teacher_left: flag,
  student_left: flag,
  /** Beyond the spec: the teacher completed the class. */
  is_completed: flag,
  /**
   * Beyond the spec: how many times each has joined. A leave and rejoin between two looks at
   * the status (a reload within a poll interval) leaves the flags as they were; this changes.
   */
  teacher_joins: z.number().int().nonnegative(),
  student_joins: z.number().int().nonnegative(),
  /** Beyond the spec: 1 while the teacher has 'Music mode' on (original sound for both parties). */
  music_mode: flag,
  /** Beyond the spec: 1 while the teacher has 'Low latency' on (it acts only with music mode on). */
  low_latency: flag,
  /** Beyond the spec: 1 when the room turned low latency off by itself (the sound broke up), until it is on again. */
  low_latency_fell_back: flag,
  /**
   * Beyond the spec: the practice tools, as the teacher last set them. Always sent by this
   * server; a status without it (an older server, a test's fake) means both tools off.
   */
  practice: practiceStateSchema.optional(),
  /**
   * Beyond the spec: 1 while the lesson's recording is open on the server. When it closes without
   * the teacher (the student's recording consent withdrawn), the stream tells the teacher's room
   * at once, and its recorder stops.
   */
  recording: flag.optional(),
});
export type MeetingStatus = z.infer<typeof meetingStatusSchema>;
export const meetingStatusResponse = liveResponse(meetingStatusSchema);

/** GET /api/check_meeting_status.php; `timestamp` is accepted and ignored (cache busting). Members only. */
export const meetingStatusQuery = z.object({ class_id: classIdSchema, timestamp: z.string().optional() });
