import type { LiveSettings } from '../../../../common/schemas/live-settings.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchLiveSettings } from '../../../lib/live-settings.ts';
import { checkClassAccess, verifyClassPassword } from '../api/access.ts';
import { fetchInitialChat, fetchNewChat, sendChatText, uploadChatFile } from '../api/chat.ts';
import {
  beaconLeave,
  checkMeetingStatus,
  completeClass,
  fallBackFromLowLatency,
  setLowLatency,
  setMusicMode,
  startClass,
  updateClassAttendance,
} from '../api/meeting.ts';
import { scoreApi } from '../api/score.ts';
import { classEventsUrl, cleanupSignals, fetchSignals, sendSignal } from '../api/signalling.ts';
import {
  createLiveRoom,
  type DeviceController,
  type LiveRoom,
  type MediaDevicesController,
  type ScoreBoard,
} from '../rtc/lesson-core.ts';
import { OfflineError } from '../rtc/room-api.ts';
import { localStorageOrNull } from './local-storage.ts';

/** Without a secure origin the browser offers no camera at all: every capture is refused as unsupported. */
const unsupported = () =>
  Promise.reject(new DOMException('No camera on an insecure page', 'NotSupportedError'));
const NO_DEVICES = {
  getUserMedia: unsupported,
  getDisplayMedia: unsupported,
  enumerateDevices: async () => [],
  addEventListener() {},
  removeEventListener() {},
};

export type BrowserRoom = {
  room: LiveRoom;
  /** Made with the room, so the join dialog's preview is the camera the room then sends. */
  media: MediaDevicesController;
  devices: DeviceController;
  score: ScoreBoard;
  /** The page goes away: leaves the room, or closes the join dialog's preview. */
  leaveOnUnload(): void;
};

/** The room wired to the browser: the API, EventSource, getUserMedia and RTCPeerConnection. */
export function createBrowserRoom(classId: string | undefined): BrowserRoom {
  const id = classId ?? '';
  // Fetched alongside the access check; needed only once the user joins.
  let settings: Promise<LiveSettings> | null = null;
  const { room, media, devices, score } = createLiveRoom({
    classId,
    api: {
      checkAccess: () => {
        settings = fetchLiveSettings();
        settings.catch(() => {});
        return checkClassAccess(id);
      },
      verifyPassword: (pw) => verifyClassPassword(id, pw),
      recordAttendance: (action) => updateClassAttendance(id, action),
      startClass: () => startClass(id),
      completeClass: () => completeClass(id),
      setMusicMode: (on) => setMusicMode(id, on),
      setLowLatency: (on) => setLowLatency(id, on),
      fallBackFromLowLatency: () => fallBackFromLowLatency(id),
      sendSignal: (type, data, to) => sendSignal(id, type, data, to),
      initialChat: () => fetchInitialChat(id),
      sendChat: (text, key) =>
        sendChatText(id, text, key).catch((err: unknown) => {
          // No answer at all, or a gateway's while the server is away: nothing was stored.
          const offline = !(err instanceof ApiError) || [502, 503, 504].includes(err.status);
          throw offline ? new OfflineError(err) : err;
        }),
      uploadChatFile: (file) => uploadChatFile(id, file),
    },
    poll: {
      meetingStatus: () => checkMeetingStatus(id),
      signals: (lastId, sinceMs) => fetchSignals(id, lastId, sinceMs),
      newChat: (lastId) => fetchNewChat(id, lastId),
      cleanup: () => cleanupSignals(id),
    },
    settings: () => settings ?? fetchLiveSettings(),
    eventsUrl: classEventsUrl(id),
    score: scoreApi(id),
    browser: {
      mediaDevices:
        typeof navigator !== 'undefined' && navigator.mediaDevices ? navigator.mediaDevices : NO_DEVICES,
      streamOf: (tracks) => new MediaStream(tracks),
      createPeer: (config) => new RTCPeerConnection(config),
      openEvents: (url) => new EventSource(url, { withCredentials: true }),
      storage: localStorageOrNull(),
      speakerSelectable: typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype,
      audioContext: typeof AudioContext === 'function' ? () => new AudioContext() : null,
      audioElement: () => new Audio(),
      gestures: window,
      peerConnection: typeof RTCPeerConnection === 'function',
    },
  });
  return {
    room,
    media,
    devices,
    score,
    leaveOnUnload() {
      devices.stop();
      const s = room.getSnapshot();
      if (s.stage !== 'room') media.stopAll();
      if (s.stage !== 'room' || s.localLeft) return;
      room.teardown();
      beaconLeave(id);
    },
  };
}
