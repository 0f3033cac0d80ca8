import { liveErrorSchema } from '../../../../common/schemas/errors.ts';
import {
  attendanceBody,
  checkAccessBody,
  checkAccessResponse,
  completeClassBody,
  musicModeBody,
  startClassBody,
  verifyPasswordBody,
  verifyPasswordResponse,
} from '../../../../common/schemas/live-class/access.ts';
import {
  meetingStatusQuery,
  meetingStatusResponse,
} from '../../../../common/schemas/live-class/meeting-status.ts';
import { liveRefusals, liveTags } from '../route-docs.ts';

export const checkAccessRoute = {
  summary:
    "CHECK_CLASS_ACCESS: may the signed-in user join this class (the class's teacher or student, on its day)",
  tags: liveTags,
  body: checkAccessBody,
  response: { 200: checkAccessResponse, ...liveRefusals },
};

export const verifyPasswordRoute = {
  summary:
    "VERIFY_CLASS_PASSWORD: checks the class's join password and lets this session join (rate limited)",
  tags: liveTags,
  body: verifyPasswordBody,
  response: { 200: verifyPasswordResponse, ...liveRefusals, 429: liveErrorSchema },
};

export const meetingStatusRoute = {
  summary: 'CHECK_MEETING_STATUS: who joined, who left, started, completed',
  tags: liveTags,
  querystring: meetingStatusQuery,
  response: { 200: meetingStatusResponse, ...liveRefusals },
};

export const startClassRoute = {
  summary: "START_CLASS: the class's teacher starts it",
  tags: liveTags,
  body: startClassBody,
  response: { 200: meetingStatusResponse, ...liveRefusals },
};

export const attendanceRoute = {
  summary: "UPDATE_CLASS_ATTENDANCE: records 'join' (password passed) or 'leave'",
  tags: liveTags,
  body: attendanceBody,
  response: { 200: meetingStatusResponse, ...liveRefusals },
};

export const completeClassRoute = {
  summary: "COMPLETE_CLASS: the class's teacher marks it completed",
  tags: liveTags,
  body: completeClassBody,
  response: { 200: meetingStatusResponse, ...liveRefusals },
};

export const musicModeRoute = {
  summary:
    "Turns the class's music mode on or off (its teacher, in the open class): original sound, stereo Opus at MUSIC_AUDIO_KBPS for both parties",
  tags: liveTags,
  body: musicModeBody,
  response: { 200: meetingStatusResponse, ...liveRefusals },
};
