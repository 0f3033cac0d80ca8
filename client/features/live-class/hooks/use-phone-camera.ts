import { useEffect, useState } from 'react';
import { MUSIC_AUDIO_KBPS } from '../../../../common/schemas/live-class/access.ts';
import type { LiveSettings } from '../../../../common/schemas/live-settings.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { fetchLiveSettings } from '../../../lib/live-settings.ts';
import { checkClassAccess } from '../api/access.ts';
import { redeemCameraLink } from '../api/camera-link.ts';
import { checkMeetingStatus } from '../api/meeting.ts';
import { classEventsUrl, cleanupSignals, fetchSignals, sendSignal } from '../api/signalling.ts';
import { createPhoneCamera, type PhoneCameraSender } from '../rtc/lesson-core.ts';

export type PhonePage =
  | { stage: 'loading' }
  | { stage: 'refused'; message: string }
  | { stage: 'camera'; sender: PhoneCameraSender; batchName: string; stop(): void };

const DEFAULT_SETTINGS: LiveSettings = {
  ice_servers: [],
  ice_transport_policy: 'all',
  transport: 'push',
  music_audio_kbps: MUSIC_AUDIO_KBPS.default,
};
const NOT_SIGNED_IN = 'Open the lesson on your computer and scan its QR code again.';

// One use per token, even when React runs the effect twice (development's strict mode).
const redeemed = new Map<string, Promise<unknown>>();

/**
 * The camera-only page of a class: uses the one-time link in the address's fragment (then drops
 * it from the address), checks the class as its member's camera, and sends the phone's camera
 * until the page goes.
 */
export function usePhoneCamera(classId: string): PhonePage {
  const [page, setPage] = useState<PhonePage>({ stage: 'loading' });
  useEffect(() => {
    let stopped = false;
    let camera: ReturnType<typeof createPhoneCamera> | null = null;
    const refuse = (message: string) => !stopped && setPage({ stage: 'refused', message });
    void (async () => {
      const token = window.location.hash.slice(1);
      if (token) {
        if (!redeemed.has(token)) redeemed.set(token, redeemCameraLink(token));
        window.history.replaceState(null, '', window.location.pathname);
        try {
          await redeemed.get(token);
        } catch (err) {
          refuse(err instanceof ApiError && err.serverMessage ? err.serverMessage : NOT_SIGNED_IN);
          return;
        }
      }
      const access = await checkClassAccess(classId).catch(() => null);
      if (access?.kind !== 'allowed' || access.needsPassword) {
        refuse(
          access?.kind === 'completed'
            ? 'This class has already been completed.'
            : access?.kind === 'denied'
              ? (access.message ?? NOT_SIGNED_IN)
              : NOT_SIGNED_IN,
        );
        return;
      }
      const settings = await fetchLiveSettings().catch(() => DEFAULT_SETTINGS);
      if (stopped) return;
      camera = createPhoneCamera({
        role: access.role,
        id: crypto.randomUUID(),
        poll: {
          meetingStatus: () => checkMeetingStatus(classId),
          signals: (lastId, sinceMs) => fetchSignals(classId, lastId, sinceMs),
          newChat: async () => [],
          cleanup: () => cleanupSignals(classId),
        },
        eventsUrl: classEventsUrl(classId),
        settings,
        sendSignal: (type, data, to) => sendSignal(classId, type, data, to),
        browser: {
          capture: navigator.mediaDevices,
          createPeer: (config) => new RTCPeerConnection(config),
          openEvents: (url) => new EventSource(url, { withCredentials: true }),
        },
      });
      camera.start();
      const stop = camera.stop;
      setPage({ stage: 'camera', sender: camera.sender, batchName: access.batchName ?? '', stop });
    })();
    const onHide = () => camera?.stop();
    window.addEventListener('pagehide', onHide);
    return () => {
      stopped = true;
      window.removeEventListener('pagehide', onHide);
      camera?.stop();
    };
  }, [classId]);
  return page;
}
