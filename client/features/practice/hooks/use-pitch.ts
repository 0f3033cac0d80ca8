import { useEffect, useState } from 'react';
import { MUSIC_AUDIO } from '../../../lib/music/audio-constraints.ts';
import { PitchFeed } from '../../../lib/pitch/pitch-feed.ts';
import { PitchMonitor } from '../../../lib/pitch/pitch-monitor.ts';
import { pitchWorkletUrl } from '../../../lib/pitch/pitch-worklet-url.ts';
import { useStore } from '../../../lib/use-store.ts';

/** This page's microphone into the pitch worklet, feeding the Pitch view and the tuner. */
export function usePitch() {
  const [feed] = useState(() => new PitchFeed(() => performance.now()));
  const [monitor] = useState(
    () =>
      new PitchMonitor({
        openMic: () => navigator.mediaDevices.getUserMedia({ audio: MUSIC_AUDIO, video: false }),
        createContext: () => new AudioContext({ latencyHint: 'interactive' }),
        workletUrl: pitchWorkletUrl,
        onReading: (hz, _clarity, at) => feed.push(hz, at),
        now: () => performance.now(),
      }),
  );
  useEffect(() => () => monitor.stop(), [monitor]);
  return { feed, monitor, view: useStore(monitor) };
}
