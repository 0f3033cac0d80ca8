import { useEffect } from 'react';
import { useStore } from '../../../lib/use-store.ts';
import type { ScoreBoard } from '../rtc/lesson-core.ts';

/**
 * The shared score in a group lesson's room. The room has no event stream to push its changes,
 * so the score is read on entering and again every SCORE_POLL_MS while the room is open.
 */
export function useGroupScore(score: ScoreBoard) {
  useEffect(() => {
    void score.load();
    score.setPushed(false);
    return () => score.setPushed(true);
  }, [score]);
  return useStore(score).panelOpen;
}
