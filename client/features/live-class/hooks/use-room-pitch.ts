import { useEffect, useState } from 'react';
import { MUSIC_AUDIO } from '../../../lib/music/audio-constraints.ts';
import { PitchFeed } from '../../../lib/pitch/pitch-feed.ts';
import { PitchMonitor } from '../../../lib/pitch/pitch-monitor.ts';
import { pitchWorkletUrl } from '../../../lib/pitch/pitch-worklet-url.ts';
import { useStore } from '../../../lib/use-store.ts';
import type { RoomParts } from '../rtc/lesson-core.ts';

/**
 * The room's two pitches: ours, from a copy of the microphone the lesson sends (so a muted
 * microphone gives none), shown here and sent to the other side; and theirs, as it arrives.
 */
export function useRoomPitch(parts: RoomParts) {
  const [own] = useState(() => new PitchFeed(() => performance.now()));
  const [other] = useState(() => new PitchFeed(() => performance.now()));
  const [monitor] = useState(
    () =>
      new PitchMonitor({
        openMic: async () => {
          const track = parts.media.getSnapshot().camera?.getAudioTracks()[0];
          if (track) return new MediaStream([track.clone()]);
          return navigator.mediaDevices.getUserMedia({ audio: MUSIC_AUDIO, video: false });
        },
        createContext: () => new AudioContext({ latencyHint: 'interactive' }),
        workletUrl: pitchWorkletUrl,
        onReading: (hz, _clarity, at) => {
          own.push(hz, at);
          parts.peer.sendPitch(hz, at);
        },
        now: () => performance.now(),
      }),
  );
  useEffect(() => {
    const stop = parts.peer.onPitch((hz) => other.push(hz));
    const expiry = setInterval(() => other.expire(), 250);
    return () => {
      stop();
      clearInterval(expiry);
    };
  }, [parts.peer, other]);
  useEffect(
    () => () => {
      monitor.stop();
      parts.peer.sendPitch(null, performance.now());
    },
    [monitor, parts.peer],
  );
  return { own, other, monitor, mic: useStore(monitor) };
}
