import { useEffect, useState } from 'react';
import type { PracticeState } from '../../../../common/schemas/live-class/practice.ts';
import { fetchLiveSettings } from '../../../lib/live-settings.ts';
import { useStore } from '../../../lib/use-store.ts';
import { fetchNewChat } from '../api/chat.ts';
import { fetchJanusTicket, muteInGroup } from '../api/group-room.ts';
import { checkMeetingStatus } from '../api/meeting.ts';
import { createGroupRoom, type LiveRoom, type MediaDevicesController } from '../rtc/lesson-core.ts';

/** The group room has no event stream: the lesson's chat and status are polled this often. */
const POLL_MS = 2_000;

/** The group lesson's room on Janus, wired to the browser; joined on mount, left when the page goes. */
export function useGroupRoom(classId: string, room: LiveRoom, media: MediaDevicesController) {
  const [group] = useState(() =>
    createGroupRoom({
      ticket: () => fetchJanusTicket(classId),
      mute: (feed, mid, mute) => muteInGroup(classId, feed, mid, mute),
      settings: async () => {
        const s = await fetchLiveSettings();
        return {
          rtc: { iceServers: s.ice_servers, iceTransportPolicy: s.ice_transport_policy },
          musicKbps: s.music_audio_kbps,
        };
      },
      // Once the camera is open (its opening reads the mode then): a microphone opening meanwhile
      // would keep the old processing.
      audioMode: async (mode) => {
        await media.startCamera().catch(() => null);
        await media.setAudioMode(mode);
      },
      camera: () => media.startCamera(),
      createPeer: (config) => new RTCPeerConnection(config),
      streamOf: (tracks) => new MediaStream(tracks),
      fetch: (...args) => fetch(...args),
      timers: globalThis,
    }),
  );
  // The lesson's metronome and drone (the teacher's), from the status every place reports.
  const [practice, setPractice] = useState<PracticeState>();
  useEffect(() => {
    const pollStatus = () =>
      checkMeetingStatus(classId).then(
        (s) => {
          // The same tools answer the same state: the room renders again only on a change.
          setPractice((was) => (JSON.stringify(was) === JSON.stringify(s.practice) ? was : s.practice));
          room.receiveStatus(s);
        },
        () => {},
      );
    // The lesson's music mode as the room has it (the poll's, or the answer to the teacher's switch).
    const music = () => void group.setMusic(room.getSnapshot().musicMode);
    music();
    const offMusic = room.subscribe(music);
    void pollStatus();
    const poll = setInterval(() => {
      fetchNewChat(classId, room.lastChatId()).then(
        (messages) => {
          for (const m of messages) room.receiveChat(m);
        },
        () => {},
      );
      void pollStatus();
    }, POLL_MS);
    // A microphone reopened by the room (its processing mode) is sent in place of the old one.
    const offMedia = media.subscribe(() => void group.sendFrom(media.getSnapshot().camera));
    const onHide = () => void group.leave();
    window.addEventListener('pagehide', onHide);
    // Joined last, once its leaving is in place: a join whose effect failed would go on rejoining.
    void group.join();
    return () => {
      clearInterval(poll);
      offMusic();
      offMedia();
      window.removeEventListener('pagehide', onHide);
      void group.leave();
    };
  }, [group, classId, room, media]);
  return { group, state: useStore(group), practice };
}
