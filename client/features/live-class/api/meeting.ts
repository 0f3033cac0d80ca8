import { API } from '../../../../common/api.ts';
import type {
  attendanceBody,
  completeClassBody,
  musicModeBody,
  startClassBody,
} from '../../../../common/schemas/live-class/access.ts';
import type {
  meetingStatusQuery,
  meetingStatusResponse,
} from '../../../../common/schemas/live-class/meeting-status.ts';
import { liveGet, livePost } from './live-call.ts';

type Status = typeof meetingStatusResponse;

export const checkMeetingStatus = (classId: string) =>
  liveGet<Status, typeof meetingStatusQuery>(API.checkMeetingStatus, {
    class_id: classId,
    timestamp: String(Date.now()),
  });

export const startClass = (classId: string) =>
  livePost<Status, typeof startClassBody>(API.startClass, { class_id: classId });

export const updateClassAttendance = (classId: string, action: 'join' | 'leave') =>
  livePost<Status, typeof attendanceBody>(API.updateClassAttendance, { class_id: classId, action });

export const completeClass = (classId: string) =>
  livePost<Status, typeof completeClassBody>(API.completeClass, { class_id: classId });

export const setMusicMode = (classId: string, on: boolean) =>
  livePost<Status, typeof musicModeBody>(API.setMusicMode, { class_id: classId, music_mode: on });

export const setLowLatency = (classId: string, on: boolean) =>
  livePost<Status, typeof musicModeBody>(API.setMusicMode, { class_id: classId, low_latency: on });

export const fallBackFromLowLatency = (classId: string) =>
  livePost<Status, typeof musicModeBody>(API.setMusicMode, {
    class_id: classId,
    low_latency: false,
    fell_back: true,
  });

/** Records a leave while the page goes away (tab closed): a beacon outlives the page. */
export function beaconLeave(classId: string): boolean {
  if (typeof navigator === 'undefined' || !navigator.sendBeacon) return false;
  const body = new Blob([JSON.stringify({ class_id: classId, action: 'leave' })], {
    type: 'application/json',
  });
  return navigator.sendBeacon(`/api${API.updateClassAttendance}`, body);
}
