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

const tags = ['live class'];
const refusals = { 400: liveErrorSchema, 401: liveErrorSchema, 403: liveErrorSchema };

export const checkAccessRoute = {
  summary:
    "CHECK_CLASS_ACCESS: may the signed-in user join this class (the class's teacher or student, on its day)",
  tags,
  body: checkAccessBody,
  response: { 200: checkAccessResponse, ...refusals },
};

export const verifyPasswordRoute = {
  summary:
    "VERIFY_CLASS_PASSWORD: checks the class's join password and lets this session join (rate limited)",
  tags,
  body: verifyPasswordBody,
  response: { 200: verifyPasswordResponse, ...refusals, 429: liveErrorSchema },
};

export const meetingStatusRoute = {
  summary: 'CHECK_MEETING_STATUS: who joined, who left, started, completed',
  tags,
  querystring: meetingStatusQuery,
  response: { 200: meetingStatusResponse, ...refusals },
};

export const startClassRoute = {
  summary: "START_CLASS: the class's teacher starts it",
  tags,
  body: startClassBody,
  response: { 200: meetingStatusResponse, ...refusals },
};

export const attendanceRoute = {
  summary: "UPDATE_CLASS_ATTENDANCE: records 'join' (password passed) or 'leave'",
  tags,
  body: attendanceBody,
  response: { 200: meetingStatusResponse, ...refusals },
};

export const completeClassRoute = {
  summary: "COMPLETE_CLASS: the class's teacher marks it completed",
  tags,
  body: completeClassBody,
  response: { 200: meetingStatusResponse, ...refusals },
};

export const musicModeRoute = {
  summary:
    "Turns the class's music mode on or off (its teacher, in the open class): original sound, stereo Opus at MUSIC_AUDIO_KBPS for both parties",
  tags,
  body: musicModeBody,
  response: { 200: meetingStatusResponse, ...refusals },
};
