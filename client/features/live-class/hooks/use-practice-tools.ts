import { useEffect, useState } from 'react';
import type { PracticeState } from '../../../../common/schemas/live-class/practice.ts';
import type { ClassRole } from '../../../../common/schemas/live-class/shared.ts';
import { fetchServerTime, setPracticeTools } from '../api/practice.ts';
import { ServerClock } from '../rtc/clock-offset.ts';
import { PracticeAudio } from '../rtc/practice-audio.ts';
import { PracticePlayer, type PracticeSync } from '../rtc/practice-player.ts';
import { useStore } from './use-store.ts';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The practice tools wired to the browser: the API, the server clock and Web Audio. The page's
 * `__practice` is the player (its scheduled beats are read by the browser test and
 * bench:practice); a page whose `__practiceSync` is 'arrival' starts beats on arrival instead.
 */
function createPracticePlayer(classId: string, role: ClassRole): PracticePlayer {
  const w = window as unknown as { __practice?: PracticePlayer; __practiceSync?: PracticeSync };
  const player = new PracticePlayer({
    role,
    setPracticeTools: (change) => setPracticeTools(classId, change),
    clock: new ServerClock({ serverTime: fetchServerTime }),
    createAudio: () =>
      typeof AudioContext === 'function'
        ? new PracticeAudio(new AudioContext({ latencyHint: 'interactive' }))
        : null,
    storage: localStorageOrNull(),
    sync: w.__practiceSync === 'arrival' ? 'arrival' : 'server',
  });
  w.__practice = player;
  return player;
}

/** The room's practice tools: follows the class's state; a click or key on the page lets audio start. */
export function usePracticeTools(classId: string, role: ClassRole, practice: PracticeState | undefined) {
  const [player] = useState(() => createPracticePlayer(classId, role));
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
