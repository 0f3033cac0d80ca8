import { MUSIC_AUDIO_KBPS } from '../../../../common/schemas/live-class/access.ts';
import type { LiveSettings } from '../../../../common/schemas/live-settings.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { checkClassAccess, verifyClassPassword } from '../api/access.ts';
import { fetchInitialChat, fetchNewChat, sendChatText, uploadChatFile } from '../api/chat.ts';
import { fetchLiveSettings } from '../api/live-settings.ts';
import {
  beaconLeave,
  checkMeetingStatus,
  completeClass,
  setMusicMode,
  startClass,
  updateClassAttendance,
} from '../api/meeting.ts';
import { classEventsUrl, cleanupSignals, fetchSignals, sendSignal } from '../api/signalling.ts';
import { ConnectionQualityMonitor } from '../rtc/connection-quality.ts';
import { DeviceController } from '../rtc/device-controller.ts';
import { LiveRoom, OfflineError } from '../rtc/live-room.ts';
import { MediaDevicesController } from '../rtc/media-devices.ts';
import { PeerSession } from '../rtc/peer-session.ts';
import { SignallingClient } from '../rtc/signalling-client.ts';

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

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export type BrowserRoom = {
  room: LiveRoom;
  /** Made with the room, so the join dialog's preview is the camera the room then sends. */
  media: MediaDevicesController;
  devices: DeviceController;
  /** The page goes away: leaves the room, or closes the join dialog's preview. */
  leaveOnUnload(): void;
};

/** The room wired to the browser: the API, EventSource, getUserMedia and RTCPeerConnection. */
export function createBrowserRoom(classId: string | undefined): BrowserRoom {
  const id = classId ?? '';
  const source =
    typeof navigator !== 'undefined' && navigator.mediaDevices ? navigator.mediaDevices : NO_DEVICES;
  const media: MediaDevicesController = new MediaDevicesController(source, (c) => devices.constrain(c));
  const devices = new DeviceController({
    devices: source,
    media,
    storage: localStorageOrNull(),
    speakerSelectable: typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype,
    audioContext: typeof AudioContext === 'function' ? () => new AudioContext() : null,
    audioElement: () => new Audio(),
  });
  // Fetched alongside the access check; needed only once the user joins.
  let settings: Promise<LiveSettings> | null = null;
  const room = new LiveRoom({
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
      sendSignal: (type, data) => sendSignal(id, type, data),
      initialChat: () => fetchInitialChat(id),
      sendChat: (text, key) =>
        sendChatText(id, text, key).catch((err: unknown) => {
          // No answer at all, or a gateway's while the server is away: nothing was stored.
          const offline = !(err instanceof ApiError) || [502, 503, 504].includes(err.status);
          throw offline ? new OfflineError(err) : err;
        }),
      uploadChatFile: (file) => uploadChatFile(id, file),
    },
    createParts: async (role, handlers) => {
      const s = await (settings ?? fetchLiveSettings()).catch(
        (): LiveSettings => ({
          ice_servers: [],
          ice_transport_policy: 'all',
          transport: 'push',
          music_audio_kbps: MUSIC_AUDIO_KBPS.default,
        }),
      );
      const peer = new PeerSession({
        role,
        iceServers: s.ice_servers,
        iceTransportPolicy: s.ice_transport_policy,
        createPeer: (config) => new RTCPeerConnection(config),
        send: (type, data) => sendSignal(id, type, data),
        onError: (err) => console.error('live class: signalling step failed', err),
        musicKbps: s.music_audio_kbps,
      });
      const signalling = new SignallingClient({
        eventsUrl: s.transport === 'push' ? classEventsUrl(id) : null,
        openEvents: (url) => new EventSource(url, { withCredentials: true }),
        api: {
          meetingStatus: () => checkMeetingStatus(id),
          signals: (lastId, sinceMs) => fetchSignals(id, lastId, sinceMs),
          newChat: (lastId) => fetchNewChat(id, lastId),
          cleanup: () => cleanupSignals(id),
        },
        handlers,
        sinceMs: Date.now(),
      });
      return {
        media,
        peer,
        signalling,
        quality: new ConnectionQualityMonitor(
          () => peer.getStats(),
          globalThis,
          () => peer.getSnapshot().reconnecting,
        ),
      };
    },
  });
  return {
    room,
    media,
    devices,
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
