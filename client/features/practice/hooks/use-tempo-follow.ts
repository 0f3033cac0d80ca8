import { useEffect, useRef } from 'react';
import { followTempo, type TempoFollow } from '../../../lib/slow-practice/loop-math.ts';
import type { RoomTools } from '../room-tools.ts';

/**
 * The metronome follows slow practice's speed: at 50 % a take at 80 beats a minute is ticked at
 * 40. Returns the full-speed tempo it follows from.
 */
export function useTempoFollow(tools: RoomTools, bpm: number, rate: number): number {
  const follow = useRef<TempoFollow>({ base: bpm, rate: 1 });
  useEffect(() => {
    if (rate === follow.current.rate) return;
    const next = followTempo(follow.current, bpm, rate);
    follow.current = { base: next.base, rate };
    tools.setMetronome({ bpm: next.bpm });
  }, [tools, bpm, rate]);
  // A tempo set by hand since the last speed change is the new tempo at this speed.
  return followTempo(follow.current, bpm, follow.current.rate).base;
}
