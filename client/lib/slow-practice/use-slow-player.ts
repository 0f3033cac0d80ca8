import { useEffect, useState } from 'react';
import { useStore } from '../use-store.ts';
import { createStretch } from './browser-stretch.ts';
import { SlowPlayer } from './slow-player.ts';

/**
 * Slow practice wired to the browser's Web Audio; gone with the page. The page's `__slowPractice`
 * is the player (the offline-render test measures what it plays).
 */
export function useSlowPlayer() {
  const [player] = useState(
    () =>
      new SlowPlayer({
        createContext: () =>
          typeof AudioContext === 'function' ? new AudioContext({ latencyHint: 'playback' }) : null,
        createStretch,
        createOfflineContext: (channels, frames, sampleRate) =>
          new OfflineAudioContext(channels, frames, sampleRate),
      }),
  );
  useEffect(() => {
    (window as unknown as { __slowPractice?: SlowPlayer }).__slowPractice = player;
    return () => player.dispose();
  }, [player]);
  return { player, view: useStore(player) };
}
