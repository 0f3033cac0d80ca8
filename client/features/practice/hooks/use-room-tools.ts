import { useEffect, useState } from 'react';
import { PracticeAudio } from '../../../lib/music/practice-audio.ts';
import { useStore } from '../../../lib/use-store.ts';
import { RoomTools } from '../room-tools.ts';

/**
 * The room's metronome and drone wired to the browser: Web Audio, the tab's visibility, and a
 * click or key that lets audio start. The page's `__practiceRoom` is the tools (bench:practice-room
 * reads their beats).
 */
export function useRoomTools() {
  const [tools] = useState(
    () =>
      new RoomTools({
        createAudio: () =>
          typeof AudioContext === 'function'
            ? new PracticeAudio(new AudioContext({ latencyHint: 'interactive' }))
            : null,
      }),
  );
  useEffect(() => {
    (window as unknown as { __practiceRoom?: RoomTools }).__practiceRoom = tools;
    tools.start();
    tools.setHidden(document.visibilityState === 'hidden');
    const resume = () => tools.resumeAudio();
    const visibility = () => tools.setHidden(document.visibilityState === 'hidden');
    window.addEventListener('pointerdown', resume);
    window.addEventListener('keydown', resume);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('pointerdown', resume);
      window.removeEventListener('keydown', resume);
      document.removeEventListener('visibilitychange', visibility);
      tools.stop();
    };
  }, [tools]);
  return { tools, view: useStore(tools) };
}
