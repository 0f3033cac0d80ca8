import { checkClassAccess, verifyClassPassword } from '../api/access.ts';
import { fetchInitialChat, fetchNewChat, sendChatText, uploadChatFile } from '../api/chat.ts';
import { fetchLiveSettings, type LiveSettings } from '../api/live-settings.ts';
import {
  beaconLeave,
  checkMeetingStatus,
  completeClass,
  startClass,
  updateClassAttendance,
} from '../api/meeting.ts';
import { classEventsUrl, cleanupSignals, fetchSignals, sendSignal } from '../api/signalling.ts';
import { ConnectionQualityMonitor } from '../rtc/connection-quality.ts';
import { LiveRoom } from '../rtc/live-room.ts';
import { MediaDevicesController } from '../rtc/media-devices.ts';
import { PeerSession } from '../rtc/peer-session.ts';
import { SignallingClient } from '../rtc/signalling-client.ts';

/** The room wired to the browser: the API, EventSource, getUserMedia and RTCPeerConnection. */
export function createBrowserRoom(classId: string | undefined): { room: LiveRoom; leaveOnUnload(): void } {
  const id = classId ?? '';
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
      sendSignal: (type, data) => sendSignal(id, type, data),
      initialChat: () => fetchInitialChat(id),
      sendChat: (text) => sendChatText(id, text),
      uploadChatFile: (file) => uploadChatFile(id, file),
    },
    createParts: async (role, handlers) => {
      const s = await (settings ?? fetchLiveSettings()).catch(
        (): LiveSettings => ({ ice_servers: [], transport: 'push' }),
      );
      const peer = new PeerSession({
        role,
        iceServers: s.ice_servers,
        createPeer: (config) => new RTCPeerConnection(config),
        send: (type, data) => sendSignal(id, type, data),
        onError: (err) => console.error('live class: signalling step failed', err),
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
        media: new MediaDevicesController(navigator.mediaDevices),
        peer,
        signalling,
        quality: new ConnectionQualityMonitor(() => peer.getStats()),
      };
    },
  });
  return {
    room,
    leaveOnUnload() {
      const s = room.getSnapshot();
      if (s.stage !== 'room' || s.localLeft) return;
      room.teardown();
      beaconLeave(id);
    },
  };
}
