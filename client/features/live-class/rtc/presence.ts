import type { MeetingStatus } from '../../../../common/schemas/live-class/meeting-status.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { ROOM_TEXT } from './room-state.ts';

export const otherRole = (role: ClassRole): ClassRole => (role === 'teacher' ? 'student' : 'teacher');

/** Is this party in the room now (joined and not left since)? */
export function isPresent(status: MeetingStatus | null, role: ClassRole): boolean {
  if (!status) return false;
  return role === 'teacher'
    ? status.teacher_joined === 1 && status.teacher_left !== 1
    : status.student_joined === 1 && status.student_left !== 1;
}

/** The overlay over the remote video, or null when both are there. */
export function overlayFor(role: ClassRole, status: MeetingStatus | null, localLeft: boolean): string | null {
  if (localLeft) return ROOM_TEXT.youLeft;
  const remote = otherRole(role);
  if (isPresent(status, remote)) return null;
  const joinedOnce = remote === 'teacher' ? status?.teacher_joined === 1 : status?.student_joined === 1;
  if (joinedOnce) return `Your ${remote} left the meeting`;
  return `Waiting for ${remote} to join...`;
}
