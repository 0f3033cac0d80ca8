import { useEffect, useRef, useState } from 'react';
import { countUpValue } from './count-up.ts';

/**
 * Counts from 0 to `target` over `duration` ms after `delay`, once `start` is true, and
 * only once. Before it starts it shows `target`, so the prerendered page carries the
 * real figure; a duration of 0 (reduced motion) keeps it there.
 */
export function useCountUp(target: number, start: boolean, duration = 2000, delay = 0): number {
  const [value, setValue] = useState(target);
  const begun = useRef(false);
  useEffect(() => {
    if (!start || begun.current || duration <= 0) return;
    begun.current = true;
    setValue(0);
    let frame = 0;
    // Timed from the first frame, not from here: on a busy machine that frame can come seconds
    // late, and timing from here would skip the count and jump straight to the figure.
    let t0: number | null = null;
    const tick = (now: number) => {
      t0 ??= now + delay;
      const v = countUpValue(target, now - t0, duration);
      setValue(v);
      if (v < target) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      // Unmounted mid-count (StrictMode's rehearsal included): the next mount starts again.
      begun.current = false;
    };
  }, [start, target, duration, delay]);
  return value;
}
