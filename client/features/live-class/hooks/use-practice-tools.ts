import { useEffect, useState } from 'react';
import type { PracticeState } from '../../../../common/schemas/live-class/practice.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { useStore } from '../../../lib/use-store.ts';
import { fetchServerTime, setPracticeTools } from '../api/practice.ts';
import { createPracticePlayer, type PracticePlayer, type PracticeSync } from '../rtc/lesson-core.ts';
import { localStorageOrNull } from './local-storage.ts';

/**
 * The practice tools wired to the browser: the API, the server clock and Web Audio. The page's
 * `__practice` is the player (its scheduled beats are read by the browser test and
 * bench:practice); a page whose `__practiceSync` is 'arrival' starts beats on arrival instead.
 */
function createBrowserPractice(classId: string, role: ClassRole): PracticePlayer {
  const w = window as unknown as { __practice?: PracticePlayer; __practiceSync?: PracticeSync };
  const player = createPracticePlayer({
    role,
    setPracticeTools: (change) => setPracticeTools(classId, change),
    serverTime: fetchServerTime,
    audioContext:
      typeof AudioContext === 'function' ? () => new AudioContext({ latencyHint: 'interactive' }) : null,
    storage: localStorageOrNull(),
    sync: w.__practiceSync === 'arrival' ? 'arrival' : 'server',
  });
  w.__practice = player;
  return player;
}

/** The room's practice tools: follows the class's state; a click or key on the page lets audio start. */
export function usePracticeTools(classId: string, role: ClassRole, practice: PracticeState | undefined) {
  const [player] = useState(() => createBrowserPractice(classId, role));
  useEffect(() => {
    player.start();
    const resume = () => player.resumeAudio();
    window.addEventListener('pointerdown', resume);
    window.addEventListener('keydown', resume);
    return () => {
      window.removeEventListener('pointerdown', resume);
      window.removeEventListener('keydown', resume);
      player.stop();
    };
  }, [player]);
  useEffect(() => player.apply(practice), [player, practice]);
  return { player, view: useStore(player) };
}
