import { inView } from 'motion';
import { type RefObject, useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion.ts';

/**
 * Writes the element's scroll progress (0 as its top enters the viewport, 1 once it is a
 * quarter of the way up) into its `--p` CSS variable, without re-rendering, and tells
 * whether progress is full. Under reduced motion progress stays 1.
 */
export function useScrollProgress(ref: RefObject<HTMLElement | null>): boolean {
  const reduced = useReducedMotion();
  const [full, setFull] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (reduced) {
      el.style.setProperty('--p', '1');
      setFull(true);
      return;
    }
    // The tracker loads as the section nears the viewport: it sits well below the fold.
    let stop: (() => void) | undefined;
    let cancelled = false;
    const stopWatching = inView(
      el,
      () => {
        stopWatching();
        import('./motion-scroll.ts').then(
          ({ scroll }) => {
            if (cancelled) return;
            stop = scroll(
              (p: number) => {
                el.style.setProperty('--p', p.toFixed(3));
                setFull(p >= 0.999);
              },
              { target: el, offset: ['start end', 'start 0.25'] },
            );
          },
          // Offline or a failed chunk: the panel simply stays in its final state.
          () => undefined,
        );
      },
      { margin: '400px 0px' },
    );
    return () => {
      cancelled = true;
      stopWatching();
      stop?.();
    };
  }, [ref, reduced]);
  return full;
}
