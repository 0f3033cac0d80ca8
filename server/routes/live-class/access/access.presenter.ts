import type { z } from 'zod';
import type {
  AttendanceBody,
  ClassInfo,
  checkAccessResponse,
  verifyPasswordResponse,
} from '../../../../common/schemas/live-class/access.ts';
import { type ClassRole, LIVE_MESSAGES } from '../../../../common/schemas/live-class/shared.ts';
import { lessonWhen } from '../../../calendar/lesson-when.ts';
import { type Clocks, personName, personPhotoUrl } from '../../classes/classes.presenter.ts';
import { VERDICT_MESSAGES } from '../class-gate.ts';
import { liveAnswer } from '../live-presenter.ts';
import { presentStatusAnswer } from '../meeting-status.presenter.ts';
import type { MeetingState } from '../meeting-status.ts';
import type { ClassAccess, ClassSummary, MusicChange } from './access.service.ts';

/** The class as its member sees it: the time on their clock, the other party's in brackets. */
const presentClassInfo = (cls: ClassSummary, role: ClassRole | null, clocks: Clocks): ClassInfo => ({
  id: cls.id,
  batch_name: cls.batchName,
  ...lessonWhen(
    cls.startsAt,
    clocks.schoolZone,
    clocks.viewerZone,
    (role === 'teacher' ? cls.student : cls.teacher).timeZone,
  ),
  is_started: cls.isStarted,
  is_completed: cls.isCompleted,
  is_group: cls.groupClassId !== null,
  requires_password: cls.requiresPassword,
  teacher_name: personName(cls.teacher),
  teacher_avatar_url: personPhotoUrl(cls.teacher),
  student_name: personName(cls.student),
  student_avatar_url: personPhotoUrl(cls.student),
});

/** CHECK_CLASS_ACCESS: success only when allowed, with the verdict's message. */
export const presentAccess = (
  access: ClassAccess & { viewer: { id: number } },
  clocks: Clocks,
): z.infer<typeof checkAccessResponse> =>
  liveAnswer(
    {
      access: access.verdict,
      class: access.cls && presentClassInfo(access.cls, access.role, clocks),
      user_id: access.viewer.id,
      user_role: access.role,
      password_verified: access.passwordVerified,
    },
    VERDICT_MESSAGES[access.verdict],
    access.verdict === 'allowed',
  );

/** VERIFY_CLASS_PASSWORD passed. */
export const presentPasswordVerified = (): z.infer<typeof verifyPasswordResponse> =>
  liveAnswer({ verified: true as const }, LIVE_MESSAGES.passwordVerified);

export const presentClassStarted = (meeting: MeetingState) => presentStatusAnswer(meeting, 'Class started');

export const presentAttendance = (meeting: MeetingState, action: AttendanceBody['action']) =>
  presentStatusAnswer(meeting, `Attendance recorded: ${action}`);

/** Says what the call changed: low latency when it was asked, else music mode. */
export const presentMusicMode = (meeting: MeetingState, change: MusicChange) =>
  presentStatusAnswer(
    meeting,
    change.lowLatency === undefined
      ? `Music mode ${change.musicMode ? 'on' : 'off'}`
      : `Low latency ${change.lowLatency ? 'on' : 'off'}`,
  );

export const presentClassCompleted = (meeting: MeetingState) =>
  presentStatusAnswer(meeting, 'Class completed');
