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
    const t0 = performance.now() + delay;
    const tick = (now: number) => {
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
